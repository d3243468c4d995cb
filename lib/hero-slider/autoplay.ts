import type { SwiperModule } from 'swiper/types';

// In place of Swiper's Autoplay, which works on every animation frame while it plays: one timer
// per slide, none while nobody can see the slider (docs/performance.md, the slider's autoplay).

/** Under Swiper's own name, `autoplay`, so that Swiper's A11y quiets the live region while it plays. */
export type TimedAutoplayOptions = {
  enabled?: boolean;
  delay: number;
  pauseOnMouseEnter?: boolean;
};

/** Plays on after the visitor moves it; waits `delay` again after every hold, hover or hiding. */
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

  // A finger's touch is Swiper's touchStart and touchEnd.
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
