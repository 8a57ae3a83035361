import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import {
  AnswerSeatInputSchema,
  AnswerSeatResultSchema,
  AssignSeatsInputSchema,
  AssignSeatsResultSchema,
  ChangeSeatInputSchema,
  ChangeSeatResultSchema,
  CompanySeatsSchema,
  MySeatInvitationsSchema,
  SeatInvitationResultSchema,
  SeatTotalsSchema,
} from '../entities/company-seats';
import { queryPositiveInt } from '../primitives';

/**
 * Company seats (an extension: docs/company.md "Assigning seats"). Admin calls check, in the database and on every
 * request, that the caller is an admin of `CompanyID` (staff may read any company); a refusal is a `Status` in `data`
 * and changes nothing. An API without these answers 404 and the web hides the Seats area and seat invitations.
 */
const noQuery = z.object({});

export const getCompanySeats = defineEndpoint({
  method: 'GET',
  path: 'CompanySeats/get-seats',
  query: z.object({ CompanyID: queryPositiveInt() }),
  response: CompanySeatsSchema,
  auth: 'user',
  extension: true,
  summary: "The company's seats per program, with their counts (the company's admins, or staff)",
});

export const assignCompanySeats = defineEndpoint({
  method: 'POST',
  path: 'CompanySeats/assign-seats',
  query: noQuery,
  body: AssignSeatsInputSchema,
  response: AssignSeatsResultSchema,
  auth: 'user',
  extension: true,
  summary: 'Assign open seats of one program to agents by e-mail; a result per row, each row whole or not at all',
});

export const changeCompanySeat = defineEndpoint({
  method: 'POST',
  path: 'CompanySeats/change-seat',
  query: noQuery,
  body: ChangeSeatInputSchema,
  response: ChangeSeatResultSchema,
  auth: 'user',
  extension: true,
  summary: 'Unassign a seat, or reassign it to another agent, until the change deadline (admins)',
});

export const getMySeatInvitations = defineEndpoint({
  method: 'GET',
  path: 'CompanySeats/get-my-invitations',
  query: noQuery,
  response: MySeatInvitationsSchema,
  auth: 'user',
  extension: true,
  summary: "Seats offered to the caller's e-mail, not answered yet",
});

export const getSeatInvitation = defineEndpoint({
  method: 'GET',
  path: 'CompanySeats/get-invitation',
  query: z.object({ Token: z.guid() }),
  response: SeatInvitationResultSchema,
  auth: 'user',
  extension: true,
  summary: "The seat invitation of an e-mailed link (only the invited e-mail's account sees it)",
});

export const answerSeatInvitation = defineEndpoint({
  method: 'POST',
  path: 'CompanySeats/answer-invitation',
  query: noQuery,
  body: AnswerSeatInputSchema,
  response: AnswerSeatResultSchema,
  auth: 'user',
  extension: true,
  summary: "Accept (the agent's own booking is made) or decline a seat",
});

export const getSeatTotals = defineEndpoint({
  method: 'GET',
  path: 'CompanySeats/get-seat-totals',
  query: noQuery,
  response: SeatTotalsSchema,
  auth: 'staff',
  extension: true,
  summary: 'Seats bought vs assigned, per company and program (staff dashboard)',
});

export const companySeatsEndpoints = {
  getCompanySeats,
  assignCompanySeats,
  changeCompanySeat,
  getMySeatInvitations,
  getSeatInvitation,
  answerSeatInvitation,
  getSeatTotals,
} as const;
