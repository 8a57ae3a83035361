// Courses/*, AcademicPrograms/* and MambershipsAndBooks/* reads parse with the contract and keep their rules.
import { z } from 'zod';
import * as ap from '../../../lib/contract/endpoints/academic-programs';
import * as courses from '../../../lib/contract/endpoints/courses';
import * as mem from '../../../lib/contract/endpoints/memberships-and-books';
import { call, createTestApp, type TestContext } from './harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(async () => {
  await t?.close();
});

async function ok<S extends z.ZodType>(schema: S, pathAndQuery: string): Promise<z.output<S>> {
  const r = await call(t.app, pathAndQuery);
  if (r.status !== 200) throw new Error(`${pathAndQuery} → ${r.status} ${JSON.stringify(r.json)}`);
  const parsed = schema.safeParse(r.json.data);
  if (!parsed.success)
    throw new Error(`${pathAndQuery} does not match the contract: ${JSON.stringify(parsed.error.issues.slice(0, 5))}`);
  return parsed.data;
}

test('featured courses and the course lists', async () => {
  const featured = await ok(courses.getFeaturedCourses.response, '/api/Courses/get-featured-courses');
  expect(featured.length).toBeGreaterThan(0);
  const all = await ok(courses.getCourses.response, '/api/Courses/get-courses?id=-1');
  expect(all.length).toBeGreaterThanOrEqual(featured.length);
  const catId = all[0].CategoryId;
  const ofCat = await ok(courses.getCourses.response, `/api/Courses/get-courses?id=${catId}`);
  expect(ofCat.length).toBeGreaterThan(0);
  expect(ofCat.every((c) => c.CategoryId === catId)).toBe(true);
  const bulk = await ok(courses.getCourses.response, '/api/Courses/get-courses?id=-2');
  expect(bulk.length).toBeGreaterThan(0);
  expect(bulk.length).toBeLessThanOrEqual(all.length);
});

test('course detail: course, related, other, upcoming programs with instructor names', async () => {
  const programs = await ok(courses.getPrograms.response, '/api/Courses/get-programs?top=1000');
  const id = programs[0].ProductId;
  const d = await ok(courses.getCourse.response, `/api/Courses/get-course?id=${id}&top=1000`);
  expect(d.course.ProductId).toBe(id);
  expect(d.course.ProductDescription_en).toBeTruthy();
  expect(d.related.every((c) => c.CategoryId === d.course.CategoryId && c.ProductId !== id)).toBe(true);
  expect(d.other.every((c) => c.CategoryId !== d.course.CategoryId)).toBe(true);
  expect(d.programs.length).toBeGreaterThan(0);
  expect(d.programs.every((p) => p.ProductId === id)).toBe(true);
  // Instructor names come from the instructors table.
  const { headers } = await import('./harness');
  const names = (await call(t.app, '/api/Shared/get-instructors', { headers: await headers() })).json.data.map(
    (i: { InstructorName_en: string }) => i.InstructorName_en,
  );
  const withNames = d.programs.filter((p) => p.InstructorIDs_en);
  expect(withNames.length).toBeGreaterThan(0);
  for (const p of withNames) for (const n of p.InstructorIDs_en!.split(', ')) expect(names).toContain(n);
  expect((await call(t.app, '/api/Courses/get-course?id=999999&top=1000')).status).toBe(404);
  expect((await call(t.app, '/api/Courses/get-course?id=abc&top=1000')).status).toBe(400);
});

test('programs are upcoming only, soonest first, capped by top', async () => {
  const list = await ok(courses.getPrograms.response, '/api/Courses/get-programs?top=1000');
  const now = Date.now();
  expect(list.every((p) => Date.parse(p.StartDate_DESC) >= now - 1000)).toBe(true);
  const starts = list.map((p) => Date.parse(p.StartDate_DESC));
  expect([...starts].sort((a, b) => a - b)).toEqual(starts);
  expect(await ok(courses.getPrograms.response, '/api/Courses/get-programs?top=4')).toHaveLength(4);
});

test('diplomas and a diploma with its courses', async () => {
  const list = await ok(ap.getDiplomas.response, '/api/AcademicPrograms/get-diplomas');
  expect(list.length).toBeGreaterThan(0);
  const d = await ok(ap.getDiploma.response, `/api/AcademicPrograms/get-diploma?id=${list[0].DiplomaID}`);
  expect(d.courses).toHaveLength(d.diploma.COURSES_COUNT);
  expect(d.diploma.DiplomaDesc_en).toBeTruthy();
  expect((await call(t.app, '/api/AcademicPrograms/get-diploma?id=999999')).status).toBe(404);
});

test('memberships (type 0) and books (type 1)', async () => {
  const ms = await ok(mem.getMembershipsAndBooks.response, '/api/MambershipsAndBooks/get-memberships-and-books?type=0');
  const bs = await ok(mem.getMembershipsAndBooks.response, '/api/MambershipsAndBooks/get-memberships-and-books?type=1');
  expect(ms.length).toBeGreaterThan(0);
  expect(bs.length).toBeGreaterThan(0);
  expect(ms.every((m) => !m.IsBook)).toBe(true);
  expect(bs.every((b) => b.IsBook)).toBe(true);
});
