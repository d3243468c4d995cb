'use client';

import { useEffect, useRef } from 'react';
import { firstUse } from '@/lib/next-internals/boot/on-first-use';
import { startHeroSliders, stopHeroSliders } from '@/lib/hero-slider/start';

/**
 * The slider's Swiper markup as the server wrote it, which React leaves alone so Swiper can start
 * before hydration (lib/hero-slider/start.ts); the effect starts it after a client navigation.
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
