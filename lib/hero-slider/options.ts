/** The dictionary's home.slider, and the page's direction. */
export type SliderLabels = {
  dir: 'ltr' | 'rtl';
  label: string;
  roleDescription: string;
  previous: string;
  next: string;
  first: string;
  last: string;
  /** '{{index}}' is the slide's number. */
  goTo: string;
  /** '{{index}}' and '{{slidesLength}}'. */
  slideLabel: string;
};

/** docs/behaviour.md, Limits and formats. */
export const AUTOPLAY_DELAY_MS = 4000;
export const TRANSITION_MS = 800;

export function swiperOptions(labels: SliderLabels, { reducedMotion }: { reducedMotion: boolean }) {
  return {
    slidesPerView: 1,
    loop: true,
    speed: TRANSITION_MS,
    autoplay: reducedMotion ? false : { delay: AUTOPLAY_DELAY_MS, pauseOnMouseEnter: true },
    a11y: {
      prevSlideMessage: labels.previous,
      nextSlideMessage: labels.next,
      firstSlideMessage: labels.first,
      lastSlideMessage: labels.last,
      paginationBulletMessage: labels.goTo,
      slideLabelMessage: labels.slideLabel,
    },
  } as const;
}
