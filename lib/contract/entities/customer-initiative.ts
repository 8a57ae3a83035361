import { z } from 'zod';
import { IdSchema, IsoDateSchema, LangSchema, LinkSchema } from '../primitives';

/**
 * An initiative registration of the signed-in customer (User/get-customer-inits), docs/product/entities.md#initiative.
 */
export const CustomerInitiativeSchema = z.object({
  /** Registration id (the certificate shows InitID-ID). */
  ID: IdSchema,
  /** Chosen addition: the initiative id, for the certificate link. */
  InitID: IdSchema,
  Link: LinkSchema,
  /** Bilingual like Initiative. */
  InitTitle_en: z.string(),
  InitTitle_ar: z.string(),
  StartDate: IsoDateSchema,
  EndDate: IsoDateSchema,
  TimeSlot_form: z.string(),
  TimeSlot_to: z.string(),
  /** Spec "InitLocation", bilingual like CourseLocation_en/ar. */
  InitLocation_en: z.string().nullable(),
  InitLocation_ar: z.string().nullable(),
  HasCert: z.boolean(),
  /** Chosen addition: the certificate page when HasCert, `/pdf/init-cert?id=<ID>&uid=<uid>&lang=<PageLanguage>` (under /{lang}/), else null. */
  InitCertDownloadLink: LinkSchema.nullable(),
  /** Language of the initiative (and its certificate). */
  PageLanguage: LangSchema,
});
export type CustomerInitiative = z.infer<typeof CustomerInitiativeSchema>;
