import { getTranslations } from 'next-intl/server';
import { SectionHeader } from '@/components/ui/section-header';
import { ErrorState } from '@/components/ui/error-state';
import { categoryPath } from '@/lib/routes';
import { courseCategories } from '@/lib/courses/categories';
import { pick } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/routing';
import { getCategories } from '@/lib/upstream/shared';
import { FieldTiles } from './field-tiles';

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
          <FieldTiles
            items={fields.map((category) => ({
              id: category.CategoryId,
              name: pick(category, 'CategoryTitle', lang),
              href: categoryPath(category),
              photo: category.CategoryPhoto ?? null,
            }))}
            coursesIn={t('coursesIn', { name: '{name}' })}
          />
        )}
      </div>
    </section>
  );
}
