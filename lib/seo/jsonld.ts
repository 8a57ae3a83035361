import type { Article, Course, Program } from '@/lib/contract';
import { pick } from '@/lib/i18n/pick';
import { filsToAed, toFils } from '@/lib/money/fils';
import { fileUrl, isEmptyFileId } from '@/lib/images/loader';
import { htmlToLine } from '@/lib/html/text';
import { courseMode, isOnlineCourseType } from '@/lib/catalog/course-types';
import { seatBand } from '@/lib/catalog/seats';
import { programLocation } from '@/lib/catalog/program';
import { abs, clean, CONTEXT, type JsonLdObject } from './jsonld-core';

export { itemListJsonLd, JsonLd, pageUrl, serializeJsonLd, type JsonLdObject } from './jsonld-core';

/**
 * schema.org JSON-LD builders (plain objects) and <JsonLd data={…}/>. Every URL passed in or produced is
 * absolute: pass `origin` (the public site origin, e.g. `siteUrl().origin` of lib/seo/hreflang).
 */

const CURRENCY = 'AED';

/** Absolute image URL of a file id (undefined when there is no file). */
export function imageUrl(
  origin: string,
  fileId: string | null | undefined,
  width = 1200,
  height = 675,
): string | undefined {
  return isEmptyFileId(fileId) ? undefined : abs(origin, fileUrl(fileId, width, height));
}

function text(value: string | null | undefined, max = 5000): string | undefined {
  const plain = htmlToLine(value);
  return plain ? plain.slice(0, max) : undefined;
}

export type OrganizationInput = {
  name: string;
  url: string;
  logo?: string;
  email?: string | null;
  telephone?: string | null;
  address?: string | null;
  sameAs?: (string | null | undefined)[];
  description?: string;
};

