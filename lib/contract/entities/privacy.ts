import { z } from 'zod';
import { IdSchema, IsoDateSchema } from '../primitives';
import { AddressSchema } from './address';
import { ConsentSchema } from './consent';
import { CustomerInitiativeSchema } from './customer-initiative';
import { MyCertificateSchema } from './my-certificate';
import { OrderLineSchema, OrderSchema } from './order';
import { ProfileSchema } from './profile';
import { LicenceRecordSchema } from './licence';

/** An enquiry the customer sent while signed in (contact form, course interest). */
const ExportedEnquirySchema = z.object({
  EnquiryID: IdSchema,
  CreatedAt: IsoDateSchema,
  Name: z.string(),
  Email: z.string(),
  Phone: z.string(),
  Subject: z.string(),
  Message: z.string(),
  CourseID: IdSchema.nullable(),
});

/**
 * User/export-data (extension; UAE PDPL right of access and portability): everything the institute holds about
 * the signed-in customer, and nothing of anyone else, as one JSON document.
 */
export const DataExportSchema = z.object({
  ExportedAt: IsoDateSchema,
  Profile: ProfileSchema,
  Addresses: z.array(AddressSchema),
  Orders: z.array(OrderSchema.extend({ Items: z.array(OrderLineSchema) })),
  Certificates: z.array(MyCertificateSchema),
  Initiatives: z.array(CustomerInitiativeSchema),
  /** Every recorded choice, oldest first (the history, not only the current state). */
  Consents: z.array(ConsentSchema),
  Enquiries: z.array(ExportedEnquirySchema),
  /** The broker licence as recorded (docs/licence.md); absent from an API without the licence extension. */
  BrokerLicence: LicenceRecordSchema.nullable().optional(),
});
export type DataExport = z.infer<typeof DataExportSchema>;

/** User/delete-account body: the current password confirms the request. */
export const DeleteAccountSchema = z.object({ Password: z.string().min(1).max(128) });

/**
 * User/delete-account answer. `deleted`: the account is anonymised and every session token revoked; the
 * orders stay as tax records (`InvoicesKept` of them). `wrong_password`: nothing changed.
 */
export const DeleteAccountResultSchema = z.object({
  Status: z.enum(['deleted', 'wrong_password']),
  InvoicesKept: z.number().int().nonnegative(),
});
export type DeleteAccountResult = z.infer<typeof DeleteAccountResultSchema>;
