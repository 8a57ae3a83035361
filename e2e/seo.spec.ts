import { expect } from '@playwright/test';
import { test } from './support/accounts';
import { upstreamGet } from './support/upstream';

/**
 * What a crawler reads: the sitemap against the upstream's full lists, robots.txt, and the JSON-LD of an academic
 * program and of the dated programs.
 */

type Course = { ProductId: number; Link: string | null };
type Diploma = { DiplomaID: number; Link: string | null };
type Article = { ArticleID: number; Link: string | null };
type Instructor = { InstructorID: number; InstructorLink: string | null };

const seg = (value: string | null, fallback: string) => encodeURIComponent((value ?? '').trim() || fallback);

test.describe('crawlers: sitemap and robots', () => {
  test('the sitemap lists courses, diplomas, articles and instructors in both languages with alternates', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    for (const lang of ['en', 'ar']) {
      expect(xml).toMatch(new RegExp(`<loc>[^<]+/${lang}/course/[^<]+/\\d+</loc>`));
      expect(xml).toMatch(new RegExp(`<loc>[^<]+/${lang}/academic-program/\\d+/[^<]+</loc>`));
      expect(xml).toMatch(new RegExp(`<loc>[^<]+/${lang}/blog/article/\\d+/[^<]+</loc>`));
      expect(xml).toMatch(new RegExp(`<loc>[^<]+/${lang}/instructor/[^<]+/\\d+</loc>`));
      expect(xml).toMatch(new RegExp(`<loc>[^<]+/${lang}/initiatives/[^<]+/\\d+</loc>`));
    }
    expect(xml).toContain('hreflang="x-default"');
  });

  test('robots.txt keeps crawlers out of the BFF, account, cart, pdf and payment pages', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    for (const path of ['/api/', '/*/my-account', '/*/cart', '/*/pdf/', '/*/payment$'])
      expect(text).toContain(`Disallow: ${path}`);
    expect(text).toMatch(/Sitemap: .+\/sitemap\.xml/);
  });
});

test.describe('crawlers: sitemap and JSON-LD', () => {
  test('the sitemap lists every course, diploma, program page, article and instructor in both languages', async ({
    request,
  }) => {
    const [courses, diplomas, articles, instructors] = await Promise.all([
      upstreamGet<Course[]>(request, 'Courses/get-courses?id=-1'),
      upstreamGet<Diploma[]>(request, 'AcademicPrograms/get-diplomas'),
      upstreamGet<Article[]>(request, 'Shared/get-blog?top=1000'),
      upstreamGet<Instructor[]>(request, 'Shared/get-instructors'),
    ]);
    expect(courses.length).toBeGreaterThan(0);
    expect(diplomas.length).toBeGreaterThan(0);
    expect(articles.length).toBeGreaterThan(24); // more than one blog page
    expect(instructors.length).toBeGreaterThan(0);

    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const locs = new Set(
      [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&')).pathname),
    );
    const paths = [
      '/training-programs',
      '/academic-programs',
      '/courses',
      ...courses.map((c) => `/course/${seg(c.Link, 'course')}/${c.ProductId}`),
      ...diplomas.map((d) => `/academic-program/${d.DiplomaID}/${seg(d.Link, 'program')}`),
      ...articles.map((a) => `/blog/article/${a.ArticleID}/${seg(a.Link, 'article')}`),
      ...instructors.map((i) => `/instructor/${seg(i.InstructorLink, 'instructor')}/${i.InstructorID}`),
    ];
    const missing = ['en', 'ar'].flatMap((lang) => paths.map((p) => `/${lang}${p}`)).filter((p) => !locs.has(p));
    expect(missing).toEqual([]);
    // Every entry names its other language and x-default.
    expect(xml.match(/hreflang="x-default"/g)?.length ?? 0).toBeGreaterThanOrEqual(paths.length * 2);
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`${lang}: an academic program carries EducationalOccupationalProgram JSON-LD with the required fields`, async ({
      page,
      request,
    }) => {
      const [diploma] = await upstreamGet<Diploma[]>(request, 'AcademicPrograms/get-diplomas');
      const path = `/${lang}/academic-program/${diploma.DiplomaID}/${seg(diploma.Link, 'program')}`;
      await page.goto(path);
      const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) =>
        JSON.parse(t),
      );
      const program = data.find((d) => d['@type'] === 'EducationalOccupationalProgram');
      expect(program).toBeTruthy();
      expect(program['@context']).toBe('https://schema.org');
      expect(program.name).toBe((await page.locator('h1').textContent())!.trim());
      expect(new URL(program.url).pathname).toBe(path);
      expect(program.provider['@type']).toBe('EducationalOrganization');
      expect(program.provider.name).toBeTruthy();
      expect(typeof program.description).toBe('string');
      expect(program.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'AED' });
      expect(typeof program.offers.price).toBe('number');
      expect(program.hasCourse.length).toBeGreaterThan(0);
      for (const course of program.hasCourse) {
        expect(course['@type']).toBe('Course');
        expect(course.name).toBeTruthy();
        expect(new URL(course.url).pathname).toMatch(new RegExp(`^/${lang}/course/[^/]+/\\d+$`));
      }
      const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList');
      expect(crumbs.itemListElement.length).toBeGreaterThanOrEqual(2);
    });

    test(`${lang}: every dated program of /training-programs is an EducationEvent with name, dates, place and offer`, async ({
      page,
    }) => {
      await page.goto(`/${lang}/training-programs`);
      const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) =>
        JSON.parse(t),
      );
      const events = data
        .flatMap((d) => (Array.isArray(d) ? d : (d['@graph'] ?? [d])))
        .filter((d) => d['@type'] === 'EducationEvent');
      expect(events.length).toBe(await page.getByTestId('program-card').count());
      expect(events.length).toBeGreaterThan(0);
      // classroom programs have a place in the UAE (live online ones a VirtualLocation)
      const places = events.filter((event) => event.location['@type'] === 'Place');
      expect(places.length).toBeGreaterThan(0);
      for (const place of places) expect(place.location.address.addressCountry).toBe('AE');
      for (const event of events) {
        expect(event.name).toBeTruthy();
        expect(Date.parse(event.startDate)).not.toBeNaN();
        expect(Date.parse(event.endDate)).toBeGreaterThanOrEqual(Date.parse(event.startDate));
        expect(['Place', 'VirtualLocation']).toContain(event.location['@type']);
        expect(event.offers.priceCurrency).toBe('AED');
        expect(new URL(event.url).pathname).toMatch(new RegExp(`^/${lang}/course/[^/]+/\\d+$`));
      }
    });
  }
});