export function educationalOrganizationJsonLd(org: OrganizationInput): JsonLdObject {
  const sameAs = (org.sameAs ?? []).filter((s): s is string => !!s && /^https?:\/\//.test(s));
  return clean({
    '@context': CONTEXT,
    '@type': 'EducationalOrganization',
    '@id': `${org.url.replace(/\/+$/, '')}/#organization`,
    name: org.name,
    url: org.url,
    logo: org.logo,
    description: org.description,
    email: org.email ?? undefined,
    telephone: org.telephone ?? undefined,
    address: org.address ? { '@type': 'PostalAddress', streetAddress: org.address, addressCountry: 'AE' } : undefined,
    sameAs: sameAs.length ? sameAs : undefined,
  });
}

/** The provider reference used inside Course / Event objects. */
export function providerRef(name: string, url: string): JsonLdObject {
  return { '@type': 'EducationalOrganization', name, sameAs: url };
}

function availability(seats: number): string {
  if (seats <= 0) return 'https://schema.org/SoldOut';
  return seatBand(seats) === 'low' ? 'https://schema.org/LimitedAvailability' : 'https://schema.org/InStock';
}

function offer(price: number, url: string | undefined, extra: JsonLdObject = {}): JsonLdObject {
  return clean({
    '@type': 'Offer',
    price: filsToAed(toFils(price)), // whole fils by the site's one rounding rule
    priceCurrency: CURRENCY,
    category: price > 0 ? 'Paid' : 'Free',
    url,
    ...extra,
  });
}

export type ProgramJsonLdOptions = {
  locale: string;
  origin: string;
  provider: JsonLdObject;
  courseUrl: string;
  /**
   * Inside its Course's `hasCourseInstance`: the name, organizer, offer URL and an online program's location URL are
   * the Course's own and are left out (each would be written again for every program, in the HTML and again in the
   * page's flight data).
   */
  nested?: boolean;
};

/** `courseUrl` undefined inside a Course: an online program's virtual location is the Course's own URL. */
function programLocationLd(program: Program, locale: string, courseUrl: string | undefined): JsonLdObject {
  if (isOnlineCourseType(program.CourseTypeID)) return clean({ '@type': 'VirtualLocation', url: courseUrl });
  const street = pick(program, 'CourseLocation', locale);
  return clean({
    '@type': 'Place',
    // The venue's name only when it is not its street address already (written once, not twice per program).
    name: street ? undefined : programLocation(program, locale) || undefined,
    address: clean({
      '@type': 'PostalAddress',
      streetAddress: street || undefined,
      addressLocality: pick(program, 'CourseArea', locale) || undefined,
      addressRegion: pick(program, 'CourseCity', locale) || undefined,
      addressCountry: 'AE',
    }),
  });
}

/** A dated program as a CourseInstance (a schema.org Event subtype): dates, place or virtual location, offer, mode. */
export function courseInstanceJsonLd(program: Program, options: ProgramJsonLdOptions): JsonLdObject {
  const { locale, courseUrl, nested } = options;
  const online = isOnlineCourseType(program.CourseTypeID);
  return clean({
    '@type': 'CourseInstance',
    name: nested ? undefined : pick(program, 'ProductTitle', locale),
    courseMode: courseMode(program.CourseTypeID),
    startDate: program.StartDate_DESC,
    endDate: program.EndDate_DESC,
    // No eventStatus: every program listed is scheduled, which is what search engines read when it is absent.
    // Inside a Course, courseMode says how it is attended; an event on its own (a program list) says it as events do.
    eventAttendanceMode: nested
      ? undefined
      : online
        ? 'https://schema.org/OnlineEventAttendanceMode'
        : courseMode(program.CourseTypeID) === 'Blended'
          ? 'https://schema.org/MixedEventAttendanceMode'
          : 'https://schema.org/OfflineEventAttendanceMode',
    inLanguage: pick(program, 'CourseLanguages', locale) || undefined,
    instructor: pick(program, 'InstructorIDs', locale)
      ? pick(program, 'InstructorIDs', locale)
          .split(/[,،]/)
          .map((n) => n.trim())
          .filter(Boolean)
          .map((name) => ({ '@type': 'Person', name }))
      : undefined,
    location: programLocationLd(program, locale, nested ? undefined : courseUrl),
    organizer: nested ? undefined : options.provider,
    offers: offer(program.SchedulePrice, nested ? undefined : courseUrl, {
      availability: availability(program.MaxStudents),
      validThrough: program.LastDateToRegister_DESC ?? undefined,
    }),
  });
}

/** A dated program as a standalone Event (program lists, e.g. /training-programs). */
export function programEventJsonLd(program: Program, options: ProgramJsonLdOptions): JsonLdObject {
  const instance = courseInstanceJsonLd(program, options);
  return { '@context': CONTEXT, ...instance, '@type': 'EducationEvent', url: options.courseUrl };
}

export type CourseJsonLdOptions = {
  locale: string;
  origin: string;
  provider: JsonLdObject;
  /** Absolute URL of the course page. */
  url: string;
  programs?: Program[];
};

export function courseJsonLd(course: Course, options: CourseJsonLdOptions): JsonLdObject {
  const { locale, origin, provider, url } = options;
  const description =
    text(pick(course, 'ProductShortDescription', locale)) ??
    text(pick(course, 'ProductDescription', locale)) ??
    pick(course, 'ProductTitle', locale);
  const programs = options.programs ?? [];
  return clean({
    '@context': CONTEXT,
    '@type': 'Course',
    '@id': `${url}#course`,
    name: pick(course, 'ProductTitle', locale),
    description,
    url,
    courseCode: String(course.ProductId),
    image: imageUrl(origin, course.MainPhoto),
    inLanguage: locale,
    provider,
    about: pick(course, 'CategoryTitle', locale) || undefined,
    timeRequired: course.CreditHours > 0 ? `PT${course.CreditHours}H` : undefined,
    offers: offer(course.Price, url),
    hasCourseInstance: programs.length
      ? programs.map((p) => courseInstanceJsonLd(p, { locale, origin, provider, courseUrl: url, nested: true }))
      : undefined,
  });
}

export function articleJsonLd(
  article: Article,
  options: { locale: string; origin: string; url: string; publisher: JsonLdObject & { logo?: string } },
): JsonLdObject {
  const { locale, origin, url } = options;
  const publisher = clean({
    '@type': 'Organization',
    name: options.publisher.name,
    logo: options.publisher.logo ? { '@type': 'ImageObject', url: options.publisher.logo } : undefined,
  });
  return clean({
    '@context': CONTEXT,
    '@type': 'Article',
    headline: pick(article, 'ArticleTitle', locale).slice(0, 110),
    description: text(pick(article, 'ArticleContent', locale), 300),
    image: imageUrl(origin, article.ArticlePhoto),
    datePublished: article.PublishDate,
    inLanguage: locale,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    author: publisher,
    publisher,
  });
}

export type BreadcrumbEntry = { name: string; url?: string };

/** BreadcrumbList; the last entry (the current page) may omit its url. */
export function breadcrumbJsonLd(items: BreadcrumbEntry[]): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) =>
      clean({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url }),
    ),
  };
}
