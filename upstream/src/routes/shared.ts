// Shared/* endpoints (docs/product/contract.md#endpoints): site settings, pages, media, blog, instructors, initiatives,
// enquiries, visits.
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as ep from '@shared/contract/endpoints/shared';
import { mount } from '../http/endpoint';
import { notFound } from '../http/errors';
import type { AppEnv, Deps } from '../http/types';
import * as editorial from '../services/editorial';
import { submitEnquiry } from '../services/enquiries';
import { getInitiative, registerForProgram } from '../services/initiatives';
import { getInstructor, listInstructors } from '../services/people';
import * as site from '../services/site';
import { listCategories } from '../services/catalog';

const found = <T>(v: T | null): T => {
  if (v === null) throw notFound();
  return v;
};

export function registerShared(app: OpenAPIHono<AppEnv>, { db, mailer, clock, config, jobs }: Deps) {
  mount(app, ep.visit, async ({ c }) => site.recordVisit(db, c.get('auth').deviceId, clock()));
  mount(app, ep.getVisits, async () => site.visitCount(db));
  mount(app, ep.getSettings, async () =>
    found(await site.getSettings(db, { extensions: config.extensions, trn: config.institute.trn })),
  );
  mount(app, ep.getMetaTags, async ({ query }) => found(await site.getPageMeta(db, query.id)));
  mount(app, ep.getPage, async ({ query }) => found(await site.getPage(db, query.id)));
  mount(app, ep.getSlider, async () => site.listSlides(db));
  mount(app, ep.getCategories, async () => listCategories(db));
  mount(app, ep.getPartners, async () => site.listPartners(db));
  mount(app, ep.sendMessage, async ({ body, c }) => submitEnquiry(db, mailer, body, c.get('auth').userId, clock()));
  mount(app, ep.getInstructors, async () => listInstructors(db));
  mount(app, ep.getInstructor, async ({ query }) => found(await getInstructor(db, query.id)));
  mount(app, ep.getAlbums, async ({ query }) => editorial.listAlbums(db, query.type, query.page));
  mount(app, ep.getAlbum, async ({ query }) => found(await editorial.getAlbum(db, query.id, query.type)));
  mount(app, ep.initGet, async ({ query }) => found(await getInitiative(db, query.id)));
  mount(app, ep.initReg, async ({ body, c }) => {
    const who = c.get('auth');
    const result = found(await registerForProgram(db, mailer, who.userId!, body.programId, who.lang, clock()));
    jobs.kick(); // the calendar invitation
    return result;
  });
  mount(app, ep.getBlog, async ({ query, c }) => {
    // Beyond the contract's `top`: an optional 1-based `page` of `top` articles.
    const page = Math.max(1, Math.floor(Number(c.req.query('page') ?? 1)) || 1);
    return editorial.listArticles(db, clock(), query.top, page);
  });
  mount(app, ep.getArticle, async ({ query }) => found(await editorial.getArticle(db, query.id)));
  mount(app, ep.getTestimonial, async ({ query, c }) =>
    found(await editorial.getTestimonial(db, query.id, c.get('auth').lang)),
  );
  mount(app, ep.getTestimonials, async ({ query, c }) => editorial.listTestimonials(db, query.top, c.get('auth').lang));
}
