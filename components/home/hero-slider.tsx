'use client';

import Image from 'next/image';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import './hero-slider.css';

export type Slide = { src: string; optimizable: boolean; alt: string };

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

type HeroSliderProps = { slides: Slide[]; labels: SliderLabels };

/** Slider constants of spec §9. */
const AUTOPLAY_DELAY_MS = 4000;
const TRANSITION_MS = 800;

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The home slider: autoplay every 4 s, 800 ms transitions, looping, dots and arrows. It stays
 * still for visitors who ask for reduced motion. The first slide is the page's LCP image.
 * Right to left on pages in a right-to-left language (swiper's dir="rtl"): the next slide comes
 * from the left, the "next" arrow is on the left, and a swipe to the right moves forward.
 */
export function HeroSlider({ slides, labels }: HeroSliderProps) {
  return (
    <section className="hero-slider" aria-roledescription={labels.roleDescription} aria-label={labels.label}>
      <Swiper
        // Swiper reads the direction from its element's dir when it starts.
        dir={labels.dir}
        modules={[Autoplay, Navigation, Pagination, A11y]}
        slidesPerView={1}
        loop={slides.length > 1}
        speed={TRANSITION_MS}
        autoplay={{ delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
        onSwiper={(swiper) => {
          if (prefersReducedMotion()) swiper.autoplay.stop();
        }}
        navigation
        pagination={{ clickable: true }}
        a11y={{
          prevSlideMessage: labels.previous,
          nextSlideMessage: labels.next,
          firstSlideMessage: labels.first,
          lastSlideMessage: labels.last,
          paginationBulletMessage: labels.goTo,
          slideLabelMessage: labels.slideLabel,
        }}
        className="hero-slider__swiper"
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.src + index}>
            <Image
              src={slide.src}
              alt={slide.alt}
              fill
              sizes="100vw"
              priority={index === 0}
              unoptimized={!slide.optimizable}
              className="hero-slider__image"
            />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
