import { act, fireEvent, render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HeroSlider, type SliderLabels } from '@/components/home/hero-slider';
import { swiperOptions } from '@/lib/hero-slider/options';
import { startHeroSliders, stopHeroSliders } from '@/lib/hero-slider/start';
import { startSwiper } from '@/lib/hero-slider/swiper';
import { DICTIONARIES } from '@/lib/i18n/dictionaries';

// The slider: Swiper's markup from the server, its direction and screen-reader messages in the
// page's language, and Swiper itself fetched only when the first slide change is due or the
// visitor reaches for the slider, started without React on the server's markup (issue 35).
// Swiper (ESM, which jest cannot load) is replaced by a stand-in that records how it was started.

jest.mock('@/lib/hero-slider/swiper', () => ({ startSwiper: jest.fn(() => () => {}) }));

const URDU: SliderLabels = {
  dir: 'rtl',
  label: 'کیمپس کی جھلکیاں',
  roleDescription: 'سلائیڈ شو',
  previous: 'پچھلی سلائیڈ',
  next: 'اگلی سلائیڈ',
  first: 'یہ پہلی سلائیڈ ہے',
  last: 'یہ آخری سلائیڈ ہے',
  goTo: 'سلائیڈ {{index}} پر جائیں',
  slideLabel: '{{slidesLength}} میں سے {{index}}',
};
const { label, roleDescription, previous, next, first, last, goTo, slideLabel } =
  DICTIONARIES.en.home.slider;
const ENGLISH: SliderLabels = {
  dir: 'ltr',
  label,
  roleDescription,
  previous,
  next,
  first,
  last,
  goTo,
  slideLabel,
};
const SLIDES = [1, 2, 3].map((n) => ({
  src: `/demo/slider/${n}.jpg`,
  optimizable: false,
  alt: `slide ${n}`,
}));

describe('HeroSlider, as the server sends it', () => {
  it('runs right to left on an Urdu page, named in Urdu, every slide in Swiper’s markup with its arrows and dots', () => {
    document.body.innerHTML = renderToStaticMarkup(<HeroSlider slides={SLIDES} labels={URDU} />);
    const section = document.querySelector('section');
    expect(section?.getAttribute('aria-label')).toBe('کیمپس کی جھلکیاں');
    expect(section?.getAttribute('aria-roledescription')).toBe('سلائیڈ شو');
    expect(document.querySelector('.swiper')?.getAttribute('dir')).toBe('rtl');
    expect(
      [...document.querySelectorAll('.swiper-wrapper > .swiper-slide img')].map((image) =>
        image.getAttribute('alt'),
      ),
    ).toEqual(['slide 1', 'slide 2', 'slide 3']);
    for (const part of ['.swiper-button-prev', '.swiper-button-next', '.swiper-pagination'])
      expect(document.querySelector(part)).not.toBeNull();
  });

  it('carries its labels on the Swiper element, as JSON, for the page’s entry to start it without React', () => {
    document.body.innerHTML = renderToStaticMarkup(<HeroSlider slides={SLIDES} labels={URDU} />);
    expect(
      JSON.parse(document.querySelector('.swiper')?.getAttribute('data-slider-labels') ?? ''),
    ).toEqual(URDU);
  });

  it('loads the first slide at once and the others lazily, each filling its slide', () => {
    document.body.innerHTML = renderToStaticMarkup(<HeroSlider slides={SLIDES} labels={ENGLISH} />);
    const images = [...document.querySelectorAll<HTMLImageElement>('.swiper-slide img')];
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([null, 'lazy', 'lazy']);
    expect(images[0]?.getAttribute('src')).toBe('/demo/slider/1.jpg');
    expect(images[0]?.className).toBe('hero-slider__image');
    expect(images[0]?.style.position).toBe('absolute');
    // Only what is set: no `object-fit:undefined` for a validator to refuse.
    for (const image of images) expect(image.getAttribute('style')).not.toMatch(/undefined|null/);
  });

  it('writes what a slide’s text holds as text, not markup', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <HeroSlider
        slides={[{ ...SLIDES[0]!, alt: 'a "quoted" <b>name</b> & more' }, SLIDES[1]!]}
        labels={{ ...ENGLISH, label: '<i>x</i> "y"' }}
      />,
    );
    expect(document.querySelector('img')?.getAttribute('alt')).toBe(
      'a "quoted" <b>name</b> & more',
    );
    expect(document.querySelector('b, i')).toBeNull();
    expect(
      JSON.parse(document.querySelector('.swiper')?.getAttribute('data-slider-labels') ?? '').label,
    ).toBe('<i>x</i> "y"');
  });

  it('has no arrows, dots or labels to start with for one slide', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <HeroSlider slides={SLIDES.slice(0, 1)} labels={ENGLISH} />,
    );
    expect(document.querySelector('.swiper')?.getAttribute('dir')).toBe('ltr');
    expect(document.querySelector('.swiper')?.hasAttribute('data-slider-labels')).toBe(false);
    expect(document.querySelector('.swiper-button-next')).toBeNull();
  });
});

