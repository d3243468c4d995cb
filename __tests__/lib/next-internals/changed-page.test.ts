import { carryOverChangedPage } from '@/lib/next-internals/boot/changed-page';

// A page hydrated from the payload of another render (lib/next-internals/boot/changed-page.ts): React
// draws again the parts that differ, fields among them. What the visitor typed and where the
// caret was are carried over to the field that replaced the one they typed into.

const FIELD =
  '<form><input id="site-search-q" name="q" value=""><input id="other" value="kept"></form>';

/** React drawing the form again: new elements, the server's values. */
function redraw(): void {
  document.body.innerHTML = FIELD;
}

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = FIELD;
  jest.spyOn(console, 'info').mockImplementation(() => {});
});

afterEach(() => {
  jest.runOnlyPendingTimers(); // each test's watch ends
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('gives a field drawn again the text typed into the old one, the focus and the caret, and tells who listens for typing', () => {
  const old = document.getElementById('site-search-q') as HTMLInputElement;
  old.focus();
  const finish = carryOverChangedPage();
  old.value = 'compu'; // typed while the app loaded
  old.setSelectionRange(2, 2);
  redraw();
  const field = document.getElementById('site-search-q') as HTMLInputElement;
  const typed: string[] = [];
  document.addEventListener('input', (event) =>
    typed.push((event.target as HTMLInputElement).value),
  );
  finish();
  expect(field).not.toBe(old);
  expect(field.value).toBe('compu');
  expect(document.activeElement).toBe(field);
  expect([field.selectionStart, field.selectionEnd]).toEqual([2, 2]);
  expect(typed).toEqual(['compu']);
  // A field nobody typed into keeps the server's value, and gets no input event.
  expect((document.getElementById('other') as HTMLInputElement).value).toBe('kept');
});

it('carries a field over once: what the visitor types into the new field afterwards stays', () => {
  const old = document.getElementById('site-search-q') as HTMLInputElement;
  old.focus();
  const finish = carryOverChangedPage();
  old.value = 'co';
  redraw();
  finish();
  const field = document.getElementById('site-search-q') as HTMLInputElement;
  expect(field.value).toBe('co');
  field.value = 'computer';
  jest.advanceTimersByTime(1000);
  expect(field.value).toBe('computer');
});

it('leaves a field React kept (the same element) as it is', () => {
  const old = document.getElementById('site-search-q') as HTMLInputElement;
  const finish = carryOverChangedPage();
  old.value = 'typed';
  finish();
  expect(document.getElementById('site-search-q')).toBe(old);
  expect(old.value).toBe('typed');
});

it('takes React’s hydration mismatch reports as expected (one console line), and lets every other error through', () => {
  const finish = carryOverChangedPage();
  // Whether the page's watch took the report (it runs first, in the capture phase); this test's own
  // listener then takes every report, so that jsdom does not count it as the test's error.
  let taken = false;
  const after = (event: ErrorEvent) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('error', after);
  const report = (error: Error) => {
    window.dispatchEvent(
      new ErrorEvent('error', { error, message: error.message, cancelable: true }),
    );
    return taken;
  };
  expect(
    report(new Error('Minified React error #418; visit https://react.dev/errors/418?args[]=text')),
  ).toBe(true);
  expect(report(new Error('Minified React error #423'))).toBe(true);
  expect(report(new TypeError('x is not a function'))).toBe(false);
  finish();
  jest.advanceTimersByTime(1000);
  expect(console.info).toHaveBeenCalledWith(expect.stringContaining('(2 parts drawn again)'));
  // Once the page has settled, a mismatch report is an error like any other.
  expect(report(new Error('Minified React error #418'))).toBe(false);
  window.removeEventListener('error', after);
});

it('carries over a field React draws again after the layout has hydrated (a part drawn a moment later)', () => {
  const old = document.getElementById('site-search-q') as HTMLInputElement;
  old.focus();
  const finish = carryOverChangedPage();
  old.value = 'late';
  finish();
  redraw();
  jest.advanceTimersByTime(1000);
  const field = document.getElementById('site-search-q') as HTMLInputElement;
  expect(field.value).toBe('late');
  expect(document.activeElement).toBe(field);
});
