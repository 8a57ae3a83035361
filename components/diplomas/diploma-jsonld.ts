import type { Diploma, DiplomaCourse } from '@/lib/contract';
import { coursePath } from '@/lib/catalog/paths';
import { pick } from '@/lib/i18n/pick';
import { filsToAed, toFils } from '@/lib/money/fils';
import { imageUrl, pageUrl, type JsonLdObject } from '@/lib/seo/jsonld';

/** schema.org EducationalOccupationalProgram of a diploma, its courses and its offer (AED). */
export function diplomaJsonLd(
  diploma: Diploma,
  courses: DiplomaCourse[],
  options: { locale: string; origin: string; url: string; provider: JsonLdObject },
): JsonLdObject {
  const { locale, origin, url, provider } = options;
  const description = (pick(diploma, 'DiplomaShortDesc', locale) || pick(diploma, 'DiplomaDesc', locale))
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const data: JsonLdObject = {
    '@context': 'https://schema.org',
    '@type': 'EducationalOccupationalProgram',
    '@id': `${url}#program`,
    name: pick(diploma, 'DiplomaTitle', locale),
    url,
    provider,
    inLanguage: diploma.EnglishOnly ? 'en' : locale,
    numberOfCredits: diploma.CreditHours,
    offers: {
      '@type': 'Offer',
      price: filsToAed(toFils(diploma.Price)),
      priceCurrency: 'AED',
      category: diploma.Price > 0 ? 'Paid' : 'Free',
      url,
    },
    hasCourse: courses.map((c) => ({
      '@type': 'Course',
      name: pick(c, 'ProductTitle', locale),
      url: pageUrl(origin, locale, coursePath(c)),
    })),
  };
  if (description) data.description = description.slice(0, 5000);
  const image = imageUrl(origin, diploma.DiplomaCover);
  if (image) data.image = image;
  return data;
}
