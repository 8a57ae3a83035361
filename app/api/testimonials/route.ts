import { TESTIMONIAL_SERVER_SLIDES } from '@/components/catalog/carousel-presets';
import { testimonialSlide } from '@/components/home/testimonial-data';
import type { TestimonialsAnswer } from '@/lib/bff/answer-types';
import { TESTIMONIALS_LIMIT } from '@/lib/contract/constants/limits';
import { isAppLocale } from '@/lib/i18n/locales';
import { getTestimonials } from '@/lib/upstream/editorial';

/**
 * The home testimonials after the first view, for its carousel (components/home/testimonials-carousel.tsx):
 * `?lang=ar` → `{ slides: TestimonialSlideData[] }`. Read through the cached reader (no upstream call per visit) and
 * cacheable by a CDN.
 */
export async function GET(request: Request) {
  const lang = new URL(request.url).searchParams.get('lang') ?? 'en';
  if (!isAppLocale(lang)) {
    return Response.json({ error: 'bad_request' } satisfies TestimonialsAnswer, { status: 400 });
  }
  const says = await getTestimonials(TESTIMONIALS_LIMIT);
  if (!says.ok) {
    return Response.json({ error: 'failed' } satisfies TestimonialsAnswer, {
      status: 502,
      headers: { 'Cache-Control': 'no-store' },
    });
  }
  return Response.json(
    {
      slides: says.data
        .slice(TESTIMONIAL_SERVER_SLIDES, TESTIMONIALS_LIMIT)
        .map((item) => testimonialSlide(item, lang)),
    } satisfies TestimonialsAnswer,
    { headers: { 'Cache-Control': 'public, s-maxage=300, stale-while-revalidate=600' } },
  );
}
