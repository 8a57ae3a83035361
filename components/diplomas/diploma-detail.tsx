import { getTranslations } from 'next-intl/server';
import { FileImage } from '@/components/catalog/file-image';
import { PageHeader } from '@/components/ui/page-header';
import { PricePanel } from '@/components/courses/price-panel';
import { RICH_TEXT } from '@/components/ui/rich-text';
import { READ_MORE_HEIGHT, ReadMore } from '@/components/ui/read-more';
import { SafeHtml } from '@/components/ui/safe-html';
import { WishlistHeart } from '@/components/wishlist/wishlist-heart';
import type { Diploma, DiplomaCourse } from '@/lib/contract';
import { ENGLISH_ONLY_DIPLOMA_ID } from '@/lib/contract/constants/limits';
import { ACADEMIC_PROGRAMS_PATH, coursePath, diplomaPath, HOME_PATH } from '@/lib/routes';
import { Link } from '@/lib/i18n/navigation';
import { pick } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/routing';
import { siteUrl } from '@/lib/seo/hreflang';
import { JsonLd, pageUrl, providerRef } from '@/lib/seo/jsonld';
import { diplomaJsonLd } from './diploma-jsonld';
import { EnrollForm } from './enroll-form';
import { BuyForTeam } from '@/components/company-buy/buy-for-team';

export type DiplomaDetailProps = { lang: AppLocale; diploma: Diploma; courses: DiplomaCourse[] };

/** Diploma 4 (docs/product/constants.md#diploma-4), or any diploma the upstream marks EnglishOnly. */
function isEnglishOnly(diploma: Diploma): boolean {
  return diploma.DiplomaID === ENGLISH_ONLY_DIPLOMA_ID || diploma.EnglishOnly === true;
}

/**
 * Academic program detail (docs/product/screens.md#academic-program-detail): breadcrumbs, title, cover, price ('Free'
 * when 0), old price, VAT note, program language and Enroll Now, credit hours, its courses (links to their pages),
 * description with read more (580 px). EducationalOccupationalProgram JSON-LD.
 */
export async function DiplomaDetail({ lang, diploma, courses }: DiplomaDetailProps) {
  const [t, tc, tb, tp] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'diplomas' }),
    getTranslations({ locale: lang, namespace: 'catalog' }),
    getTranslations({ locale: lang, namespace: 'brand' }),
    getTranslations({ locale: lang, namespace: 'program' }),
  ]);
  const title = pick(diploma, 'DiplomaTitle', lang);
  const short = pick(diploma, 'DiplomaShortDesc', lang);
  const description = pick(diploma, 'DiplomaDesc', lang);
  const origin = siteUrl().origin;

  return (
    <article>
      <PageHeader
        title={title}
        subtitle={short || undefined}
        band
        trail={[{ label: t('title'), href: ACADEMIC_PROGRAMS_PATH }, { label: title }]}
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-8">
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="aspect-video w-full overflow-hidden rounded-xl bg-primary-50">
            <FileImage
              fileId={diploma.DiplomaCover}
              ratio={16 / 9}
              width={1200}
              height={675}
              alt={title}
              priority
              sizes="(min-width: 992px) 60vw, 100vw"
              className="img-cover"
            />
          </div>
          <PricePanel
            title={t('detail.priceTitle')}
            price={diploma.Price}
            oldPrice={diploma.OldPrice}
            freeStyle="title"
            rows={[
              { label: tc('creditHours'), value: String(diploma.CreditHours), testId: 'credit-hours' },
              {
                label: tc('coursesCount'),
                value: String(courses.length || diploma.COURSES_COUNT),
                testId: 'courses-count',
              },
            ]}
          >
            <EnrollForm
              diplomaId={diploma.DiplomaID}
              englishOnly={isEnglishOnly(diploma)}
              labels={{
                language: t('detail.language'),
                chooseLanguage: t('detail.chooseLanguage'),
                languages: { en: t('detail.languages.en'), ar: t('detail.languages.ar') },
                englishOnly: t('detail.englishOnly'),
                enroll: t('detail.enroll'),
                enrolling: t('detail.enrolling'),
                chooseLanguageError: t('detail.chooseLanguageError'),
                loginFirst: t('detail.loginFirst'),
                added: t('detail.added'),
                already: t('detail.alreadyEnrolled'),
                failed: tp('cartError'),
              }}
            />
            <WishlistHeart type="diploma" id={diploma.DiplomaID} title={title} variant="button" />
            <BuyForTeam
              itemType="diploma"
              itemId={diploma.DiplomaID}
              diplomaLang={isEnglishOnly(diploma) ? 'en' : null}
            />
          </PricePanel>
        </div>

        <section aria-labelledby="diploma-courses" className="rounded-xl border border-line bg-white p-5 sm:p-8">
          <h2 id="diploma-courses" className="mb-4 text-2xl font-bold text-primary">
            {t('detail.coursesTitle')}
          </h2>
          {courses.length > 0 ? (
            <ol className="grid grid-cols-1 gap-2 sm:grid-cols-2" data-testid="diploma-courses">
              {courses.map((course, i) => (
                <li key={course.ProductId}>
                  <Link
                    href={coursePath(course)}
                    className="flex items-center gap-3 rounded-lg border border-line p-3 text-ink hover:border-primary hover:bg-primary-50"
                  >
                    <span
                      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-white"
                      aria-hidden="true"
                    >
                      {i + 1}
                    </span>
                    <span className="min-w-0 flex-1 font-medium break-words">{pick(course, 'ProductTitle', lang)}</span>
                    <i className="chev text-muted" />
                  </Link>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-muted">{tc('noData')}</p>
          )}
        </section>

        {description && (
          <section aria-labelledby="diploma-description" className="rounded-xl border border-line bg-white p-5 sm:p-8">
            <h2 id="diploma-description" className="mb-4 text-2xl font-bold text-primary">
              {t('detail.description')}
            </h2>
            <ReadMore collapsedHeight={READ_MORE_HEIGHT.diploma}>
              <SafeHtml html={description} className={RICH_TEXT.course} headingsFrom={3} />
            </ReadMore>
          </section>
        )}
      </div>
      <JsonLd
        data={diplomaJsonLd(diploma, courses, {
          locale: lang,
          origin,
          url: pageUrl(origin, lang, diplomaPath(diploma)),
          provider: providerRef(tb('name'), pageUrl(origin, lang, HOME_PATH)),
        })}
      />
    </article>
  );
}
