import { z } from 'zod';

/** Visitor counter (Shared/get-visits, Shared/visit): chosen shape, the count itself. */
export const VisitCountSchema = z.number().int().nonnegative();
