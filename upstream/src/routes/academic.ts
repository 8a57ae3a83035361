// AcademicPrograms/* and MambershipsAndBooks/* endpoints (docs/product/contract.md#endpoints).
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as academicEp from '@shared/contract/endpoints/academic-programs';
import * as memEp from '@shared/contract/endpoints/memberships-and-books';
import { mount } from '../http/endpoint';
import { notFound } from '../http/errors';
import type { AppEnv, Deps } from '../http/types';
import { getDiploma, listDiplomas, listMemberships } from '../services/academic';

export function registerAcademic(app: OpenAPIHono<AppEnv>, { db }: Deps) {
  mount(app, academicEp.getDiplomas, async () => listDiplomas(db));
  mount(app, academicEp.getDiploma, async ({ query }) => {
    const d = await getDiploma(db, query.id);
    if (!d) throw notFound();
    return d;
  });
  mount(app, memEp.getMembershipsAndBooks, async ({ query }) => listMemberships(db, query.type === 1));
}
