import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { FileImage } from '@/components/catalog/file-image';
import { PageHeader, PageShell } from '@/components/ui/page-header';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { metaText, pageMetadata } from '@/lib/seo/metadata';
import { testimonialPath } from '@/lib/routes';
import { TestimonialList } from '@/components/editorial/testimonial-list';
import { testimonialName, testimonialText } from '@/components/editorial/testimonial-text';
import { VideoEmbed } from '@/components/editorial/video-embed';
import { ErrorState } from '@/components/ui/error-state';
import { getTestimonial, getTestimonials } from '@/lib/upstream/editorial';

// ISR: rendered on its first visit, then served from the cache per language and refreshed in the background
// after 300 s (LIFETIMES.catalogue in lib/upstream/cache-tags.ts) or by the revalidation webhook.
export const revalidate = 300;
export const dynamicParams = true;

/** No item is prerendered at build (the build needs no upstream): each renders on its first request. */
export function generateStaticParams() {
  return [];
}

const toId = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

export async function generateMetadata({ params }: PageProps<'/[lang]/testimonial/[id]'>): Promise<Metadata> {
  const { lang, id } = await metadataParams(params);
  const key = toId(id);
  if (!lang || key === null) return {};
  const [result, t] = await Promise.all([
    getTestimonial(key),
    getTranslations({ locale: lang, namespace: 'editorial' }),
  ]);
  if (!result.ok) return {};
  const name = testimonialName(result.data, lang);
  return pageMetadata({
    metaId: 'testimonial',
    path: testimonialPath(result.data),
    lang,
    title: t('testimonialOf', { name }),
    description: metaText(testimonialText(result.data, lang)) || undefined,
    image: result.data.TestimonialPhoto,
  });
}

export default async function TestimonialPage({ params }: PageProps<'/[lang]/testimonial/[id]'>) {
  const { lang, id } = await pageParams(params);
  const key = toId(id);
  if (key === null) notFound();

  const [result, list, t] = await Promise.all([getTestimonial(key), getTestimonials(), getTranslations('editorial')]);
  if (!result.ok && result.error.kind === 'not_found') notFound();

  return (
    <PageShell>
      {!result.ok ? (
        <>
          <h1 className="sr-only">{t('testimonial')}</h1>
          <ErrorState error={result.error} />
        </>
      ) : (
        <>
          <PageHeader
            title={testimonialName(result.data, lang)}
            trail={[{ label: t('testimonials') }, { label: testimonialName(result.data, lang) }]}
          />
          {result.data.TestimonialType === 2 ? (
            <div className="max-w-3xl" data-testid="testimonial-video">
              <VideoEmbed
                url={result.data.TestimonialVideo}
                title={t('videoOf', { title: testimonialName(result.data, lang) })}
                unavailable={t('videoUnavailable')}
              />
            </div>
          ) : (
            <figure
              className="flex max-w-3xl flex-col gap-5 rounded-xl border border-line bg-white p-6 sm:flex-row sm:items-start"
              data-testid="testimonial-text"
            >
              <FileImage
                fileId={result.data.TestimonialPhoto}
                ratio={1}
                width={180}
                height={180}
                alt={testimonialName(result.data, lang)}
                priority
                className="size-32 shrink-0 rounded-full object-cover"
              />
              <blockquote className="whitespace-pre-line text-lg leading-relaxed text-ink">
                {testimonialText(result.data, lang)}
              </blockquote>
            </figure>
          )}
        </>
      )}
      {list.ok && <TestimonialList testimonials={list.data} lang={lang} currentId={key} />}
    </PageShell>
  );
}
