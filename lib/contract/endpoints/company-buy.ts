import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import {
  AddTeamLineInputSchema,
  AddTeamLineResultSchema,
  MarkTeamOrderPaidInputSchema,
  MarkTeamOrderPaidResultSchema,
  SubmitTeamOrderInputSchema,
  SubmitTeamOrderResultSchema,
  TeamCartSchema,
} from '../entities/company-buy';

/**
 * Buying seats for a team (an extension: docs/company.md#buying-seats). The upstream checks on every call, in the
 * database, that the caller is an admin of the company; refusals are a Status in `data` and change nothing. The team
 * lines live in the caller's cart (Cart/get-cart shows them with their totals; Cart/delete-from-cart removes one); a
 * cart holds personal lines or team lines, never both. An API without these answers 404 and the web hides "Buy for
 * my team".
 */
const noQuery = z.object({});

export const addTeamLine = defineEndpoint({
  method: 'POST',
  path: 'Company/add-team-line',
  query: noQuery,
  body: AddTeamLineInputSchema,
  response: AddTeamLineResultSchema,
  auth: 'user',
  extension: true,
  summary: "Put N seats of a program, exam, diploma or membership in the cart for the caller's company",
});

export const getTeamCart = defineEndpoint({
  method: 'GET',
  path: 'Company/get-team-cart',
  query: noQuery,
  response: TeamCartSchema,
  auth: 'user',
  extension: true,
  summary: "The team lines of the caller's cart: seats, price per seat, volume tier, and the company's terms",
});

export const submitTeamOrder = defineEndpoint({
  method: 'POST',
  path: 'Company/submit-team-order',
  query: noQuery,
  body: SubmitTeamOrderInputSchema,
  response: SubmitTeamOrderResultSchema,
  auth: 'user',
  extension: true,
  summary: 'Place the order of a team cart: card, pay later, or bank transfer on net terms with a PO number',
});

export const markTeamOrderPaid = defineEndpoint({
  method: 'POST',
  path: 'Company/mark-team-order-paid',
  query: noQuery,
  body: MarkTeamOrderPaidInputSchema,
  response: MarkTeamOrderPaidResultSchema,
  auth: 'staff',
  extension: true,
  summary: "Record that a company's bank transfer arrived: the order is paid (staff)",
});

export const companyBuyEndpoints = { addTeamLine, getTeamCart, submitTeamOrder, markTeamOrderPaid } as const;
