import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { ConsentSchema, SetConsentsSchema } from '../entities/consent';
import { DataExportSchema, DeleteAccountResultSchema, DeleteAccountSchema } from '../entities/privacy';

// Personal data (UAE PDPL), extensions of the institute's API: consents, the data export, the account deletion.
const noQuery = z.object({});

/** The current state of each consent kind that has a record (a kind never recorded is absent). */
export const getConsents = defineEndpoint({
  method: 'GET',
  path: 'User/get-consents',
  query: noQuery,
  response: z.array(ConsentSchema),
  auth: 'user',
  extension: true,
  summary: 'Current consent of each kind (terms, privacy, marketing), with time and version',
});

/** Records choices (each kept in the history with the time); answers the current state as get-consents. */
export const setConsents = defineEndpoint({
  method: 'POST',
  path: 'User/set-consents',
  query: noQuery,
  body: SetConsentsSchema,
  response: z.array(ConsentSchema),
  auth: 'user',
  extension: true,
  summary: 'Record consent choices (sign-up, profile, privacy page)',
});

export const exportData = defineEndpoint({
  method: 'GET',
  path: 'User/export-data',
  query: noQuery,
  response: DataExportSchema,
  auth: 'user',
  extension: true,
  summary: "All of the caller's data as one JSON document",
});

/**
 * Deletes the caller's account: personal fields erased, uploads, addresses, cart, consents and enquiries
 * removed, certificates withdrawn, every token revoked; orders kept (without a link to a person beyond the
 * name, address and TRN printed on their invoices) for the tax records period.
 */
export const deleteAccount = defineEndpoint({
  method: 'POST',
  path: 'User/delete-account',
  query: noQuery,
  body: DeleteAccountSchema,
  response: DeleteAccountResultSchema,
  auth: 'user',
  extension: true,
  summary: 'Delete (anonymise) the caller’s account; invoices are kept as tax law requires',
});

export const privacyEndpoints = { getConsents, setConsents, exportData, deleteAccount } as const;
