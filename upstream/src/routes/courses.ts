// Courses/* catalogue endpoints (docs/product/contract.md#endpoints). Certificates and bulk orders come with the
// account features.
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as ep from '@shared/contract/endpoints/courses';
import { mount } from '../http/endpoint';
import { mayReadDocumentsOf } from '../http/document-reader';
import { notFound } from '../http/errors';
import type { AppEnv, Auth, Deps } from '../http/types';
import * as catalog from '../services/catalog';
import * as bulk from '../services/commerce/bulk';
import * as certificates from '../services/certificates';

/** get-courses?id=-2: the bulk-order list, courses that have upcoming programs. */
const BULK_ORDER_COURSES = -2;

export function registerCourses(app: OpenAPIHono<AppEnv>, { db, clock }: Deps) {
  // Staff only (the contract marks them auth 'staff': a customer gets 403 forbidden).
  mount(app, ep.getStudents, async () => bulk.listStudents(db));
  mount(app, ep.generateOrders, async ({ body, c }) =>
    bulk.generateOrders(db, c.get('auth').userId as string, body, c.get('auth').lang, clock()),
  );
  mount(app, ep.getFeaturedCourses, async () => catalog.listFeaturedCourses(db));
  mount(app, ep.getCourses, async ({ query }) => {
    if (query.id === BULK_ORDER_COURSES) {
      const upcoming = new Set(
        (await catalog.listUpcomingPrograms(db, clock(), { top: 100_000 })).map((p) => p.ProductId),
      );
      return (await catalog.listCourses(db, -1)).filter((c) => upcoming.has(c.ProductId));
    }
    return catalog.listCourses(db, query.id);
  });
  mount(app, ep.getCourse, async ({ query }) => {
    const course = await catalog.getCourse(db, query.id);
    if (!course) throw notFound();
    const [{ related, other }, programs] = await Promise.all([
      catalog.relatedAndOther(db, course, query.top),
      catalog.listUpcomingPrograms(db, clock(), { courseId: course.ProductId, top: query.top }),
    ]);
    return { course, related, other, programs };
  });
  mount(app, ep.getPrograms, async ({ query }) => catalog.listUpcomingPrograms(db, clock(), { top: query.top }));
  // Certificates: a (uid, cid|id) pair that is not one live certificate is a plain 404, whatever the reason.
  const cert = <T>(v: T | null): T => {
    if (v === null) throw notFound();
    return v;
  };
  // A signed-in caller reads only their own, unless their role in our records is staff (see document-reader.ts).
  const reader = (auth: Auth, uid: string) => {
    if (!mayReadDocumentsOf(auth, uid)) throw notFound();
  };
  mount(app, ep.getCourseCertificate, async ({ query, c }) => {
    reader(c.get('auth'), query.uid);
    return cert(await certificates.getCourseCertificate(db, query.uid, query.cid));
  });
  mount(app, ep.getDiplomaCertificate, async ({ query, c }) => {
    reader(c.get('auth'), query.uid);
    return cert(await certificates.getDiplomaCertificate(db, query.uid, query.cid));
  });
  mount(app, ep.getInitCertificate, async ({ query, c }) => {
    reader(c.get('auth'), query.uid);
    return cert(await certificates.getInitCertificate(db, query.uid, query.id));
  });
  mount(app, ep.verifyCertificate, async ({ query }) =>
    cert(await certificates.verifyCertificate(db, query.uid, query.cid, query.type)),
  );
}
