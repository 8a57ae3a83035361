import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import {
  AnswerInvitationInputSchema,
  AnswerInvitationResultSchema,
  CompanyInputSchema,
  CompanyRefSchema,
  CreateCompanyResultSchema,
  InviteAdminInputSchema,
  InviteAdminResultSchema,
  LeaveCompanyResultSchema,
  MyCompanySchema,
  StaffCompanySchema,
  VerifyCompanyInputSchema,
} from '../entities/company';

/**
 * Company accounts (an extension: docs/company.md). The upstream checks on every call that the caller is an admin of
 * the company named: a refusal is a status in `data` (`not_admin`), as for any domain outcome of an extension, and
 * changes nothing. An API without these answers 404 and the web hides My Company.
 */
const noQuery = z.object({});

export const getMyCompany = defineEndpoint({
  method: 'GET',
  path: 'Company/get-my-company',
  query: noQuery,
  response: MyCompanySchema,
  auth: 'user',
  extension: true,
  summary: "The caller's company, its admins and open invitations, and the invitations the caller received",
});

export const createCompany = defineEndpoint({
  method: 'POST',
  path: 'Company/create-company',
  query: noQuery,
  body: CompanyInputSchema,
  response: CreateCompanyResultSchema,
  auth: 'user',
  extension: true,
  summary: 'Create a company; the caller becomes its first admin',
});

export const inviteCompanyAdmin = defineEndpoint({
  method: 'POST',
  path: 'Company/invite-admin',
  query: noQuery,
  body: InviteAdminInputSchema,
  response: InviteAdminResultSchema,
  auth: 'user',
  extension: true,
  summary: "Invite a customer, by e-mail, to become one of the company's admins (admins only)",
});

export const answerCompanyInvitation = defineEndpoint({
  method: 'POST',
  path: 'Company/answer-invitation',
  query: noQuery,
  body: AnswerInvitationInputSchema,
  response: AnswerInvitationResultSchema,
  auth: 'user',
  extension: true,
  summary: 'Accept or decline an invitation to become a company admin',
});

export const leaveCompany = defineEndpoint({
  method: 'POST',
  path: 'Company/leave-company',
  query: noQuery,
  body: CompanyRefSchema,
  response: LeaveCompanyResultSchema,
  auth: 'user',
  extension: true,
  summary: 'Stop being an admin of the company (never its last admin)',
});

export const getCompanies = defineEndpoint({
  method: 'GET',
  path: 'Company/get-companies',
  query: noQuery,
  response: z.array(StaffCompanySchema),
  auth: 'staff',
  extension: true,
  summary: 'Every company, unverified first (staff)',
});

/** Verifies (or withdraws the verification of) a company. Data: the company as it now is, null when unknown. */
export const verifyCompany = defineEndpoint({
  method: 'POST',
  path: 'Company/verify-company',
  query: noQuery,
  body: VerifyCompanyInputSchema,
  response: StaffCompanySchema.nullable(),
  auth: 'staff',
  extension: true,
  summary: 'Verify a company, allowing it invoice terms (staff)',
});

export const companyEndpoints = {
  getMyCompany,
  createCompany,
  inviteCompanyAdmin,
  answerCompanyInvitation,
  leaveCompany,
  getCompanies,
  verifyCompany,
} as const;
