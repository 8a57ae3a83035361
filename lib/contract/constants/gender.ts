import { z } from 'zod';

/** Gender (docs/product/constants.md#type-values): 1 male, 2 female. */
export const Gender = { Male: 1, Female: 2 } as const;
export const GenderSchema = z.literal([1, 2]);
export type GenderId = z.infer<typeof GenderSchema>;
