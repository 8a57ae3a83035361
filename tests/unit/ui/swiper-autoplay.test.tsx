import { createSwiper } from '@/components/ui/swiper-core';

/**
 * patches/swiper+14.4.0.patch: Swiper's autoplay ran a requestAnimationFrame loop for as long as a carousel played,
 * only to emit 'autoplayTimeLeft', which no carousel here listens to. On a phone that kept the main thread busy every
 * frame (and Lighthouse's trace never went quiet on home). Without the patch this test counts a frame per tick.
 */
function carousel(slides: number) {
  const el = document.createElement('div');
  el.className = 'swiper';
  el.innerHTML = `<div class="swiper-wrapper">${Array.from({ length: slides }, (_, i) => `<div class="swiper-slide">${i}</div>`).join('')}</div>`;
  document.body.append(el);
  return el;
}

describe('Swiper autoplay (patched)', () => {
  let frames = 0;
  let raf: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    frames = 0;
    const fakeFrame = window.requestAnimationFrame.bind(window);
    raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames += 1;
      return fakeFrame(callback);
    });
  });

  afterEach(() => {
    raf.mockRestore();
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('keeps no frame loop running between slide changes, and still moves every delay', () => {
    const swiper = createSwiper(carousel(3), {
      // jsdom lays nothing out: Swiper's own width setting stands in.
      width: 400,
      speed: 0,
      // jsdom fires no transitionend.
      autoplay: { delay: 5000, waitForTransition: false },
    });
    expect(swiper.autoplay.running).toBe(true);
    jest.advanceTimersByTime(4000);
    // Setting up takes a few frames; a loop would be about 250 by now.
    expect(frames).toBeLessThan(20);
    jest.advanceTimersByTime(1100);
    expect(swiper.realIndex).toBe(1);
    jest.advanceTimersByTime(5000);
    expect(swiper.realIndex).toBe(2);
    expect(frames).toBeLessThan(40);
    swiper.destroy();
  });

  it('still counts down for a listener that asks for the time left', () => {
    const left: number[] = [];
    const swiper = createSwiper(carousel(3), {
      loop: true,
      autoplay: { delay: 5000 },
      on: { autoplayTimeLeft: (_s, ms) => left.push(ms) },
    });
    jest.advanceTimersByTime(1000);
    expect(left.length).toBeGreaterThan(30);
    swiper.destroy();
  });
});
