'use client';

import { useEffect, useRef } from 'react';
import { firstUse } from '@/lib/next-internals/boot/on-first-use';
import { startHeroSliders, stopHeroSliders } from '@/lib/hero-slider/start';

/**
 * The slider's Swiper markup as the server wrote it (./hero-slider.tsx). React neither hydrates
 * nor renders inside it, so Swiper may start on it before the page is hydrated (the page's entry
 * starts it: lib/hero-slider/start.ts). Its effect starts it on a home page that the app's own
 * navigation renders, and stops it when the visitor leaves.
 */
export function HeroSliderFrame({ html }: { html: string }) {
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    startHeroSliders(element, firstUse());
    return () => stopHeroSliders(element);
  }, []);

  return (
    <div ref={frame} className="hero-slider__frame" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
