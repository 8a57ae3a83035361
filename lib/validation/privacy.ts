import * as z from 'zod/mini';
import { MSG } from './messages';

/** My Account's consent change (marketing e-mails), shared by the form and /api/account/consents. */
export const ConsentChangeSchema = z.object({
  marketing: z.boolean(),
  source: z.enum(['profile', 'privacy']),
});

/** The account deletion: the current password, then the confirmation that the customer read what happens. */
export const DeleteAccountFormSchema = z
  .object({ password: z.string().check(z.maxLength(128)), confirm: z.boolean() })
  .check(
    z.superRefine((v, ctx) => {
      if (!v.password) ctx.addIssue({ code: 'custom', path: ['password'], message: MSG.enterPassword });
      if (!v.confirm) ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'privacy.delete.confirmRequired' });
    }),
  );
export type DeleteAccountFormValues = z.input<typeof DeleteAccountFormSchema>;
