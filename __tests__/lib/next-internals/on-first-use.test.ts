import { firstUse, onFirstUse } from '@/lib/next-internals/boot/on-first-use';

// jsdom's document has loaded by the time a test runs (readyState 'complete').

afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('onFirstUse', () => {
  it('does not start a page that is only read: no scroll, focus or timer starts it', () => {
    jest.useFakeTimers();
    const start = jest.fn();
    onFirstUse(start);
    window.dispatchEvent(new Event('scroll'));
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    jest.advanceTimersByTime(60_000);
    expect(start).not.toHaveBeenCalled();
  });

  it.each(['pointerdown', 'keydown', 'input'])(
    'starts within the first %s, once, and keeps the event',
    (type) => {
      const start = jest.fn();
      onFirstUse(start);
      const button = document.body.appendChild(document.createElement('button'));
      const event = new Event(type, { bubbles: true });
      button.dispatchEvent(event);
      expect(start).toHaveBeenCalledTimes(1);
      expect(firstUse()).toBe(event);
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      button.dispatchEvent(new Event('keydown', { bubbles: true }));
      expect(start).toHaveBeenCalledTimes(1);
    },
  );
});

describe('whenStarted', () => {
  it('holds what the chunks start until the page starts, then runs it in order; after that at once', () => {
    jest.isolateModules(() => {
      // A fresh module: the page has not started.
      type Boot = typeof import('@/lib/next-internals/boot/on-first-use');
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const boot = require('@/lib/next-internals/boot/on-first-use') as Boot;
      const ran: string[] = [];
      boot.whenStarted(() => ran.push('layout'));
      boot.whenStarted(() => ran.push('page'));
      expect(ran).toEqual([]);
      boot.markStarted();
      expect(ran).toEqual(['layout', 'page']);
      boot.whenStarted(() => ran.push('late chunk'));
      expect(ran).toEqual(['layout', 'page', 'late chunk']);
      boot.markStarted();
      expect(ran).toHaveLength(3);
    });
  });
});

describe('markStarted', () => {
  it('resolves once the imports the started modules return have arrived, not before', async () => {
    let boot!: typeof import('@/lib/next-internals/boot/on-first-use');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      boot = require('@/lib/next-internals/boot/on-first-use');
    });
    let arrive!: () => void;
    const internals = new Promise<void>((resolve) => (arrive = resolve));
    boot.whenStarted(() => internals);
    boot.whenStarted(() => undefined);
    let ready = false;
    const started = boot.markStarted().then(() => (ready = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(ready).toBe(false);
    arrive();
    await started;
    expect(ready).toBe(true);
    // Asked again (a second use), it is the same promise's outcome.
    await expect(boot.markStarted()).resolves.toBeUndefined();
  });
});
