import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { queryInt, queryIntOf } from '../primitives';
import {
  BulkOrderStudentSchema,
  GenerateOrdersRequestSchema,
  GenerateOrdersResponseSchema,
} from '../entities/bulk-order';
import {
  CertificateTypeSchema,
  CertificateVerificationSchema,
  CourseCertificateResponseSchema,
  DiplomaCertificateResponseSchema,
  InitiativeCertificateResponseSchema,
} from '../entities/certificate';
import { CourseSchema } from '../entities/course';
import { ProgramSchema } from '../entities/program';

const noQuery = z.object({});
const topQuery = z.object({ top: queryIntOf(z.number().int().min(1)) });
/** uid = the student's UniqueID; cid = CITID (course) or DiplomaRegistrationID (diploma). Unknown → 404 ('Invalid Certificate'). */
const certQuery = z.object({ uid: z.guid(), cid: queryInt() });

/** Students for the staff bulk-order page (all Selected = 0). */
export const getStudents = defineEndpoint({
  method: 'GET',
  path: 'Courses/get-students',
  summary: 'Staff: the students for a bulk order',
  query: noQuery,
  response: z.array(BulkOrderStudentSchema),
  auth: 'staff',
});
export const generateOrders = defineEndpoint({
  method: 'POST',
  path: 'Courses/generate-orders',
  summary: 'Staff: create paid orders for selected students (bulk order)',
  query: noQuery,
  body: GenerateOrdersRequestSchema,
  response: GenerateOrdersResponseSchema,
  auth: 'staff',
});
export const getFeaturedCourses = defineEndpoint({
  method: 'GET',
  path: 'Courses/get-featured-courses',
  summary: 'The featured courses of the home page',
  query: noQuery,
  response: z.array(CourseSchema),
});
/** id = CategoryId; -1 all courses, -2 the bulk-order list (courses with upcoming programs). */
export const getCourses = defineEndpoint({
  method: 'GET',
  path: 'Courses/get-courses',
  summary: 'The courses of a category (-1 all, -2 those with upcoming programs)',
  query: z.object({ id: queryInt() }),
  response: z.array(CourseSchema),
});
/** Course detail (top=1000 limits related/other/programs). Unknown id → 404. */
export const getCourse = defineEndpoint({
  method: 'GET',
  path: 'Courses/get-course',
  summary: 'One course with its programs, related and other courses',
  query: z.object({ id: queryInt(), top: queryIntOf(z.number().int().min(1)) }),
  response: z.object({
    course: CourseSchema,
    related: z.array(CourseSchema),
    other: z.array(CourseSchema),
    programs: z.array(ProgramSchema),
  }),
});
/** Upcoming programs, soonest first. */
export const getPrograms = defineEndpoint({
  method: 'GET',
  path: 'Courses/get-programs',
  summary: 'The upcoming programs, soonest first',
  query: topQuery,
  response: z.array(ProgramSchema),
});
export const getCourseCertificate = defineEndpoint({
  method: 'GET',
  path: 'Courses/get-course-certificate',
  summary: "A student's course certificate",
  query: certQuery,
  response: CourseCertificateResponseSchema,
});
export const getDiplomaCertificate = defineEndpoint({
  method: 'GET',
  path: 'Courses/get-diploma-certificate',
  summary: "A student's diploma certificate",
  query: certQuery,
  response: DiplomaCertificateResponseSchema,
});
/** id = CustomerInitiative.ID. */
export const getInitCertificate = defineEndpoint({
  method: 'GET',
  path: 'Courses/get-init-certificate',
  summary: "A student's initiative certificate",
  query: z.object({ id: queryInt(), uid: z.guid() }),
  response: InitiativeCertificateResponseSchema,
});
// beyond the spec: target of the certificate QR code (public). cid as in certQuery; for type 'init' cid = CustomerInitiative.ID.
// Not a genuine (uid, cid, type) → 404 not_found, nothing else revealed; a malformed uid/cid/type → 400.
export const verifyCertificate = defineEndpoint({
  method: 'GET',
  path: 'Courses/verify-certificate',
  summary: 'Check that a certificate is genuine',
  query: z.object({ uid: z.guid(), cid: queryInt(), type: CertificateTypeSchema }),
  response: CertificateVerificationSchema,
});

export const coursesEndpoints = {
  getStudents,
  generateOrders,
  getFeaturedCourses,
  getCourses,
  getCourse,
  getPrograms,
  getCourseCertificate,
  getDiplomaCertificate,
  getInitCertificate,
  verifyCertificate,
} as const;
