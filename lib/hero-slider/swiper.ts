import Swiper from 'swiper';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import { TimedAutoplay } from './autoplay';
import { swiperOptions, type SliderLabels } from './options';

// A chunk of its own, which ./start.ts fetches when the slider first needs it.

/** Why Swiper starts: its first step is due, an arrow was pressed, or the slider reached for. */
export type FirstMove = 'due' | 'next' | 'previous' | 'none';

export function startSwiper(
  element: HTMLElement,
  labels: SliderLabels,
  move: FirstMove,
): () => void {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const swiper = new Swiper(element, {
    ...swiperOptions(labels, { reducedMotion }),
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
