import { z } from 'zod';

/** Gender (docs/product/constants.md#type-values): 1 male, 2 female. */
export const GenderSchema = z.literal([1, 2]);
