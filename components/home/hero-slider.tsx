import { getImageProps } from 'next/image';
import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import { HeroSliderFrame } from './hero-slider-frame';
import type { SliderLabels } from '@/lib/hero-slider/options';
import { SLIDER_LABELS_ATTRIBUTE } from '@/lib/hero-slider/start';

export type { SliderLabels } from '@/lib/hero-slider/options';
export type Slide = { src: string; optimizable: boolean; alt: string };

type HeroSliderProps = { slides: Slide[]; labels: SliderLabels };

/** `value` inside a double-quoted HTML attribute. */
function escaped(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** A style object as an attribute's text, `position:absolute;height:100%`, without the properties it leaves unset. */
function styleText(style: CSSProperties): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(
      ([property, value]) =>
        `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value}`,
    )
    .join(';');
}

/** One slide's <img>, filling its slide, as next/image would write it (its optimiser's srcset). */
function slideImage(slide: Slide, first: boolean): string {
  const { props } = getImageProps({
    src: slide.src,
    alt: slide.alt,
    fill: true,
    sizes: '100vw',
    unoptimized: !slide.optimizable,
    loading: first ? 'eager' : 'lazy',
  });
  // The first slide is the page's LCP image: fetched from the <head>, before the markup reaches it.
  if (first)
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes });
  const attributes: [string, string | undefined][] = [
    ['alt', props.alt],
    ['loading', first ? undefined : 'lazy'],
    ['decoding', props.decoding],
    ['class', 'hero-slider__image'],
    ['style', props.style ? styleText(props.style) : undefined],
    ['sizes', props.sizes],
    ['srcset', props.srcSet],
    ['src', props.src],
  ];
  return `<img ${attributes.flatMap(([name, value]) => (value === undefined ? [] : [`${name}="${escaped(value)}"`])).join(' ')}>`;
}

/** Swiper's markup for the slides: the wrapper, each slide, and the arrows and dots when there are two or more. */
function swiperMarkup({ slides, labels }: HeroSliderProps): string {
  const moving = slides.length > 1;
  return [
    `<div class="swiper hero-slider__swiper" dir="${labels.dir}"${moving ? ` ${SLIDER_LABELS_ATTRIBUTE}="${escaped(JSON.stringify(labels))}"` : ''}>`,
    '<div class="swiper-wrapper">',
    ...slides.map(
      (slide, index) => `<div class="swiper-slide">${slideImage(slide, index === 0)}</div>`,
    ),
    '</div>',
    moving
      ? '<div class="swiper-button-prev"></div><div class="swiper-button-next"></div><div class="swiper-pagination"></div>'
      : '',
    '</div>',
  ].join('');
}

/**
 * The home slider (lib/hero-slider/options.ts): Swiper's own markup from the server, started
 * without React as the page loads, so no hydration is needed for the first slide change.
 */
export function HeroSlider(props: HeroSliderProps) {
  return (
    <section
      className="hero-slider"
      aria-roledescription={props.labels.roleDescription}
      aria-label={props.labels.label}
    >
      {/* Swiper reads the direction from its element's dir when it starts. */}
      <HeroSliderFrame html={swiperMarkup(props)} />
    </section>
  );
}
