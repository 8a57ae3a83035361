import { z } from 'zod';
import { FileIdSchema, HtmlSchema } from '../primitives';

/** Site settings (docs/product/entities.md#settings). Social links are URL strings, null when not configured. */
export const SettingsSchema = z.object({
  EmailAddress: z.string(),
  PhoneNumber: z.string(),
  POBox: z.string().nullable(),
  /**
   * Contract extension field (not in the institute's API): the P.O. box in Arabic. Absent or empty on an API
   * without it: POBox is shown in both languages.
   */
  POBox_ar: z
    .string()
    .nullable()
    .optional()
    .meta({ description: 'Extension: the P.O. box in Arabic; POBox is shown when absent.' }),
  /** Chosen name (spec: "TheAddress", bilingual). */
  TheAddress_en: z.string().nullable(),
  TheAddress_ar: z.string().nullable(),
  /** Iframe markup (or null when no map is configured). */
  GoogleMapIframe: HtmlSchema.nullable(),
  WhatsappLink: z.string().nullable(),
  /** File id of the training calendar; EMPTY_FILE_ID when none. */
  TrainingCalendar: FileIdSchema,
  // Chosen names (spec: "the social links"): one nullable URL per network.
  Facebook: z.string().nullable(),
  Instagram: z.string().nullable(),
  Twitter: z.string().nullable(),
  Youtube: z.string().nullable(),
  AndroidApp: z.string().nullable(),
  IosApp: z.string().nullable(),
  Linkedin: z.string().nullable(),
  Tiktok: z.string().nullable(),
  Snapchat: z.string().nullable(),
  // ---- Contract extensions: the supplier printed on tax invoices and e-invoices (FTA: its name and TRN).
  InstituteName_en: z.string().optional(),
  InstituteName_ar: z.string().optional(),
  /** The institute's Tax Registration Number (15 digits). */
  TRN: z.string().optional(),
});
export type Settings = z.infer<typeof SettingsSchema>;

/** Social link keys in display order. */
export const SOCIAL_LINK_KEYS = [
  'Facebook',
  'Instagram',
  'Twitter',
  'Youtube',
  'AndroidApp',
  'IosApp',
  'Linkedin',
  'Tiktok',
  'Snapchat',
] as const satisfies readonly (keyof Settings)[];
export type SocialLinkKey = (typeof SOCIAL_LINK_KEYS)[number];
