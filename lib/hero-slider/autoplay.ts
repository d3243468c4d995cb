import type { SwiperModule } from 'swiper/types';

// The slider's autoplay: a Swiper module in place of Swiper's own Autoplay (issue 35). Swiper's
// module works out the time left on every animation frame for as long as it plays (for its
// `autoplayTimeLeft` event, which this slider does not use): on the home page that was 60
// callbacks a second, ~6 % of a desktop's main thread between slides and a frame drawn each time,
// for as long as the page stayed open; on a slow phone a share of its CPU and battery the visitor
// never sees. This one sets one timer per slide, and none while nobody can see the slider.

/** The options it reads, under Swiper's own name `autoplay` (so Swiper's A11y turns the slides' live region off while it plays). */
export type TimedAutoplayOptions = {
  enabled?: boolean;
  delay: number;
  pauseOnMouseEnter?: boolean;
};

/**
 * Moves to the next slide `delay` ms after the last move ended (the visitor's or its own), and
 * keeps playing after the visitor has moved it. It waits while the visitor holds a slide, while a
 * mouse is over the slider (`pauseOnMouseEnter`), while the page is hidden and while the slider is
 * scrolled out of view; each time that ends it waits `delay` ms again before the next move.
 */
export const TimedAutoplay: SwiperModule = ({ swiper, extendParams, on }) => {
  extendParams({ autoplay: { enabled: false, delay: 4000, pauseOnMouseEnter: false } });
  const options = () => swiper.params.autoplay as TimedAutoplayOptions | false;

  let timer: ReturnType<typeof setTimeout> | undefined;
  let held = false;
  let hovered = false;
  let inView = true;
  let observer: IntersectionObserver | undefined;

  const wait = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const mayMove = () => {
    const current = options();
    return (
      Boolean(current && current.enabled) &&
      !swiper.destroyed &&
      !held &&
      !hovered &&
      inView &&
      document.visibilityState !== 'hidden'
    );
  };
  /** The next move, `delay` ms from now, or none while the slider is to wait: what every change of state calls. */
  const schedule = () => {
    wait();
    const current = options();
    if (!current || !mayMove()) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (mayMove() && !swiper.animating) swiper.slideNext();
      else schedule();
    }, current.delay);
  };

  /** A mouse entering or leaving the slider (a finger's touch is Swiper's touchStart and touchEnd). */
  const onPointer = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    hovered = event.type === 'pointerenter';
    schedule();
  };

  on('init', () => {
    const current = options();
    if (!current || !current.enabled) return;
    document.addEventListener('visibilitychange', schedule);
    if (current.pauseOnMouseEnter) {
      swiper.el.addEventListener('pointerenter', onPointer);
      swiper.el.addEventListener('pointerleave', onPointer);
    }
    if ('IntersectionObserver' in window) {
      observer = new IntersectionObserver(([entry]) => {
        if (!entry || entry.isIntersecting === inView) return;
        inView = entry.isIntersecting;
        schedule();
      });
      observer.observe(swiper.el);
    }
    schedule();
  });
  // Every move, the visitor's or the timer's, starts the wait for the next one when it ends.
  on('transitionStart', wait);
  on('transitionEnd', schedule);
  on('touchStart', () => {
    held = true;
    schedule();
  });
  on('touchEnd', () => {
    held = false;
    schedule();
  });
  on('destroy', () => {
    wait();
    observer?.disconnect();
    document.removeEventListener('visibilitychange', schedule);
    swiper.el?.removeEventListener('pointerenter', onPointer);
    swiper.el?.removeEventListener('pointerleave', onPointer);
  });
};
