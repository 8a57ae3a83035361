import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { queryIntOf } from '../primitives';
import { ExpiringLicenceSchema, LicenceInputSchema, LicenceSchema } from '../entities/licence';

/**
 * The broker licence (an extension: docs/licence.md). An API without these answers 404 and the web hides My Licence
 * and its menu entry. Reminder e-mails need no endpoint: the API sends them itself (docs/adr/0001).
 */
const noQuery = z.object({});

/** Staff lists at most this many days ahead. */
export const EXPIRING_MAX_DAYS = 730;

/** The caller's licence with its timeline, or null when none is recorded. */
export const getLicence = defineEndpoint({
  method: 'GET',
  path: 'Licence/get-licence',
  query: noQuery,
  response: LicenceSchema.nullable(),
  auth: 'user',
  extension: true,
  summary: "The customer's broker licence and its renewal timeline",
});

/** Records or replaces the caller's licence; answers it with its timeline. A new expiry date starts new reminders. */
export const saveLicence = defineEndpoint({
  method: 'POST',
  path: 'Licence/save-licence',
  query: noQuery,
  body: LicenceInputSchema,
  response: LicenceSchema,
  auth: 'user',
  extension: true,
  summary: "Record the customer's broker licence",
});

/** Forgets the caller's licence (its reminders stop). 1, also when there was none. */
export const deleteLicence = defineEndpoint({
  method: 'POST',
  path: 'Licence/delete-licence',
  query: noQuery,
  body: z.object({}),
  response: z.literal(1),
  auth: 'user',
  extension: true,
  summary: "Forget the customer's broker licence",
});

/** Staff: customers whose cards expire within `days` days (expired ones not included), soonest first. */
export const expiringLicences = defineEndpoint({
  method: 'GET',
  path: 'Licence/expiring',
  query: z.object({ days: queryIntOf(z.number().int().min(1).max(EXPIRING_MAX_DAYS)) }),
  response: z.array(ExpiringLicenceSchema),
  auth: 'staff',
  extension: true,
  summary: 'Customers whose broker cards expire within N days (staff)',
});

export const licenceEndpoints = { getLicence, saveLicence, deleteLicence, expiringLicences } as const;
