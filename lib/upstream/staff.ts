import 'server-only';
import * as contract from '@/lib/contract';
import type { GenerateOrdersRequest } from '@/lib/contract';
import { BULK_COURSES_ID, PROGRAMS_LIMIT } from '@/lib/contract/constants/limits';
import { upstreamFetch, type CallerContext } from './client';

/**
 * The staff bulk-order calls (docs/product/contract.md#endpoints, docs/product/validation.md#bulk-order). Made with the
 * staff session's context: the upstream answers 403 to anyone else. Not cached (staff only, a handful of reads).
 */

/** Courses/get-courses with id -2: the courses the bulk-order page offers. */
export const getBulkCourses = (ctx: CallerContext) =>
  upstreamFetch(contract.getCourses, { query: { id: BULK_COURSES_ID }, ctx });

/** Every upcoming program (up to 1000); the page filters them by the chosen course. */
export const getBulkPrograms = (ctx: CallerContext) =>
  upstreamFetch(contract.getPrograms, { query: { top: PROGRAMS_LIMIT }, ctx });

export const getStudents = (ctx: CallerContext) => upstreamFetch(contract.getStudents, { ctx });

/** System/mail-health (extension): e-mails stuck in sending past their lease, and failed ones. */
export const getMailHealth = (ctx: CallerContext) => upstreamFetch(contract.mailHealth, { ctx });

/** `{ success, data }`: data holds the server's error text on failure. */
export const generateOrders = (body: GenerateOrdersRequest, ctx: CallerContext) =>
  upstreamFetch(contract.generateOrders, { body, ctx, timeoutMs: 60_000 });
