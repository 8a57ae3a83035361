// Every Shared/* read answers 200 with data that parses with its lib/contract schema.
import { z } from 'zod';
import * as ep from '../../../lib/contract/endpoints/shared';
import { call, createTestApp, type TestContext } from './harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(async () => {
  await t?.close();
});

async function ok<S extends z.ZodType>(
  schema: S,
  pathAndQuery: string,
  init: Parameters<typeof call>[2] = {},
): Promise<z.output<S>> {
  const r = await call(t.app, pathAndQuery, init);
  if (r.status !== 200) throw new Error(`${pathAndQuery} → ${r.status} ${JSON.stringify(r.json)}`);
  const parsed = schema.safeParse(r.json.data);
  if (!parsed.success)
    throw new Error(`${pathAndQuery} does not match the contract: ${JSON.stringify(parsed.error.issues.slice(0, 5))}`);
  return parsed.data;
}

test('settings, slider, categories, partners', async () => {
  const s = await ok(ep.getSettings.response, '/api/Shared/get-settings');
  expect(s.TrainingCalendar).not.toBe('00000000-0000-0000-0000-000000000000');
  expect((await ok(ep.getSlider.response, '/api/Shared/get-slider')).length).toBeGreaterThan(0);
  const cats = await ok(ep.getCategories.response, '/api/Shared/get-categories');
  expect(cats.length).toBeGreaterThan(0);
  expect(cats.some((c) => c.CategoryId === 7)).toBe(false); // clients are not a training field
  const partners = await ok(ep.getPartners.response, '/api/Shared/get-partners');
  expect(partners.length).toBeGreaterThan(0);
});

test('visit then get-visits counts up', async () => {
  const before = await ok(ep.getVisits.response, '/api/Shared/get-visits');
  const after = await ok(ep.visit.response, '/api/Shared/visit', { method: 'POST' });
  expect(after).toBe(before + 1);
  expect(await ok(ep.getVisits.response, '/api/Shared/get-visits')).toBe(before + 1);
});

test('meta tags and pages by id; unknown id is 404', async () => {
  await ok(ep.getMetaTags.response, '/api/Shared/get-meta-tags?id=home');
  const about = await ok(ep.getPage.response, '/api/Shared/get-page?id=about');
  expect(about.PageHeading_en.length).toBeGreaterThan(0);
  expect((await call(t.app, '/api/Shared/get-page?id=no-such-page')).status).toBe(404);
  expect((await call(t.app, '/api/Shared/get-page')).status).toBe(400);
});

test('instructors and one instructor with courses', async () => {
  const list = await ok(ep.getInstructors.response, '/api/Shared/get-instructors');
  expect(list.length).toBeGreaterThan(0);
  const one = await ok(ep.getInstructor.response, `/api/Shared/get-instructor?id=${list[0].InstructorID}`);
  expect(one.instructor.InstructorBio_en).toBeTruthy();
  expect((await call(t.app, '/api/Shared/get-instructor?id=999999')).status).toBe(404);
});

test.each([
  [
    1,
    'photo',
    (album: { AlbumPhotos: string }) => expect(album.AlbumPhotos.split('###').filter(Boolean)).not.toEqual([]),
  ],
  [
    2,
    'video',
    (album: { VideoUrl: string | null }) => expect(album.VideoUrl).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/),
  ],
] as const)(
  'albums of type %i (%s): a page with rows.Total, and one album with the others',
  async (type, _name, check) => {
    const page = await ok(ep.getAlbums.response, `/api/Shared/get-albums?page=1&type=${type}`);
    expect(page.albums.length).toBeGreaterThan(0);
    expect(page.albums.length).toBeLessThanOrEqual(12);
    expect(page.rows.Total).toBeGreaterThanOrEqual(page.albums.length);
    const one = await ok(ep.getAlbum.response, `/api/Shared/get-album?id=${page.albums[0].AlbumID}&type=${type}`);
    expect(one.album.AlbumID).toBe(page.albums[0].AlbumID);
    expect(one.albums.every((a) => a.AlbumID !== one.album.AlbumID && a.AlbumType === type)).toBe(true);
    check(one.album);
  },
);

test('an album type other than 1 or 2 is a bad request', async () => {
  expect((await call(t.app, '/api/Shared/get-albums?page=1&type=3')).status).toBe(400);
});

test('initiative with programs', async () => {
  const r = await ok(ep.initGet.response, '/api/Shared/init-get?id=1');
  expect(r.init.InitID).toBe(1);
  expect(r.progs.length).toBeGreaterThan(0);
  expect((await call(t.app, '/api/Shared/init-get?id=999999')).status).toBe(404);
});

test('blog newest first, top and page, one article', async () => {
  const top = await ok(ep.getBlog.response, '/api/Shared/get-blog?top=5');
  expect(top.length).toBeGreaterThan(0);
  expect(top.length).toBeLessThanOrEqual(5);
  const dates = top.map((a) => Date.parse(a.PublishDate));
  expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  const page2 = await ok(ep.getBlog.response, '/api/Shared/get-blog?top=2&page=2');
  const first4 = await ok(ep.getBlog.response, '/api/Shared/get-blog?top=4');
  expect(page2.map((a) => a.ArticleID)).toEqual(first4.slice(2, 4).map((a) => a.ArticleID));
  const one = await ok(ep.getArticle.response, `/api/Shared/get-article?id=${top[0].ArticleID}`);
  expect(one.ArticleTitle_en).toBe(top[0].ArticleTitle_en);
});

test('testimonials and one testimonial, name in the requested language', async () => {
  const says = await ok(ep.getTestimonials.response, '/api/Shared/get-testimonials?top=24');
  expect(says.length).toBeGreaterThan(0);
  expect(says.length).toBeLessThanOrEqual(24);
  const en = await ok(ep.getTestimonial.response, `/api/Shared/get-testimonial?id=${says[0].TestimonialID}`);
  const { headers } = await import('./harness');
  const ar = await ok(ep.getTestimonial.response, `/api/Shared/get-testimonial?id=${says[0].TestimonialID}`, {
    headers: await headers({ lang: 'ar' }),
  });
  expect(ar.TestimonialID).toBe(en.TestimonialID);
  expect(ar.TestimonialName).toMatch(/[\u0600-\u06FF]/);
});
