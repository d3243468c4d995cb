import Swiper from 'swiper';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import { TimedAutoplay } from './autoplay';
import { swiperOptions, type SliderLabels } from './options';

// Swiper itself, in a chunk of its own that ./start.ts fetches when the slider first needs it.
// It starts on the markup the server rendered.

/** Why Swiper starts: its first autoplay step is due, an arrow was pressed, or the slider was reached for otherwise. */
export type FirstMove = 'due' | 'next' | 'previous' | 'none';

/** Starts Swiper on `element` and makes the first move (none when the visitor asks for reduced motion and pressed nothing). Returns what stops it. */
export function startSwiper(
  element: HTMLElement,
  labels: SliderLabels,
  move: FirstMove,
): () => void {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const swiper = new Swiper(element, {
    ...swiperOptions(labels, { reducedMotion }),
    // Our autoplay, not Swiper's: one timer per slide, no animation-frame loop (./autoplay.ts).
    modules: [A11y, TimedAutoplay, Navigation, Pagination],
    navigation: {
      prevEl: element.querySelector<HTMLElement>('.swiper-button-prev'),
      nextEl: element.querySelector<HTMLElement>('.swiper-button-next'),
    },
    pagination: { el: element.querySelector<HTMLElement>('.swiper-pagination'), clickable: true },
  });
  if (move === 'previous') swiper.slidePrev();
  else if (move === 'next' || (move === 'due' && !reducedMotion)) swiper.slideNext();
  return () => swiper.destroy(true, false);
}
