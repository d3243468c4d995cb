import type * as HeldClicks from '@/lib/next-internals/boot/held-clicks';

/** A fresh module per test: the page has not been hydrated. */
function freshModule(): typeof HeldClicks {
  let fresh!: typeof HeldClicks;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    fresh = require('@/lib/next-internals/boot/held-clicks');
  });
  return fresh;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('held clicks', () => {
  it('holds a click on a script-only button from the first use and carries it out once hydrated', () => {
    const { holdClicksUntilHydrated, releaseHeldClick } = freshModule();
    document.body.innerHTML = '<button type="button"><span>Menu</span></button>';
    const button = document.querySelector('button')!;
    const handled = jest.fn();
    button.addEventListener('click', handled);
    holdClicksUntilHydrated();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.querySelector('span')!.dispatchEvent(click);
    expect(handled).not.toHaveBeenCalled();
    expect(click.defaultPrevented).toBe(true);
    releaseHeldClick();
    expect(handled).toHaveBeenCalledTimes(1);
    // Once hydrated, clicks go straight through.
    button.click();
    expect(handled).toHaveBeenCalledTimes(2);
  });

  it('carries out only the last held click, and an element that says it needs the app', () => {
    const { holdClicksUntilHydrated, releaseHeldClick } = freshModule();
    document.body.innerHTML =
      '<button type="button" id="first">One</button><a href="#video" data-needs-app="" id="video">Play</a>';
    const first = jest.fn();
    const video = jest.fn();
    document.getElementById('first')!.addEventListener('click', first);
    document.getElementById('video')!.addEventListener('click', video);
    holdClicksUntilHydrated();
    document.getElementById('first')!.click();
    document.getElementById('video')!.click();
    expect(first).not.toHaveBeenCalled();
    expect(video).not.toHaveBeenCalled();
    releaseHeldClick();
    expect(first).not.toHaveBeenCalled();
    expect(video).toHaveBeenCalledTimes(1);
  });

  it('lets links, submit buttons and clicks before the first use through at once', () => {
    const { holdClicksUntilHydrated, releaseHeldClick } = freshModule();
    document.body.innerHTML =
      '<button type="button" id="early">Early</button><a href="#x" id="link">Link</a><form><button id="submit">Go</button></form>';
    const seen: string[] = [];
    document.body.addEventListener('click', (event) => seen.push((event.target as Element).id));
    document.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
    document.getElementById('early')!.click();
    holdClicksUntilHydrated();
    document.getElementById('link')!.click();
    document.getElementById('submit')!.click();
    expect(seen).toEqual(['early', 'link', 'submit']);
    releaseHeldClick(); // its listener ends with the test
  });

  it('carries out a held click on the element drawn in its place (a page changed since it was loaded, issue 50)', () => {
    const { holdClicksUntilHydrated, releaseHeldClick } = freshModule();
    document.body.innerHTML =
      '<button type="button" class="menu">Menu</button><a href="#v" class="video-facade" data-needs-app="">Play</a>';
    holdClicksUntilHydrated();
    document.querySelector<HTMLElement>('.video-facade')!.click();
    // React draws the part again: new elements in the same places.
    document.body.innerHTML =
      '<button type="button" class="menu">Menu</button><a href="#v" class="video-facade" data-needs-app="">Play</a>';
    const played = jest.fn();
    const menu = jest.fn();
    document.querySelector('.video-facade')!.addEventListener('click', played);
    document.querySelector('.menu')!.addEventListener('click', menu);
    releaseHeldClick();
    expect(played).toHaveBeenCalledTimes(1);
    expect(menu).not.toHaveBeenCalled();
  });

  it('does not carry out a held click on an element that is gone', () => {
    const { holdClicksUntilHydrated, releaseHeldClick } = freshModule();
    document.body.innerHTML = '<button type="button">Menu</button>';
    const button = document.querySelector('button')!;
    const handled = jest.fn();
    button.addEventListener('click', handled);
    holdClicksUntilHydrated();
    button.click();
    button.remove();
    releaseHeldClick();
    expect(handled).not.toHaveBeenCalled();
  });
});
