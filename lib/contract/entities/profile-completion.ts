import { z } from 'zod';
import { MissingCodeSchema } from '../constants/codes';

/**
 * User/get-profile-completion (docs/product/entities.md#accounts): progress.COMPLETED (percent 0-100) and
 * missing[].CODE (901-907, 999).
 */
export const ProfileCompletionSchema = z.object({
  progress: z.object({ COMPLETED: z.number().min(0).max(100) }),
  missing: z.array(z.object({ CODE: MissingCodeSchema })),
});
export type ProfileCompletion = z.infer<typeof ProfileCompletionSchema>;
