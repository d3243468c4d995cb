import { act, fireEvent, render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HeroSlider, type SliderLabels } from '@/components/home/hero-slider';
import { swiperOptions } from '@/components/home/hero-slider-options';
import { startSwiper } from '@/components/home/hero-slider-swiper';
import { DICTIONARIES } from '@/lib/i18n/dictionaries';

// The slider: Swiper's markup from the server, its direction and screen-reader messages in the
// page's language, and Swiper itself fetched only when the first slide change is due or the
// visitor reaches for the slider (issue 35). Swiper (ESM, which jest cannot load) is replaced by
// a stand-in that records how it was started.

jest.mock('@/components/home/hero-slider-swiper', () => ({ startSwiper: jest.fn(() => () => {}) }));

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
const { label, roleDescription, previous, next, first, last, goTo, slideLabel } = DICTIONARIES.en.home.slider;
const ENGLISH: SliderLabels = { dir: 'ltr', label, roleDescription, previous, next, first, last, goTo, slideLabel };
const SLIDES = [1, 2, 3].map((n) => ({ src: `/demo/slider/${n}.jpg`, optimizable: false, alt: `slide ${n}` }));

describe('HeroSlider, as the server sends it', () => {
  it('runs right to left on an Urdu page, named in Urdu, every slide in Swiper’s markup with its arrows and dots', () => {
    document.body.innerHTML = renderToStaticMarkup(<HeroSlider slides={SLIDES} labels={URDU} />);
    const section = document.querySelector('section');
    expect(section?.getAttribute('aria-label')).toBe('کیمپس کی جھلکیاں');
    expect(section?.getAttribute('aria-roledescription')).toBe('سلائیڈ شو');
    expect(document.querySelector('.swiper')?.getAttribute('dir')).toBe('rtl');
    expect([...document.querySelectorAll('.swiper-wrapper > .swiper-slide img')].map((image) => image.getAttribute('alt'))).toEqual(['slide 1', 'slide 2', 'slide 3']);
    for (const part of ['.swiper-button-prev', '.swiper-button-next', '.swiper-pagination']) expect(document.querySelector(part)).not.toBeNull();
  });

  it('has no arrows or dots for one slide', () => {
    document.body.innerHTML = renderToStaticMarkup(<HeroSlider slides={SLIDES.slice(0, 1)} labels={ENGLISH} />);
    expect(document.querySelector('.swiper')?.getAttribute('dir')).toBe('ltr');
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

describe('HeroSlider in the browser', () => {
  const started = jest.mocked(startSwiper);
  beforeEach(() => {
    jest.useFakeTimers();
    started.mockClear();
  });
  afterEach(() => jest.useRealTimers());
  const flush = () => act(async () => undefined);

  it('starts Swiper only when the first slide change is due, 4 s after the page has loaded', async () => {
    render(<HeroSlider slides={SLIDES} labels={ENGLISH} />);
    await act(async () => jest.advanceTimersByTime(3900));
    expect(started).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(200));
    await flush();
    expect(started).toHaveBeenCalledTimes(1);
    expect(started.mock.calls[0]?.[2]).toBe('due');
  });

  it('starts it at once when the visitor presses an arrow, carrying out that press', async () => {
    const { container } = render(<HeroSlider slides={SLIDES} labels={URDU} />);
    fireEvent.pointerDown(container.querySelector('.swiper-button-prev') as Element);
    await flush();
    expect(started).toHaveBeenCalledTimes(1);
    expect(started.mock.calls[0]?.slice(1)).toEqual([URDU, 'previous']);
    // Once only: the timer and the other listeners are gone.
    fireEvent.pointerDown(container.querySelector('.swiper-button-next') as Element);
    await act(async () => jest.advanceTimersByTime(10_000));
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('never starts for one slide', async () => {
    render(<HeroSlider slides={SLIDES.slice(0, 1)} labels={ENGLISH} />);
    await act(async () => jest.advanceTimersByTime(10_000));
    expect(started).not.toHaveBeenCalled();
  });
});
