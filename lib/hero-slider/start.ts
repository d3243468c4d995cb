import { AUTOPLAY_DELAY_MS, type SliderLabels } from './options';

// Starting the home slider, without React (issue 35). The page's entry (lib/next-internals/boot/main-app.ts)
// starts every slider the server sent as the page loads, so the home page needs no hydration for
// its first slide change; the slider's frame starts it too, for a home page that the app's own
// navigation renders (components/home/hero-slider-frame.tsx). React never renders inside the frame, so Swiper
// may change that markup before the page is hydrated. Swiper (~30 KiB gzip, a long task on a
// slow phone) is fetched when the first slide change is due, 4 s after the page has loaded, or at
// once when the visitor reaches for the slider (a tap on an arrow is then carried out).

/** The slider's labels, as JSON on its Swiper element: what starting it reads. */
export const SLIDER_LABELS_ATTRIBUTE = 'data-slider-labels';

/** What makes the slider start before its first move is due: the visitor reaching for it. */
const FIRST_USE = ['pointerdown', 'focusin', 'keydown'] as const;

/** What stops each slider that has been started: one start per element. */
const running = new WeakMap<Element, () => void>();

/** Resolves in a task of its own: what follows does not lengthen the task that awaits it. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** How long ago the page's load event ended, in ms (0 before it has). */
function sinceLoad(): number {
  const [navigation] = (performance.getEntriesByType?.('navigation') ??
    []) as PerformanceNavigationTiming[];
  return navigation?.loadEventEnd ? performance.now() - navigation.loadEventEnd : 0;
}

/**
 * Starts the slider on `element` (its Swiper root) unless it has been: Swiper is fetched when the
 * first change is due or at the visitor's first press on it. `woke`: the input that made the page
 * interactive, carried out if it was on one of the slider's arrows.
 */
export function startHeroSlider(
  element: HTMLElement,
  labels: SliderLabels,
  woke?: Event | null,
): void {
  if (running.has(element) || element.querySelectorAll('.swiper-slide').length < 2) return;
  let stopped = false;
  let destroy = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = (event?: Event) => {
    clearTimeout(timer);
    removeEventListener('load', whenLoaded);
    for (const type of FIRST_USE) element.removeEventListener(type, start);
    // An arrow pressed before Swiper was there: its move is made once it is.
    const target =
      event?.target instanceof Element
        ? event.target.closest('.swiper-button-next, .swiper-button-prev')
        : null;
    const move =
      event === undefined
        ? 'due'
        : target?.classList.contains('swiper-button-prev')
          ? 'previous'
          : target
            ? 'next'
            : 'none';
    void import('./swiper')
      .then(async ({ startSwiper }) => {
        // Swiper's modules run as its chunk arrives; it starts in a task of its own: on a slow
        // phone two shorter tasks instead of one of 100-200 ms.
        await nextTask();
        if (!stopped) destroy = startSwiper(element, labels, move);
      })
      .catch(() => {});
  };
  const whenLoaded = () => {
    timer = setTimeout(start, Math.max(0, AUTOPLAY_DELAY_MS - sinceLoad()));
  };
  running.set(element, () => {
    stopped = true;
    clearTimeout(timer);
    removeEventListener('load', whenLoaded);
    for (const type of FIRST_USE) element.removeEventListener(type, start);
    destroy();
  });
  for (const type of FIRST_USE)
    element.addEventListener(type, start, { once: true, passive: true });
  if (woke?.target instanceof Node && element.contains(woke.target)) start(woke);
  else if (document.readyState === 'complete') whenLoaded();
  else addEventListener('load', whenLoaded, { once: true });
}

/** The sliders in `root` whose element carries its labels, as the server wrote them. */
function slidersIn(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(`[${SLIDER_LABELS_ATTRIBUTE}]`)];
}

/** Starts every slider in `root` (each once). Malformed labels leave a slider still, as without script. */
export function startHeroSliders(root: ParentNode, woke?: Event | null): void {
  for (const element of slidersIn(root)) {
    let labels: SliderLabels;
    try {
      labels = JSON.parse(element.getAttribute(SLIDER_LABELS_ATTRIBUTE) ?? '') as SliderLabels;
    } catch {
      continue;
    }
    startHeroSlider(element, labels, woke);
  }
}

/** Stops every slider started in `root`: they can be started again. */
export function stopHeroSliders(root: ParentNode): void {
  for (const element of slidersIn(root)) {
    running.get(element)?.();
    running.delete(element);
  }
}