describe('swiperOptions', () => {
  it('gives Swiper the page language’s messages, 4 s autoplay and 800 ms transitions, looping', () => {
    const options = swiperOptions(URDU, { reducedMotion: false });
    expect(options.a11y).toEqual({
      prevSlideMessage: 'پچھلی سلائیڈ',
      nextSlideMessage: 'اگلی سلائیڈ',
      firstSlideMessage: 'یہ پہلی سلائیڈ ہے',
      lastSlideMessage: 'یہ آخری سلائیڈ ہے',
      paginationBulletMessage: 'سلائیڈ {{index}} پر جائیں',
      slideLabelMessage: '{{slidesLength}} میں سے {{index}}',
    });
    expect(options).toMatchObject({ loop: true, speed: 800, autoplay: { delay: 4000 } });
  });

  it('stays still for visitors who ask for reduced motion', () => {
    expect(swiperOptions(ENGLISH, { reducedMotion: true }).autoplay).toBe(false);
  });
});

describe('the slider in the browser', () => {
  const started = jest.mocked(startSwiper);
  beforeEach(() => {
    jest.useFakeTimers();
    started.mockClear();
  });
  afterEach(() => {
    stopHeroSliders(document);
    document.body.innerHTML = '';
    jest.useRealTimers();
  });
  /** The chunk's import settled, then the task Swiper starts in (a task after its chunk ran). */
  const flush = async () => {
    await act(async () => undefined);
    await act(async () => jest.advanceTimersByTime(0));
  };
  /** The server's markup, as the page's entry finds it, without React. */
  const serverPage = (slides = SLIDES, labels = ENGLISH) => {
    document.body.innerHTML = renderToStaticMarkup(<HeroSlider slides={slides} labels={labels} />);
  };

  it('starts Swiper from the server’s markup, without React, only when the first slide change is due, 4 s after load', async () => {
    serverPage();
    startHeroSliders(document);
    await act(async () => jest.advanceTimersByTime(3900));
    expect(started).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(200));
    // Its chunk has run; Swiper starts in a task of its own, after that one.
    await act(async () => undefined);
    expect(started).not.toHaveBeenCalled();
    await flush();
    expect(started).toHaveBeenCalledTimes(1);
    expect(started.mock.calls[0]?.slice(1)).toEqual([ENGLISH, 'due']);
  });

  it('starts it at once when the visitor presses an arrow, carrying out that press, once only', async () => {
    serverPage(SLIDES, URDU);
    startHeroSliders(document);
    fireEvent.pointerDown(document.querySelector('.swiper-button-prev') as Element);
    await flush();
    expect(started).toHaveBeenCalledTimes(1);
    expect(started.mock.calls[0]?.slice(1)).toEqual([URDU, 'previous']);
    fireEvent.pointerDown(document.querySelector('.swiper-button-next') as Element);
    startHeroSliders(document);
    await act(async () => jest.advanceTimersByTime(10_000));
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('is started once when both the entry and the hydrated frame start it', async () => {
    const { container } = render(<HeroSlider slides={SLIDES} labels={ENGLISH} />);
    startHeroSliders(container);
    await act(async () => jest.advanceTimersByTime(10_000));
    await flush();
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('is started by its frame on a page the app renders, and stopped when the page goes', async () => {
    const { unmount } = render(<HeroSlider slides={SLIDES} labels={ENGLISH} />);
    unmount();
    await act(async () => jest.advanceTimersByTime(10_000));
    expect(started).not.toHaveBeenCalled();
    render(<HeroSlider slides={SLIDES} labels={ENGLISH} />);
    await act(async () => jest.advanceTimersByTime(4100));
    await flush();
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('never starts for one slide', async () => {
    serverPage(SLIDES.slice(0, 1));
    startHeroSliders(document);
    await act(async () => jest.advanceTimersByTime(10_000));
    expect(started).not.toHaveBeenCalled();
  });
});
