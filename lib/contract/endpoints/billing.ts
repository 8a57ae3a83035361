import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { BillingDetailsInputSchema, BillingDetailsSchema } from '../entities/billing';

/**
 * Contract extensions: the signed-in customer's billing details (entities/billing.ts). CompanyName and TRN are the
 * profile's own fields; an order copies the details it was submitted with (Order.BillingAddress, TradeLicenseNumber).
 */
export const getBillingDetails = defineEndpoint({
  method: 'GET',
  path: 'User/get-billing-details',
  query: z.object({}),
  response: BillingDetailsSchema,
  auth: 'user',
  summary: "The customer's billing address and company details (printed on tax invoices).",
  extension: true,
});

/** Replaces the billing details; answers them as saved. A TRN that is not 15 digits is refused (400). */
export const setBillingDetails = defineEndpoint({
  method: 'POST',
  path: 'User/set-billing-details',
  query: z.object({}),
  body: BillingDetailsInputSchema,
  response: BillingDetailsSchema,
  auth: 'user',
  summary: "Saves the customer's billing address and company details.",
  extension: true,
});

export const billingEndpoints = { getBillingDetails, setBillingDetails } as const;
