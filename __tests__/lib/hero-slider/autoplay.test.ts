import type { Swiper } from 'swiper/types';
import { TimedAutoplay, type TimedAutoplayOptions } from '@/lib/hero-slider/autoplay';

// The slider's autoplay module, run by a stand-in for Swiper's core (Swiper itself is ESM, which
// jest cannot load; the browser suite runs it in Swiper, e2e/specs/home.test.mjs): what a module
// gets from Swiper (its options, `on`, the slider's element), and a slideNext that moves at once.

type Handler = (...args: unknown[]) => void;

function slider(autoplay: TimedAutoplayOptions | false = { delay: 4000, pauseOnMouseEnter: true }) {
  const handlers = new Map<string, Handler[]>();
  const emit = (name: string) => handlers.get(name)?.forEach((handler) => handler());
  const el = document.createElement('div');
  document.body.append(el);
  const host = {
    el,
    params: { autoplay: autoplay && { ...autoplay } } as Record<string, unknown>,
    destroyed: false,
    animating: false,
    moves: 0,
    slideNext() {
      host.moves += 1;
      emit('transitionStart');
      emit('transitionEnd');
    },
  };
  const params = host.params;
  TimedAutoplay({
    params,
    swiper: host as unknown as Swiper,
    // Swiper's own merge, as it does it for a module's defaults: `enabled` on when options were given.
    extendParams: (defaults) => {
      const [[name, values]] = Object.entries(defaults) as [[string, Record<string, unknown>]];
      params[name] = params[name]
        ? { ...values, enabled: true, ...(params[name] as object) }
        : { enabled: false };
    },
    on: ((name: string, handler: Handler) =>
      handlers.set(name, [...(handlers.get(name) ?? []), handler])) as unknown as Swiper['on'],
    once: (() => host) as unknown as Swiper['once'],
    off: (() => host) as unknown as Swiper['off'],
    emit: emit as unknown as Swiper['emit'],
  });
  emit('init');
  const destroy = () => {
    emit('destroy');
    host.destroyed = true;
  };
  return { host, emit, destroy };
}

const pointer = (type: string, pointerType: string) =>
  Object.assign(new Event(type), { pointerType });

describe('TimedAutoplay', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(window, 'requestAnimationFrame');
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('moves every 4 s with one timer per slide, and no animation-frame loop', () => {
    const { host, destroy } = slider();
    jest.advanceTimersByTime(3999);
    expect(host.moves).toBe(0);
    jest.advanceTimersByTime(1);
    expect(host.moves).toBe(1);
    jest.advanceTimersByTime(3 * 4000);
    expect(host.moves).toBe(4);
    expect(jest.getTimerCount()).toBe(1);
    expect(window.requestAnimationFrame).not.toHaveBeenCalled();
    destroy();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('waits 4 s after the visitor’s own move, and plays on after it', () => {
    const { host, emit } = slider();
    jest.advanceTimersByTime(3000);
    emit('touchStart');
    jest.advanceTimersByTime(5000);
    expect(host.moves).toBe(0);
    emit('touchEnd');
    emit('transitionStart');
    emit('transitionEnd');
    jest.advanceTimersByTime(3999);
    expect(host.moves).toBe(0);
    jest.advanceTimersByTime(1);
    expect(host.moves).toBe(1);
  });

  it('waits while a mouse is over it, not for a finger', () => {
    const { host } = slider();
    host.el.dispatchEvent(pointer('pointerenter', 'touch'));
    jest.advanceTimersByTime(4000);
    expect(host.moves).toBe(1);
    host.el.dispatchEvent(pointer('pointerenter', 'mouse'));
    jest.advanceTimersByTime(20_000);
    expect(host.moves).toBe(1);
    host.el.dispatchEvent(pointer('pointerleave', 'mouse'));
    jest.advanceTimersByTime(4000);
    expect(host.moves).toBe(2);
  });

  it('waits while the page is hidden', () => {
    const { host } = slider();
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    jest.advanceTimersByTime(20_000);
    expect(host.moves).toBe(0);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    jest.advanceTimersByTime(4000);
    expect(host.moves).toBe(1);
  });

  it('waits while the slider is out of view', () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => {};
    const observe = jest.fn();
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      value: jest.fn((callback: typeof report) => {
        report = callback;
        return { observe, disconnect: jest.fn() };
      }),
    });
    try {
      const { host } = slider();
      expect(observe).toHaveBeenCalledWith(host.el);
      report([{ isIntersecting: false }]);
      jest.advanceTimersByTime(20_000);
      expect(host.moves).toBe(0);
      report([{ isIntersecting: true }]);
      jest.advanceTimersByTime(4000);
      expect(host.moves).toBe(1);
    } finally {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('never moves when it is off (a visitor who asks for reduced motion)', () => {
    const { host } = slider(false);
    jest.advanceTimersByTime(20_000);
    expect(host.moves).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });
});
