import * as z from 'zod/mini';
import { dubaiDayNumber, licenceIssues, type LicenceIssue } from '@/lib/contract/constants/licence';
import type { PlainMessageKey } from '@/lib/i18n/message-keys';
import type { LicenceInput } from '@/lib/contract/entities/licence';
import { trimmed, withoutSeparators } from './text';

/**
 * My Licence (docs/licence.md), shared by the form and /api/account/licence: the checks are licenceIssues' (the same
 * the upstream's contract runs), each issue's message a key of `licence.errors`.
 */
const LICENCE_MSG = {
  authority: 'licence.errors.authority',
  cardNumber: 'licence.errors.cardNumber',
  cardType: 'licence.errors.cardType',
  date: 'licence.errors.date',
  issueFuture: 'licence.errors.issueFuture',
  issueTooOld: 'licence.errors.issueTooOld',
  expiryBeforeIssue: 'licence.errors.expiryBeforeIssue',
  expiryTooFar: 'licence.errors.expiryTooFar',
  expiryTooOld: 'licence.errors.expiryTooOld',
  tradeLicence: 'licence.errors.tradeLicence',
} as const satisfies Record<LicenceIssue['code'], PlainMessageKey>;

const fileId = z.union([z.string().check(z.regex(/^[0-9a-fA-F-]{36}$/)), z.literal('')]);

export const LicenceFormSchema = z
  .object({
    Authority: z.string().check(z.maxLength(10)),
    CardNumber: withoutSeparators(20),
    CardType: z.string().check(z.maxLength(20)),
    /** yyyy-MM-dd (a date input's value) */
    IssueDate: z.string().check(z.maxLength(10)),
    ExpiryDate: z.string().check(z.maxLength(10)),
    EmployerTradeLicence: trimmed(40),
    CardCopy: fileId,
    Reminders: z.boolean(),
    ShareWithCompany: z.optional(z.boolean()),
  })
  .check(
    z.superRefine((v, ctx) => {
      const fields = { ...v, EmployerTradeLicence: v.EmployerTradeLicence || null };
      for (const issue of licenceIssues(fields, dubaiDayNumber(new Date())))
        ctx.addIssue({ code: 'custom', path: [issue.path], message: LICENCE_MSG[issue.code] });
    }),
  );
export type LicenceFormValues = z.input<typeof LicenceFormSchema>;
export type LicenceFormOutput = z.output<typeof LicenceFormSchema>;

/** The Licence/save-licence body from the form's values. */
export function toLicenceInput(v: LicenceFormOutput): LicenceInput {
  return {
    Authority: v.Authority,
    CardNumber: v.CardNumber,
    CardType: v.CardType,
    IssueDate: v.IssueDate,
    ExpiryDate: v.ExpiryDate,
    EmployerTradeLicence: v.EmployerTradeLicence || null,
    CardCopy: v.CardCopy || null,
    Reminders: v.Reminders,
    ShareWithCompany: v.ShareWithCompany ?? false,
  };
}
