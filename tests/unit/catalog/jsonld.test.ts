import {
  articleJsonLd,
  breadcrumbJsonLd,
  courseInstanceJsonLd,
  courseJsonLd,
  educationalOrganizationJsonLd,
  JsonLd,
  programEventJsonLd,
  providerRef,
  serializeJsonLd,
} from '@/lib/seo/jsonld';
import { courseCard } from '@/components/catalog/course-card';
import { courseListJsonLd } from '@/components/catalog/course-card-list';
import type { CatalogT } from '@/components/catalog/price-tag';
import { renderToStaticMarkup } from 'react-dom/server';
import { makeCourse, makeProgram, PHOTO_ID } from './fixtures';

const ORIGIN = 'https://training.example.ae';
const provider = providerRef('Real Estate Training Institute', ORIGIN);
const courseUrl = `${ORIGIN}/en/course/real-estate-brokerage-basics/12`;

describe('JSON-LD builders', () => {
  it('EducationalOrganization', () => {
    const org = educationalOrganizationJsonLd({
      name: 'Real Estate Training Institute',
      url: ORIGIN,
      logo: `${ORIGIN}/logo.svg`,
      email: 'info@example.ae',
      telephone: '+971 4 000 0000',
      sameAs: ['https://facebook.com/x', null, 'javascript:alert(1)'],
    });
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'EducationalOrganization',
      name: 'Real Estate Training Institute',
      url: ORIGIN,
    });
    expect(org.sameAs).toEqual(['https://facebook.com/x']);
    expect(org).not.toHaveProperty('address');
  });

  it('Course with provider, AED offer and one CourseInstance per program', () => {
    const online = makeProgram({
      PriceOptionID: 8,
      CourseTypeID: 2,
      MaxStudents: 80,
      CourseLocation_en: null,
      CourseLocation_ar: null,
      CourseArea_en: null,
      CourseArea_ar: null,
      CourseCity_en: null,
      CourseCity_ar: null,
    });
    const ld = courseJsonLd(makeCourse(), {
      locale: 'en',
      origin: ORIGIN,
      provider,
      url: courseUrl,
      programs: [makeProgram({ MaxStudents: 5 }), online],
    });
    expect(ld).toMatchObject({
      '@type': 'Course',
      name: 'Real Estate Brokerage Basics',
      description: 'Learn the rules of brokerage in the UAE.',
      provider,
      url: courseUrl,
      image: `${ORIGIN}/files/${PHOTO_ID}?w=1200&h=675`,
      offers: { '@type': 'Offer', price: 1250, priceCurrency: 'AED', category: 'Paid' },
    });
    const [onsite, virtual] = ld.hasCourseInstance as Record<string, any>[];
    expect(onsite).toMatchObject({
      '@type': 'CourseInstance',
      courseMode: 'Onsite',
      startDate: '2026-12-01T05:00:00.000Z',
      endDate: '2026-12-03T13:00:00.000Z',
      location: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Business Bay',
          addressRegion: 'Dubai',
          addressCountry: 'AE',
        },
      },
      offers: { price: 1100, priceCurrency: 'AED', availability: 'https://schema.org/LimitedAvailability' },
    });
    expect(virtual).toMatchObject({
      courseMode: 'Online',
      location: { '@type': 'VirtualLocation' },
      offers: { availability: 'https://schema.org/InStock' },
    });
    // The venue is its street address, written once; a scheduled program says nothing of its status.
    expect(onsite.location.name).toBeUndefined();
    expect(onsite.location.address.streetAddress).toBeTruthy();
    expect(onsite.eventStatus).toBeUndefined();
    // Inside the Course, an instance does not repeat the Course's name, provider or URL.
    for (const instance of [onsite, virtual]) {
      expect(instance.name).toBeUndefined();
      expect(instance.organizer).toBeUndefined();
      expect(instance.offers.url).toBeUndefined();
      expect(instance.location.url).toBeUndefined();
      // courseMode says how it is attended; eventAttendanceMode is for an event on its own.
      expect(instance.eventAttendanceMode).toBeUndefined();
    }
  });

  it('Arabic Course uses _ar fields; a free course has a Free offer; sold-out programs say so', () => {
    const ld = courseJsonLd(makeCourse({ Price: 0 }), {
      locale: 'ar',
      origin: ORIGIN,
      provider,
      url: courseUrl,
      programs: [makeProgram({ MaxStudents: 0 })],
    });
    expect(ld.name).toBe('أساسيات الوساطة العقارية');
    expect(ld.offers).toMatchObject({ price: 0, category: 'Free', priceCurrency: 'AED' });
    expect((ld.hasCourseInstance as any[])[0].offers.availability).toBe('https://schema.org/SoldOut');
  });

  it('an offer price is in whole fils, rounded as every amount of the site (1.005 → 1.01, not toFixed 1.00)', () => {
    const ld = courseJsonLd(makeCourse({ Price: 1.005 }), { locale: 'en', origin: ORIGIN, provider, url: courseUrl });
    expect(ld.offers).toMatchObject({ price: 1.01, category: 'Paid' });
  });

  it('standalone program Event', () => {
    const ev = programEventJsonLd(makeProgram(), { locale: 'en', origin: ORIGIN, provider, courseUrl });
    expect(ev).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'EducationEvent',
      startDate: '2026-12-01T05:00:00.000Z',
      url: courseUrl,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    });
    expect(ev).toMatchObject({ name: 'Real Estate Brokerage Basics', organizer: provider, offers: { url: courseUrl } });
    // On its own, an online program's virtual location is the course page.
    const online = makeProgram({ CourseTypeID: 2 });
    expect(programEventJsonLd(online, { locale: 'en', origin: ORIGIN, provider, courseUrl }).location).toEqual({
      '@type': 'VirtualLocation',
      url: courseUrl,
    });
    expect(courseInstanceJsonLd(makeProgram(), { locale: 'en', origin: ORIGIN, provider, courseUrl }).organizer).toBe(
      provider,
    );
  });

  it('ItemList of a course list, from its cards: positions, absolute URLs and titles', () => {
    const cards = [makeCourse(), makeCourse({ ProductId: 13, Link: 'valuation', ProductTitle_ar: 'التقييم' })].map(
      (course) => courseCard(course, 'ar', ((key: string) => key) as unknown as CatalogT),
    );
    const list = courseListJsonLd(cards, { origin: ORIGIN, locale: 'ar', name: 'الدورات' });
    expect(list).toMatchObject({
      '@type': 'ItemList',
      name: 'الدورات',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: `${ORIGIN}/ar/course/real-estate-brokerage-basics/12` },
        { '@type': 'ListItem', position: 2, url: `${ORIGIN}/ar/course/valuation/13`, name: 'التقييم' },
      ],
    });
  });

  it('Article', () => {
    const article = articleJsonLd(
      {
        ArticleID: 3,
        Link: 'market-2027',
        ArticleTitle_en: 'Market outlook',
        ArticleTitle_ar: 'توقعات السوق',
        ArticleContent_en: '<p>Prices <b>rise</b>.</p>',
        ArticleContent_ar: '<p>ترتفع</p>',
        ArticlePhoto: PHOTO_ID,
        PublishDate: '2026-10-01T00:00:00.000Z',
      },
      {
        locale: 'en',
        origin: ORIGIN,
        url: `${ORIGIN}/en/blog/article/3/market-2027`,
        publisher: { name: 'Real Estate Training Institute', logo: `${ORIGIN}/logo.svg` },
      },
    );
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'Market outlook',
      description: 'Prices rise.',
      datePublished: '2026-10-01T00:00:00.000Z',
      image: `${ORIGIN}/files/${PHOTO_ID}?w=1200&h=675`,
      publisher: { '@type': 'Organization', name: 'Real Estate Training Institute' },
    });
  });

  it('BreadcrumbList', () => {
    expect(breadcrumbJsonLd([{ name: 'Home', url: `${ORIGIN}/en/home` }, { name: 'Courses' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/en/home` },
        { '@type': 'ListItem', position: 2, name: 'Courses' },
      ],
    });
  });
});

describe('JsonLd escaping', () => {
  const hostile = { '@type': 'Course', name: '</script><script>alert(1)</script> & <!--', line: 'a\u2028b' };

  it('serializes without any <, > or & and still round-trips', () => {
    const text = serializeJsonLd(hostile);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('renders one script element that the payload cannot close', () => {
    const html = renderToStaticMarkup(JsonLd({ data: hostile }));
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script\\u003e');
  });
});
