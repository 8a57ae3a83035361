import { z } from 'zod';

/** Gender (spec 3, 9): 1 male, 2 female. */
export const Gender = { Male: 1, Female: 2 } as const;
export const GenderSchema = z.literal([1, 2]);
export type GenderId = z.infer<typeof GenderSchema>;
