import { getTranslations } from 'next-intl/server';
import { FileImage } from '@/components/catalog/file-image';
import { SectionHeader } from '@/components/courses/section-header';
import { ErrorState } from '@/components/ui/error-state';
import { categoryPath } from '@/lib/routes';
import { courseCategories } from '@/lib/courses/categories';
import { Link } from '@/lib/i18n/navigation';
import { pick } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/routing';
import { getCategories } from '@/lib/upstream/shared';

/** Home item 7: training fields, a grid of category links (category 7, the clients, excluded). */
export async function TrainingFields({ lang }: { lang: AppLocale }) {
  const [categories, t] = await Promise.all([
    getCategories(),
    getTranslations({ locale: lang, namespace: 'home.trainingFields' }),
  ]);
  const fields = categories.ok ? courseCategories(categories.data) : [];
  if (categories.ok && fields.length === 0) return null;

  return (
    <section
      aria-labelledby="home-training-fields"
      className="below-fold bg-sand py-14"
      data-testid="home-training-fields"
    >
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeader id="home-training-fields" title={t('title')} subtitle={t('subtitle')} />
        {!categories.ok ? (
          <ErrorState error={categories.error} />
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {fields.map((category) => {
              const name = pick(category, 'CategoryTitle', lang);
              return (
                <li key={category.CategoryId}>
                  <Link href={categoryPath(category)} aria-label={t('coursesIn', { name })} className="field-tile">
                    <FileImage
                      fileId={category.CategoryPhoto}
                      ratio={2}
                      width={480}
                      height={240}
                      alt=""
                      sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                      className="field-tile-img"
                    />
                    <span className="field-tile-label">
                      {name}
                      <i className="chev chev-lg text-accent" />
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
