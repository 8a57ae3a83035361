import type { CarouselOptions } from '@/components/ui/carousel';

/**
 * The site's carousels (docs/product/constants.md#carousels), to spread into <Carousel {...PRESET}>. Breakpoint keys
 * are minimum viewport widths in px (Swiper semantics); `slidesPerView` applies below the first key.
 */

/**
 * Course slides in the page (components/catalog/courses-carousel.tsx): the widest layouts show 3.3, so four fill
 * the first view; the carousel fetches the others when it loads.
 */
export const SERVER_COURSE_SLIDES = 4;

/** Home featured courses: 8 s autoplay, 1 to 3.3 slides by width. */
export const FEATURED_COURSES_CAROUSEL: CarouselOptions = {
  autoplayDelay: 8000,
  loop: true,
  slidesPerView: 1,
  breakpoints: { 640: { slidesPerView: 2 }, 992: { slidesPerView: 3 }, 1100: { slidesPerView: 3.3 } },
  spaceBetween: 24,
};

/** Course detail related and other courses: 8000 ms; 1 / 1.3 / 2.3 / 3.1 / 3.3 at <500 / 500 / 640 / 992 / 1100 px; 30 px gap; fades in after load. */
export const RELATED_COURSES_CAROUSEL: CarouselOptions = {
  autoplayDelay: 8000,
  loop: true,
  slidesPerView: 1,
  breakpoints: {
    500: { slidesPerView: 1.3 },
    640: { slidesPerView: 2.3 },
    992: { slidesPerView: 3.1 },
    1100: { slidesPerView: 3.3 },
  },
  spaceBetween: 30,
  fadeIn: true,
};

/** Home partners news (two items): 7 s autoplay. */
export const PARTNERS_CAROUSEL: CarouselOptions = {
  autoplayDelay: 7000,
  loop: true,
  slidesPerView: 1,
  breakpoints: { 768: { slidesPerView: 2 } },
  spaceBetween: 24,
};

/**
 * Testimonial slides in the home page (components/home/testimonials.tsx): the widest layout shows 5.3; the carousel
 * fetches the others (up to 24 in all) from /api/testimonials when it loads.
 */
export const TESTIMONIAL_SERVER_SLIDES = 6;

/** Home testimonials (up to 24): 1 to 5.3 slides by width. */
export const TESTIMONIALS_CAROUSEL: CarouselOptions = {
  loop: false,
  slidesPerView: 1,
  breakpoints: {
    500: { slidesPerView: 1.5 },
    640: { slidesPerView: 2.3 },
    992: { slidesPerView: 3.3 },
    1100: { slidesPerView: 4.3 },
    1400: { slidesPerView: 5.3 },
  },
  spaceBetween: 20,
};

/** Class of the catalogue carousels: their bullets in the brand's colour and spacing (app/globals.css). */
export const CAROUSEL_CLASS = 'carousel-brand';
