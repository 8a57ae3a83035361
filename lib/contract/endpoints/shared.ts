import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { AlbumTypeSchema } from '../constants/media-types';
import { IdSchema, queryInt, queryIntOf, textSchema } from '../primitives';
import { AlbumSchema } from '../entities/album';
import { ArticleSchema } from '../entities/article';
import { CategorySchema } from '../entities/category';
import { EnquiryRequestSchema } from '../entities/enquiry';
import { InitiativeSchema } from '../entities/initiative';
import { InitiativeProgramSchema } from '../entities/initiative-program';
import { InstructorCourseSchema, InstructorSchema } from '../entities/instructor';
import { PageSchema } from '../entities/page';
import { PageMetaSchema } from '../entities/page-meta';
import { PartnerSchema } from '../entities/partner';
import { SettingsSchema } from '../entities/settings';
import { SlideSchema } from '../entities/slide';
import { TestimonialSchema } from '../entities/testimonial';
import { VisitCountSchema } from '../entities/visit-count';

const noQuery = z.object({});
const byId = z.object({ id: queryInt() });
const byTop = z.object({ top: queryIntOf(z.number().int().min(1)) });

/** Records one visit (once per browser session). Chosen response: the new count. */
export const visit = defineEndpoint({
  method: 'POST',
  path: 'Shared/visit',
  summary: 'Record one visit of a browser session',
  query: noQuery,
  body: undefined,
  response: VisitCountSchema,
});
export const getVisits = defineEndpoint({
  method: 'GET',
  path: 'Shared/get-visits',
  summary: 'The number of visits so far',
  query: noQuery,
  response: VisitCountSchema,
});
export const getSettings = defineEndpoint({
  method: 'GET',
  path: 'Shared/get-settings',
  summary: 'The site settings of the institute',
  query: noQuery,
  response: SettingsSchema,
});
/** id = page key, e.g. 'home', 'courses', 'about'. */
export const getMetaTags = defineEndpoint({
  method: 'GET',
  path: 'Shared/get-meta-tags',
  summary: 'The meta tags of a page (id = page key)',
  query: z.object({ id: z.string().min(1).pipe(textSchema(100)) }),
  response: PageMetaSchema,
});
/** id = static page key, e.g. 'about', 'terms', 'privacy', 'ceo-message', 'payment-methods'. Unknown → 404. */
export const getPage = defineEndpoint({
  method: 'GET',
  path: 'Shared/get-page',
  summary: 'A static page by key (about, terms, privacy, …)',
  query: z.object({ id: z.string().min(1).pipe(textSchema(100)) }),
  response: PageSchema,
});
export const getSlider = defineEndpoint({
  method: 'GET',
  path: 'Shared/get-slider',
  summary: 'The slides of the home page',
  query: noQuery,
  response: z.array(SlideSchema),
});
export const getCategories = defineEndpoint({
  method: 'GET',
  path: 'Shared/get-categories',
  summary: 'The course categories',
  query: noQuery,
  response: z.array(CategorySchema),
});
export const getPartners = defineEndpoint({
  method: 'GET',
  path: 'Shared/get-partners',
  summary: 'The partners shown on the home page',
  query: noQuery,
  response: z.array(PartnerSchema),
});
/** Contact / course-interest enquiry. Chosen response: the success flag itself. */
export const sendMessage = defineEndpoint({
  method: 'POST',
  path: 'Shared/send-message',
  summary: 'Send a contact or course enquiry to the institute',
  query: noQuery,
  body: EnquiryRequestSchema,
  response: z.boolean(),
});
export const getInstructors = defineEndpoint({
  method: 'GET',
  path: 'Shared/get-instructors',
  summary: 'The instructors',
  query: noQuery,
  response: z.array(InstructorSchema),
});
export const getInstructor = defineEndpoint({
  method: 'GET',
  path: 'Shared/get-instructor',
  summary: 'One instructor and their courses',
  query: byId,
  response: z.object({ instructor: InstructorSchema, courses: z.array(InstructorCourseSchema) }),
});
/** page starts at 1; page size ALBUMS_PAGE_SIZE; rows.Total = all albums of the type. */
export const getAlbums = defineEndpoint({
  method: 'GET',
  path: 'Shared/get-albums',
  summary: 'A page of photo or video albums (type 1 photos, 2 videos)',
  query: z.object({ page: queryIntOf(z.number().int().min(1)), type: queryIntOf(AlbumTypeSchema) }),
  response: z.object({ albums: z.array(AlbumSchema), rows: z.object({ Total: z.number().int() }) }),
});
/** album = the requested one; albums = other albums of the same type. */
export const getAlbum = defineEndpoint({
  method: 'GET',
  path: 'Shared/get-album',
  summary: 'One album, and the other albums of its type',
  query: z.object({ id: queryInt(), type: queryIntOf(AlbumTypeSchema) }),
  response: z.object({ album: AlbumSchema, albums: z.array(AlbumSchema) }),
});
/** Initiative page: the initiative and its programs. Unknown id → 404. */
export const initGet = defineEndpoint({
  method: 'GET',
  path: 'Shared/init-get',
  summary: 'An initiative and its programs',
  query: byId,
  response: z.object({ init: InitiativeSchema, progs: z.array(InitiativeProgramSchema) }),
});
/** Initiative registration. Body chosen (spec: not shown). Data: 200 ok, 202 special, 403 full, 201/500 email error (InitRegStatus). */
export const initReg = defineEndpoint({
  method: 'POST',
  path: 'Shared/init-reg',
  summary: 'Register for an initiative',
  query: noQuery,
  body: z.object({ programId: IdSchema }),
  response: z.number().int(),
  auth: 'user',
});
/** Latest published articles first. `page` (beyond the spec, optional, 1-based) pages by `top`; more may exist while a page is full. */
export const getBlog = defineEndpoint({
  method: 'GET',
  path: 'Shared/get-blog',
  summary: 'The latest published articles',
  query: byTop.extend({ page: queryIntOf(z.number().int().min(1)).optional() }),
  response: z.array(ArticleSchema),
});
export const getArticle = defineEndpoint({
  method: 'GET',
  path: 'Shared/get-article',
  summary: 'One article',
  query: byId,
  response: ArticleSchema,
});
export const getTestimonial = defineEndpoint({
  method: 'GET',
  path: 'Shared/get-testimonial',
  summary: 'One testimonial',
  query: byId,
  response: TestimonialSchema,
});
export const getTestimonials = defineEndpoint({
  method: 'GET',
  path: 'Shared/get-testimonials',
  summary: 'The latest testimonials',
  query: byTop,
  response: z.array(TestimonialSchema),
});

export const sharedEndpoints = {
  visit,
  getVisits,
  getSettings,
  getMetaTags,
  getPage,
  getSlider,
  getCategories,
  getPartners,
  sendMessage,
  getInstructors,
  getInstructor,
  getAlbums,
  getAlbum,
  initGet,
  initReg,
  getBlog,
  getArticle,
  getTestimonial,
  getTestimonials,
} as const;
