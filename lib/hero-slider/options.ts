/** What the slider says, in the page's language (the dictionary's home.slider), and its direction. */
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

/** Slider constants of spec §9. */
export const AUTOPLAY_DELAY_MS = 4000;
export const TRANSITION_MS = 800;

/** Swiper's options for the slider, its screen-reader messages in the page's language. */
export function swiperOptions(labels: SliderLabels, { reducedMotion }: { reducedMotion: boolean }) {
  return {
    slidesPerView: 1,
    loop: true,
    speed: TRANSITION_MS,
    // Read by ./autoplay.ts, which plays on after the visitor has moved the slider.
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
