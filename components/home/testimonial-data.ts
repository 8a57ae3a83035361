import type { Testimonial } from '@/lib/contract';
import { TestimonialType } from '@/lib/contract/constants/media-types';
import { extractVideo } from '@/lib/catalog/video';
import { pick } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/routing';
import type { TestimonialSlideData } from '@/lib/cards/types';

/** About six lines of a slide: the rest is on the testimonial's page (read more), not in the home page's HTML. */
const EXCERPT_CHARS = 280;

/**
 * A testimonial as its home slide shows it: the name and a shortened text in the page's language (the `_en` / `_ar`
 * extras, else the unsuffixed fields), and its video's player URL. For the home page and /api/testimonials.
 */
export function testimonialSlide(item: Testimonial, lang: AppLocale): TestimonialSlideData {
  const text = pick(item, 'Testimonial', lang) || item.Testimonial || '';
  const video = item.TestimonialType === TestimonialType.Video ? extractVideo(item.TestimonialVideo) : null;
  return {
    id: item.TestimonialID,
    name: pick(item, 'TestimonialName', lang) || item.TestimonialName,
    text: text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS).replace(/\s+\S*$/, '')}…` : text,
    photo: item.TestimonialPhoto ?? null,
    videoUrl: video?.embedUrl ?? null,
  };
}
