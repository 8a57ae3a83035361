import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CoursesCarousel } from '@/components/catalog/courses-carousel';
import { TestimonialsCarousel } from '@/components/home/testimonials-carousel';
import { bulletsFit, Carousel, layoutCss, layoutId, type CarouselLabels } from '@/components/ui/carousel';
import {
  FEATURED_COURSES_CAROUSEL,
  PARTNERS_CAROUSEL,
  RELATED_COURSES_CAROUSEL,
  TESTIMONIALS_CAROUSEL,
} from '@/components/catalog/carousel-presets';
import { reply, stubFetch } from '../../support/fetch';
import { renderIn } from '../../support/render';

// jest maps only `*.css` paths to the style mock; swiper's CSS comes through package exports.
jest.mock('swiper/css', () => ({}));
jest.mock('swiper/css/pagination', () => ({}));
// The later cards carry a wishlist heart, which reads the router.
jest.mock('next/navigation', () => require('../../support/navigation-mock').navigationMock);

// jsdom has no matchMedia (Swiper's breakpoints and the reduced-motion check read it).
beforeAll(() => {
  window.matchMedia = jest.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: jest.fn(),
  })) as unknown as typeof window.matchMedia;
});

const labels: CarouselLabels = {
  previous: 'Previous slide',
  next: 'Next slide',
  goTo: 'Go to slide {{index}}',
  slide: 'Slide {{index}} of {{slidesLength}}',
  first: 'This is the first slide',
  last: 'This is the last slide',
};

