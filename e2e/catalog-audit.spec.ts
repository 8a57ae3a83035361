import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { UPSTREAM, upstreamHeaders } from './support/upstream';

/**
 * Issue 3 audit: what catalog-a and catalog-b leave out of the "Done when" list. The visitor routes of spec 2
 * they do not visit (sign-in screens, cart, payment status, terms and privacy, the empty path, the 404), the
 * sitemap against the upstream's full lists, the JSON-LD of an academic program and of a dated program, and
 * the course-interest enquiry (spec 8) sent end to end.
 */

/** A read of the upstream contract, as the BFF makes it (anonymous). */
async function upstream<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${UPSTREAM}/api/${path}`, { headers: await upstreamHeaders() });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Console errors of the page itself (dev-server HMR noise and blocked third-party embeds are not the page's). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // The 404 page's own document request is logged by Chromium as a failed resource: expected there.
    if (
      /_next\/hmr|WebSocket|youtube|openstreetmap|ERR_(NAME_NOT_RESOLVED|INTERNET_DISCONNECTED|CONNECTION_REFUSED)/i.test(
        text,
      )
    )
      return;
    if (/status of 404/.test(text) && page.url().includes('/no-such-page')) return;
    errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .exclude('iframe')
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

/** Visitor routes of spec 2 that catalog-a and catalog-b do not visit. */
const ROUTES = [
  '/login',
  '/login?returnUrl=%2Fen%2Fcart',
  '/create-an-account',
  '/forget-password',
  '/forget-password?reset=1',
  '/cart',
  '/payment?status=success&oid=1',
  '/payment?status=failed',
  '/page/terms-and-conditions',
  '/page/privacy-policy',
  '/page/ceo-message',
  '/verify-certificate?uid=00000000-0000-0000-0000-000000000000&cid=1&type=course',
];

test.describe('issue 3 audit: the remaining visitor routes in both languages', () => {
  for (const lang of ['en', 'ar'] as const) {
    const dir = lang === 'ar' ? 'rtl' : 'ltr';
    for (const route of ROUTES) {
      test(`/${lang}${route}: 200, ${dir}, one h1, no console error, axe clean`, async ({ page }) => {
        test.setTimeout(120_000);
        const errors = collectErrors(page);
        const response = await page.goto(`/${lang}${route}`, { waitUntil: 'load' });
        expect(response?.status()).toBe(200);
        await page.waitForTimeout(800);
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('h1')).not.toBeEmpty();
        expect(await axe(page)).toEqual([]);
        expect(errors).toEqual([]);
      });
    }

    test(`/${lang} (the empty path) serves the ${lang} home`, async ({ page }) => {
      const response = await page.goto(`/${lang}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`/${lang}/home$`));
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.locator('h1')).toHaveCount(1);
    });

    test(`an unknown /${lang} path: 404 status, ${dir}, one h1, a link home, axe clean`, async ({ page }) => {
      const errors = collectErrors(page);
      const response = await page.goto(`/${lang}/no-such-page/at-all`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByTestId('not-found').locator(`a[href="/${lang}/home"]`).first()).toBeVisible();
      expect(await axe(page)).toEqual([]);
      expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
    });
  }
});

type Course = { ProductId: number; Link: string | null };
type Diploma = { DiplomaID: number; Link: string | null };
type Article = { ArticleID: number; Link: string | null };
type Instructor = { InstructorID: number; InstructorLink: string | null };

const seg = (value: string | null, fallback: string) => encodeURIComponent((value ?? '').trim() || fallback);

test.describe('issue 3 audit: sitemap and JSON-LD', () => {
  test('the sitemap lists every course, diploma, program page, article and instructor in both languages', async ({
    request,
  }) => {
    const [courses, diplomas, articles, instructors] = await Promise.all([
      upstream<Course[]>(request, 'Courses/get-courses?id=-1'),
      upstream<Diploma[]>(request, 'AcademicPrograms/get-diplomas'),
      upstream<Article[]>(request, 'Shared/get-blog?top=1000'),
      upstream<Instructor[]>(request, 'Shared/get-instructors'),
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
      const [diploma] = await upstream<Diploma[]>(request, 'AcademicPrograms/get-diplomas');
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
      for (const event of events) {
        expect(event.name).toBeTruthy();
        expect(Date.parse(event.startDate)).not.toBeNaN();
        expect(Date.parse(event.endDate)).toBeGreaterThanOrEqual(Date.parse(event.startDate));
        expect(['Place', 'VirtualLocation']).toContain(event.location['@type']);
        if (event.location['@type'] === 'Place') expect(event.location.address.addressCountry).toBe('AE');
        expect(event.offers.priceCurrency).toBe('AED');
        expect(new URL(event.url).pathname).toMatch(new RegExp(`^/${lang}/course/[^/]+/\\d+$`));
      }
    });
  }
});

test.describe('issue 3 audit: the course-interest enquiry', () => {
  test('a course without programs sends "I am interested in this course" with its title and id', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const [courses, programs] = await Promise.all([
      upstream<(Course & { ProductTitle_en: string })[]>(request, 'Courses/get-courses?id=-1'),
      upstream<{ ProductId: number }[]>(request, 'Courses/get-programs?top=1000'),
    ]);
    const scheduled = new Set(programs.map((p) => p.ProductId));
    const course = courses.find((c) => !scheduled.has(c.ProductId));
    test.skip(!course, 'every course has an upcoming program in this data');

    // In Arabic: the e-mail still names the course by its catalogue (English) title and id.
    await page.goto(`/ar/course/${seg(course!.Link, 'course')}/${course!.ProductId}`);
    const form = page.getByTestId('no-programs').getByTestId('enquiry-form');
    const name = `Interest ${Date.now()}`;
    await form.locator('input[autocomplete="name"]').fill(name);
    await form.locator('input[type="email"]').fill('interest@example.com');
    await form.locator('input[type="tel"]').fill('+971 50 765 4321');
    await expect(form.locator('textarea')).toHaveCount(0);
    const send = form.locator('button[type="submit"]');
    await expect(send).toBeDisabled();
    await form.locator('altcha-widget input[type="checkbox"]').evaluate((el: HTMLInputElement) => el.click());
    await expect(send).toBeEnabled({ timeout: 45_000 });
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/enquiry') && r.request().method() === 'POST');
    await send.click();
    expect((await answer).status()).toBe(200);
    await expect(page.getByTestId('enquiry-thanks')).toBeVisible();

    const subject = `I am interested in this course: ${course!.ProductTitle_en} (ID ${course!.ProductId})`;
    type Mail = { subject: string; html: string | null; replyTo: string | null };
    let mail: Mail | undefined;
    await expect
      .poll(
        async () => {
          const outbox = (await (await request.get(`${UPSTREAM}/dev/outbox?limit=30`)).json()) as { data: Mail[] };
          mail = outbox.data.find((m) => m.subject === subject && (m.html ?? '').includes(name));
          return Boolean(mail);
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(mail!.replyTo).toBe('interest@example.com');
    expect(mail!.html).toContain('I am interested in this course');
    expect(mail!.html).toContain(`(ID ${course!.ProductId})`);
    expect(mail!.html).toContain('Mobile Number: +971 50 765 4321');
  });
});
