'use client';

import Image from 'next/image';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';

export type Slide = { src: string; optimizable: boolean; alt: string };

type HeroSliderProps = { slides: Slide[] };

/** Slider constants of spec §9. */
const AUTOPLAY_DELAY_MS = 4000;
const TRANSITION_MS = 800;

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The home slider: autoplay every 4 s, 800 ms transitions, looping, dots and arrows. It stays
 * still for visitors who ask for reduced motion. The first slide is the page's LCP image.
 */
export function HeroSlider({ slides }: HeroSliderProps) {
  return (
    <section className="hero-slider" aria-roledescription="carousel" aria-label="Campus highlights">
      <Swiper
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
