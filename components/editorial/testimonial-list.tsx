import { getTranslations } from 'next-intl/server';
import { FileImage } from '@/components/catalog/file-image';
import { testimonialPath } from '@/lib/routes';
import type { Testimonial } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { testimonialName, testimonialText } from './testimonial-text';

/** The testimonial list under a testimonial: photo, name, short text and a link (the current one marked). */
export async function TestimonialList({
  testimonials,
  lang,
  currentId,
}: {
  testimonials: Testimonial[];
  lang: string;
  currentId?: number;
}) {
  if (testimonials.length === 0) return null;
  const [t, tc] = await Promise.all([getTranslations('editorial'), getTranslations('common')]);
  return (
    <section aria-labelledby="testimonials-title" className="mt-12">
      <h2 id="testimonials-title" className="mb-4 text-xl font-semibold text-primary">
        {t('testimonials')}
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="testimonial-list">
        {testimonials.map((item) => {
          const name = testimonialName(item, lang);
          const current = item.TestimonialID === currentId;
          return (
            <li key={item.TestimonialID}>
              <article
                className={`flex h-full flex-col gap-3 rounded-xl border bg-white p-4 ${current ? 'border-accent' : 'border-line'}`}
              >
                <div className="flex items-center gap-3">
                  <FileImage
                    fileId={item.TestimonialPhoto}
                    ratio={1}
                    width={56}
                    height={56}
                    alt=""
                    className="size-14 shrink-0 rounded-full object-cover"
                  />
                  <h3 className="font-semibold text-primary">{name}</h3>
                </div>
                <p className="line-clamp-3 text-sm text-ink">
                  {item.TestimonialType === 2 ? t('videoTestimonial') : testimonialText(item, lang)}
                </p>
                <Link
                  href={testimonialPath(item)}
                  aria-current={current ? 'page' : undefined}
                  aria-label={t('testimonialOf', { name })}
                  className="mt-auto inline-flex items-center gap-1 self-start text-sm font-semibold text-secondary hover:underline"
                >
                  {tc('readMore')}
                  <i className="chev" />
                </Link>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
