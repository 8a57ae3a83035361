import Swiper from 'swiper';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';

/**
 * Swiper and the modules the site's carousels use, in one chunk that a page loads only when a carousel comes near
 * the viewport or is used (components/ui/lazy-swiper.ts): never part of a page's first JavaScript.
 * The instance is made on markup the server already rendered (.swiper > .swiper-wrapper > .swiper-slide).
 */
export function createSwiper(el: HTMLElement, options: SwiperOptions): SwiperInstance {
  return new Swiper(el, { modules: [A11y, Autoplay, Keyboard, Pagination], ...options });
}
