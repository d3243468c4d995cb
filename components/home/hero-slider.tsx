'use client';

import Image from 'next/image';
import { useEffect, useRef } from 'react';
import { firstUse, INTERACTIVE_AFTER_ATTRIBUTE } from '@/lib/boot/on-first-use';
import { AUTOPLAY_DELAY_MS, type SliderLabels } from './hero-slider-options';
import './hero-slider.css';

export type { SliderLabels } from './hero-slider-options';
export type Slide = { src: string; optimizable: boolean; alt: string };

type HeroSliderProps = { slides: Slide[]; labels: SliderLabels };

/** What makes the slider start before its first move is due: the visitor reaching for it. */
const FIRST_USE = ['pointerdown', 'focusin', 'keydown'] as const;

/** How long ago the page's load event ended, in ms (0 before it has). */
function sinceLoad(): number {
  const [navigation] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return navigation?.loadEventEnd ? performance.now() - navigation.loadEventEnd : 0;
}

/**
 * The home slider: autoplay every 4 s, 800 ms transitions, looping, dots and arrows; still for
 * visitors who ask for reduced motion; right to left on a right-to-left page. The slides are
 * Swiper's own markup from the server, the first one the page's LCP image, shown at once.
 *
 * Swiper (~30 KB gzip, a long task on a slow phone) is not part of the page's first load: it is
 * fetched and started when the first slide change is due (4 s after the page has loaded), or at
 * once when the visitor reaches for the slider (a tap, a key, focus), and a tap on an arrow is
 * then carried out (issue 35: nothing but what a visitor needs at once runs before the first
 * paint and the first input). The page is hydrated on first use (lib/boot); the slider asks for
 * it when its first change is due, and a tap on an arrow that woke the page is carried out too.
 */
export function HeroSlider({ slides, labels }: HeroSliderProps) {
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = root.current;
    if (!element || slides.length < 2) return;
    let stopped = false;
    let destroy = () => {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = (event?: Event) => {
      clearTimeout(timer);
      removeEventListener('load', whenLoaded);
      for (const type of FIRST_USE) element.removeEventListener(type, start);
      // An arrow pressed before Swiper was there: its move is made once it is.
      const target = event?.target instanceof Element ? event.target.closest('.swiper-button-next, .swiper-button-prev') : null;
      const move = event === undefined ? 'due' : target?.classList.contains('swiper-button-prev') ? 'previous' : target ? 'next' : 'none';
      void import('./hero-slider-swiper')
        .then(({ startSwiper }) => {
          if (!stopped) destroy = startSwiper(element, labels, move);
        })
        .catch(() => {});
    };
    const whenLoaded = () => {
      timer = setTimeout(start, Math.max(0, AUTOPLAY_DELAY_MS - sinceLoad()));
    };
    for (const type of FIRST_USE) element.addEventListener(type, start, { once: true, passive: true });
    const woke = firstUse();
    if (woke?.target instanceof Node && element.contains(woke.target)) start(woke);
    else if (document.readyState === 'complete') whenLoaded();
    else addEventListener('load', whenLoaded, { once: true });
    return () => {
      stopped = true;
      clearTimeout(timer);
      removeEventListener('load', whenLoaded);
      for (const type of FIRST_USE) element.removeEventListener(type, start);
      destroy();
    };
    // The slides and labels of a page never change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <section
      className="hero-slider"
      {...(slides.length > 1 ? { [INTERACTIVE_AFTER_ATTRIBUTE]: AUTOPLAY_DELAY_MS } : {})}
      aria-roledescription={labels.roleDescription}
      aria-label={labels.label}
    >
      {/* Swiper reads the direction from its element's dir when it starts. */}
      <div ref={root} className="swiper hero-slider__swiper" dir={labels.dir}>
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div className="swiper-slide" key={slide.src + index}>
              <Image
                src={slide.src}
                alt={slide.alt}
                fill
                sizes="100vw"
                priority={index === 0}
                unoptimized={!slide.optimizable}
                className="hero-slider__image"
              />
            </div>
          ))}
        </div>
        {slides.length > 1 && (
          <>
            <div className="swiper-button-prev" />
            <div className="swiper-button-next" />
            <div className="swiper-pagination" />
          </>
        )}
      </div>
    </section>
  );
}
