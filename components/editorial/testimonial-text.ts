import type { Testimonial } from '@/lib/contract';
import { pick } from '@/lib/i18n/pick';

/** Name and text in `lang`: the `_en` / `_ar` extras when the upstream sends them, else the unsuffixed fields. */
export function testimonialName(t: Testimonial, lang: string): string {
  return pick(t, 'TestimonialName', lang) || t.TestimonialName;
}

export function testimonialText(t: Testimonial, lang: string): string {
  return pick(t, 'Testimonial', lang) || t.Testimonial || '';
}
