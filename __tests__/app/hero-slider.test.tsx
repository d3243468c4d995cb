import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HeroSlider, type SliderLabels } from '@/components/home/hero-slider';

// The slider hands swiper its direction and its screen-reader messages in the page's language.
// Swiper itself (ESM with CSS exports, which jest cannot load) is replaced by a stand-in that
// shows the options it was given.

jest.mock('swiper/css', () => ({}), { virtual: true });
jest.mock('swiper/css/navigation', () => ({}), { virtual: true });
jest.mock('swiper/css/pagination', () => ({}), { virtual: true });
jest.mock('swiper/modules', () => ({ A11y: 'A11y', Autoplay: 'Autoplay', Navigation: 'Navigation', Pagination: 'Pagination' }));
jest.mock('swiper/react', () => ({
  Swiper: ({ children, dir, a11y, navigation }: { children: ReactNode; dir?: string; a11y?: object; navigation?: boolean }) => (
    <div className="swiper" dir={dir} data-a11y={JSON.stringify(a11y)} data-navigation={String(navigation)}>
      {children}
    </div>
  ),
  SwiperSlide: ({ children }: { children: ReactNode }) => <div className="swiper-slide">{children}</div>,
}));

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

function render(labels: SliderLabels) {
  document.body.innerHTML = renderToStaticMarkup(
    <HeroSlider slides={[{ src: '/demo/slider/1.jpg', optimizable: false, alt: 'one' }]} labels={labels} />,
  );
  const section = document.querySelector('section');
  const swiper = document.querySelector('.swiper');
  return { section, swiper, a11y: JSON.parse(swiper?.getAttribute('data-a11y') ?? 'null') };
}

describe('HeroSlider', () => {
  it('runs right to left on an Urdu page, its arrows and dots named in Urdu', () => {
    const { section, swiper, a11y } = render(URDU);
    expect(swiper?.getAttribute('dir')).toBe('rtl');
    expect(section?.getAttribute('aria-label')).toBe('کیمپس کی جھلکیاں');
    expect(section?.getAttribute('aria-roledescription')).toBe('سلائیڈ شو');
    expect(a11y).toEqual({
      prevSlideMessage: 'پچھلی سلائیڈ',
      nextSlideMessage: 'اگلی سلائیڈ',
      firstSlideMessage: 'یہ پہلی سلائیڈ ہے',
      lastSlideMessage: 'یہ آخری سلائیڈ ہے',
      paginationBulletMessage: 'سلائیڈ {{index}} پر جائیں',
      slideLabelMessage: '{{slidesLength}} میں سے {{index}}',
    });
  });

  it('runs left to right in English with the English names', () => {
    const { section, swiper, a11y } = render({
      dir: 'ltr',
      label: 'Campus highlights',
      roleDescription: 'carousel',
      previous: 'Previous slide',
      next: 'Next slide',
      first: 'This is the first slide',
      last: 'This is the last slide',
      goTo: 'Go to slide {{index}}',
      slideLabel: '{{index}} / {{slidesLength}}',
    });
    expect(swiper?.getAttribute('dir')).toBe('ltr');
    expect(section?.getAttribute('aria-label')).toBe('Campus highlights');
    expect(a11y).toMatchObject({ prevSlideMessage: 'Previous slide', nextSlideMessage: 'Next slide' });
  });
});
