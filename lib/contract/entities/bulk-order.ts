import { z } from 'zod';
import { IdSchema, MoneySchema, UuidSchema, ZeroOneSchema } from '../primitives';

/**
 * Bulk-order student (Courses/get-students), docs/product/entities.md#bulk-order-student. Chosen names: UniqueID,
 * DisplayText, Selected.
 */
export const BulkOrderStudentSchema = z.object({
  UniqueID: UuidSchema,
  /** e.g. "Ahmed Al Mansoori - ahmed@example.ae - 501234567"; the search matches on it. */
  DisplayText: z.string(),
  /** 0 not selected, 1 selected. */
  Selected: ZeroOneSchema,
});
export type BulkOrderStudent = z.infer<typeof BulkOrderStudentSchema>;

/** Courses/generate-orders body (docs/product/commerce.md#staff-bulk-orders). */
export const GenerateOrdersRequestSchema = z.object({
  /** PriceOptionID. */
  programId: IdSchema,
  programPrice: MoneySchema.nonnegative().max(10_000_000),
  withExam: z.boolean(),
  examPrice: MoneySchema.nonnegative().max(10_000_000),
  paid: z.boolean(),
  /** UniqueIDs of the selected students. */
  students: z.array(UuidSchema).min(1).max(2000),
});
export type GenerateOrdersRequest = z.infer<typeof GenerateOrdersRequestSchema>;

/** Courses/generate-orders data: `data` holds the error message on failure (null on success). */
export const GenerateOrdersResponseSchema = z.object({
  success: z.boolean(),
  data: z.string().nullable(),
});
export type GenerateOrdersResponse = z.infer<typeof GenerateOrdersResponseSchema>;
