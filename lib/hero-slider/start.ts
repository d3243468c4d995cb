import { AUTOPLAY_DELAY_MS, type SliderLabels } from './options';

// The home slider starts without React, on the server's markup, so the page needs no hydration
// for its first slide change (docs/performance.md, the home slider). React never renders inside
// the frame, so Swiper may change that markup before the page is hydrated.

export const SLIDER_LABELS_ATTRIBUTE = 'data-slider-labels';

const FIRST_USE = ['pointerdown', 'focusin', 'keydown'] as const;

const running = new WeakMap<Element, () => void>();

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function sinceLoad(): number {
  const [navigation] = (performance.getEntriesByType?.('navigation') ??
    []) as PerformanceNavigationTiming[];
  return navigation?.loadEventEnd ? performance.now() - navigation.loadEventEnd : 0;
}

/** Swiper is fetched when the first change is due or when the visitor reaches for the slider. */
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
        // Two shorter tasks on a slow phone: the chunk's modules, then the start.
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

function slidersIn(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(`[${SLIDER_LABELS_ATTRIBUTE}]`)];
}

/** Malformed labels leave a slider still, as without script. */
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

export function stopHeroSliders(root: ParentNode): void {
  for (const element of slidersIn(root)) {
    running.get(element)?.();
    running.delete(element);
  }
}