describe('Carousel', () => {
  it('renders one slide per child, named prev/next buttons and the locale direction', () => {
    renderIn(
      'ar',
      <Carousel label="الدورات المميزة" labels={labels} {...FEATURED_COURSES_CAROUSEL}>
        {['a', 'b', 'c'].map((x) => (
          <div key={x}>card {x}</div>
        ))}
      </Carousel>,
    );
    const region = screen.getByRole('group', { name: 'الدورات المميزة' });
    expect(region).toHaveAttribute('dir', 'rtl');
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(region.querySelectorAll('.swiper-slide')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('renders nothing without slides', () => {
    const { container } = renderIn(
      'en',
      <Carousel label="Empty" labels={labels}>
        {[]}
      </Carousel>,
    );
    expect(container.querySelector('[data-testid="carousel"]')).toBeNull();
  });
});

describe('layoutCss', () => {
  it("lays the slides out per breakpoint and keeps back the images past each range's first view until Swiper starts", () => {
    const css = layoutCss('k', 1, 16, { 1100: { slidesPerView: 3.3 }, 640: { slidesPerView: 2, spaceBetween: 24 } });
    const scope = '[data-carousel-layout="k"]';
    const hide = (n: number) =>
      `${scope} .swiper:not(.swiper-initialized) .swiper-slide:nth-child(n+${n}) img{display:none}`;
    expect(css).toBe(
      [
        `${scope}{--carousel-spv:1;--carousel-gap:16px}`,
        `@media (max-width:639.98px){${hide(2)}}`,
        `@media (min-width:640px){${scope}{--carousel-spv:2;--carousel-gap:24px}}`,
        `@media (min-width:640px) and (max-width:1099.98px){${hide(3)}}`,
        `@media (min-width:1100px){${scope}{--carousel-spv:3.3;--carousel-gap:16px}}`,
        // 3.3 per view shows part of a fourth slide: its image stays.
        `@media (min-width:1100px){${hide(5)}}`,
      ].join(''),
    );
  });
});

describe('bulletsFit', () => {
  test('bullets only when one row holds them all: 12 related courses on a 390 px phone get the counter', () => {
    // 390 px: the track is 342 px wide, the row keeps 3rem each side for the arrows, a bullet takes 10 + 2 × 8 px.
    expect(bulletsFit(12, 342 - 96, 26)).toBe(false);
    expect(bulletsFit(9, 342 - 96, 26)).toBe(true);
    expect(bulletsFit(12, 1200, 26)).toBe(true);
    expect(bulletsFit(13, 1200, 26)).toBe(false);
  });
});

describe('layoutId', () => {
  it('names each configuration shortly, and differently from the others', () => {
    const ids = [FEATURED_COURSES_CAROUSEL, RELATED_COURSES_CAROUSEL, PARTNERS_CAROUSEL, TESTIMONIALS_CAROUSEL].map(
      (preset) => layoutId(JSON.stringify([preset.slidesPerView, preset.spaceBetween, preset.breakpoints])),
    );
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).toMatch(/^c[0-9a-z]{1,7}$/);
    expect(layoutId('1-24-')).toBe(layoutId('1-24-'));
  });
});

describe('carousel presets', () => {
  it('featured courses: 8 s, 1 to 3.3 slides', () => {
    expect(FEATURED_COURSES_CAROUSEL.autoplayDelay).toBe(8000);
    expect(FEATURED_COURSES_CAROUSEL.slidesPerView).toBe(1);
    expect(Math.max(...Object.values(FEATURED_COURSES_CAROUSEL.breakpoints!).map((b) => b.slidesPerView))).toBe(3.3);
  });
  it('related courses: 8000 ms, 1 / 1.3 / 2.3 / 3.1 / 3.3 at <500 / 500 / 640 / 992 / 1100, 30 px, fade in', () => {
    expect(RELATED_COURSES_CAROUSEL).toMatchObject({
      autoplayDelay: 8000,
      slidesPerView: 1,
      spaceBetween: 30,
      fadeIn: true,
      breakpoints: {
        500: { slidesPerView: 1.3 },
        640: { slidesPerView: 2.3 },
        992: { slidesPerView: 3.1 },
        1100: { slidesPerView: 3.3 },
      },
    });
  });
  it('partners 7 s; testimonials 1 to 5.3', () => {
    expect(PARTNERS_CAROUSEL.autoplayDelay).toBe(7000);
    expect(TESTIMONIALS_CAROUSEL.slidesPerView).toBe(1);
    expect(Math.max(...Object.values(TESTIMONIALS_CAROUSEL.breakpoints!).map((b) => b.slidesPerView))).toBe(5.3);
  });
});

describe('CoursesCarousel: the first view from its data, the later cards fetched when it loads', () => {
  const price = { current: 'AED 100.00', old: null, vat: true };
  const card = (id: number) => ({
    id,
    href: `/course/c-${id}/${id}`,
    title: `Course ${id}`,
    category: 'Brokerage',
    categoryHref: '/courses/brokerage/1',
    short: '',
    creditHours: 8,
    photo: null,
    price,
  });
  const cardLabels = { creditHours: 'Credit Hours', details: 'Details', detailsOf: 'Details of {title}' };
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('shows the first view until the carousel is near or used, then asks /api/course-cards for the others', async () => {
    stubFetch((url) => reply(url.startsWith('/api/course-cards') ? { cards: [card(5), card(6)] } : {}));
    // A viewport the carousel never comes near: only use loads it.
    const observe = jest.fn();
    window.IntersectionObserver = jest.fn(() => ({
      observe,
      disconnect: jest.fn(),
    })) as unknown as typeof IntersectionObserver;
    renderIn(
      'en',
      <CoursesCarousel
        label="Featured Courses"
        labels={labels}
        options={FEATURED_COURSES_CAROUSEL}
        slides={[1, 2, 3, 4].map(card)}
        moreIds={[5, 6]}
        cardLabels={cardLabels}
      />,
    );
    const region = screen.getByRole('group', { name: 'Featured Courses' });
    expect(region.querySelectorAll('.swiper-slide')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Details of Course 4' })).toHaveAttribute('href', '/en/course/c-4/4');
    expect(observe).toHaveBeenCalledWith(region);
    // (The cards' wishlist hearts read /api/session.)
    expect(global.fetch).not.toHaveBeenCalledWith(expect.stringContaining('/api/course-cards'), expect.anything());
    fireEvent.focusIn(screen.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(region.querySelector('.swiper')).toHaveClass('swiper-initialized'));
    expect(global.fetch).toHaveBeenCalledWith('/api/course-cards?lang=en&ids=5,6', expect.anything());
    expect(region.querySelectorAll('.swiper-slide')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Details of Course 6' })).toHaveAttribute('href', '/en/course/c-6/6');
  });
});

describe('TestimonialsCarousel: the later slides are fetched when it loads', () => {
  const slide = (id: number) => ({ id, name: `Person ${id}`, text: `Text ${id}`, photo: null, videoUrl: null });
  const slideLabels = {
    readMore: 'Read more',
    readMoreAbout: 'Read more about {name}',
    videoTitle: 'Video of {name}',
    playVideo: 'Play the video of {name}',
  };
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  function renderCarousel() {
    window.IntersectionObserver = jest.fn(() => ({
      observe: jest.fn(),
      disconnect: jest.fn(),
    })) as unknown as typeof IntersectionObserver;
    renderIn(
      'ar',
      <TestimonialsCarousel
        slides={[slide(1), slide(2)]}
        more
        label="Testimonials"
        labels={labels}
        slideLabels={slideLabels}
      />,
    );
    const region = screen.getByRole('group', { name: 'Testimonials' });
    expect(region.querySelectorAll('.swiper-slide')).toHaveLength(2);
    return region;
  }

  it('asks /api/testimonials in the page language, adds the new slides, then starts Swiper', async () => {
    stubFetch(() => reply({ slides: [slide(2), slide(3), slide(4)] }));
    const region = renderCarousel();
    fireEvent.focusIn(screen.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(region.querySelector('.swiper')).toHaveClass('swiper-initialized'));
    expect(global.fetch).toHaveBeenCalledWith('/api/testimonials?lang=ar', expect.anything());
    // Slide 2 is already in the first view: it is not added twice.
    expect(region.querySelectorAll('.swiper-slide')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Read more about Person 4' })).toHaveAttribute('href', '/ar/testimonial/4');
  });

  it('starts with the first view when the answer fails', async () => {
    stubFetch(() => reply({ error: 'failed' }, 502));
    const region = renderCarousel();
    fireEvent.focusIn(screen.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(region.querySelector('.swiper')).toHaveClass('swiper-initialized'));
    expect(region.querySelectorAll('.swiper-slide')).toHaveLength(2);
  });
});
