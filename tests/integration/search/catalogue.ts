// The seeded catalogue of the real upstream (in-process, PGlite), read through the contract's endpoints and schemas:
// the same data the web's cached reads give lib/search/server.ts.
import type { z } from 'zod';
import * as ap from '../../../lib/contract/endpoints/academic-programs';
import * as courses from '../../../lib/contract/endpoints/courses';
import * as mem from '../../../lib/contract/endpoints/memberships-and-books';
import * as shared from '../../../lib/contract/endpoints/shared';
import { BLOG_PAGE_SIZE } from '../../../lib/contract/constants/limits';
import { STATIC_PAGE_IDS } from '../../../lib/routes';
import type { SearchCatalogue } from '../../../lib/search/documents';
import { call, type TestContext } from '../upstream/harness';

async function read<S extends z.ZodType>(t: TestContext, schema: S, pathAndQuery: string): Promise<z.output<S>> {
  const r = await call(t.app, pathAndQuery);
  if (r.status !== 200) throw new Error(`${pathAndQuery} → ${r.status}`);
  return schema.parse(r.json.data);
}

export async function seededCatalogue(t: TestContext): Promise<SearchCatalogue> {
  const articles = [];
  for (let page = 1; ; page++) {
    const batch = await read(t, shared.getBlog.response, `/api/Shared/get-blog?top=${BLOG_PAGE_SIZE}&page=${page}`);
    articles.push(...batch);
    if (batch.length < BLOG_PAGE_SIZE) break;
  }
  return {
    courses: await read(t, courses.getCourses.response, '/api/Courses/get-courses?id=-1'),
    diplomas: await read(t, ap.getDiplomas.response, '/api/AcademicPrograms/get-diplomas'),
    programs: await read(t, courses.getPrograms.response, '/api/Courses/get-programs?top=1000'),
    instructors: await read(t, shared.getInstructors.response, '/api/Shared/get-instructors'),
    articles,
    pages: await Promise.all(
      STATIC_PAGE_IDS.map(async (id) => ({
        id,
        page: await read(t, shared.getPage.response, `/api/Shared/get-page?id=${id}`),
      })),
    ),
    books: await read(
      t,
      mem.getMembershipsAndBooks.response,
      '/api/MambershipsAndBooks/get-memberships-and-books?type=1',
    ),
    memberships: await read(
      t,
      mem.getMembershipsAndBooks.response,
      '/api/MambershipsAndBooks/get-memberships-and-books?type=0',
    ),
  };
}
