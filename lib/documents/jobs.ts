import 'server-only';
import { z } from 'zod';
import type { CallerContext, UpstreamError } from '@/lib/upstream/client';
import * as documents from '@/lib/upstream/documents';
import { getSettings } from '@/lib/upstream/shared';
import type { PdfJob } from '@/lib/pdf/render-core';
import type { InstituteSettings } from '@/lib/pdf/institute';
import type { DocLang, PdfLogo } from '@/lib/pdf/types';
import { settings } from '@/lib/settings';

/**
 * The six printable documents: their query (docs/product/screens.md#printable-documents), how they are loaded from the
 * upstream and turned into a lib/pdf job, and their file names. The contract's payloads are lib/pdf inputs as they are
 * (lib/pdf/types.ts checks that at compile time); what is added here: the institute's settings, the logos as image data
 * URLs, the QR target (SITE_URL) and the preview flag.
 */

export type DocumentKind =
  'invoice' | 'receipt' | 'credit-note' | 'course-certificate' | 'diploma-certificate' | 'init-cert';

/** `preview`: present and not 0/false/no → true (`?preview`, `?preview=1`, `?preview=true`). */
const flag = z
  .string()
  .optional()
  .transform((v) => v !== undefined && !/^(0|false|no|off)$/i.test(v.trim()));
const uid = z.guid();
const id = z.coerce.number<string>().int().positive().max(2_147_483_647);
const oid = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\w-]+$/);

const QUERY_SCHEMAS = {
  invoice: z.object({ oid, uid }),
  receipt: z.object({ oid, uid }),
  'credit-note': z.object({ oid, uid }),
  'course-certificate': z.object({ cid: id, uid, preview: flag }),
  'diploma-certificate': z.object({ cid: id, uid, preview: flag }),
  'init-cert': z.object({ id, uid, lang: z.enum(['en', 'ar']).optional().catch(undefined), preview: flag }),
} as const;

export type DocumentQuery<K extends DocumentKind> = z.output<(typeof QUERY_SCHEMAS)[K]>;

/** The query of a document, or null when it is malformed (answered like an unknown document: 404). */
export function parseDocumentQuery<K extends DocumentKind>(kind: K, params: URLSearchParams): DocumentQuery<K> | null {
  const raw: Record<string, string> = {};
  for (const key of params.keys()) {
    const values = params.getAll(key);
    if (values.length > 1) return null; // one value per parameter: no ambiguity about which uid was checked
    raw[key] = values[0];
  }
  const parsed = QUERY_SCHEMAS[kind].safeParse(raw);
  return parsed.success ? (parsed.data as DocumentQuery<K>) : null;
}

export type LoadedJob = { ok: true; job: PdfJob; fileName: string } | { ok: false; error: UpstreamError };

async function institute(): Promise<InstituteSettings> {
  const settings = await getSettings();
  if (!settings.ok) return {};
  const { EmailAddress, PhoneNumber, POBox, TheAddress_en, TheAddress_ar } = settings.data;
  const en = TheAddress_en?.trim() || TheAddress_ar?.trim();
  const ar = TheAddress_ar?.trim() || en;
  // Contract extension: the supplier's name and TRN as the institute's system holds them (the same as its e-invoices).
  const { InstituteName_en: nameEn, InstituteName_ar: nameAr, TRN: trn } = settings.data;
  return {
    EmailAddress,
    PhoneNumber,
    POBox,
    ...(en && ar ? { address: { en, ar } } : {}),
    ...(nameEn?.trim() ? { name: { en: nameEn.trim(), ar: nameAr?.trim() || nameEn.trim() } } : {}),
    ...(trn?.trim() ? { trn: trn.trim() } : {}),
  };
}

async function logos(list: { LogoFile: string }[]): Promise<PdfLogo[]> {
  const images = await Promise.all(list.slice(0, 6).map((l) => documents.getFileImage(l.LogoFile)));
  return images.filter((i): i is NonNullable<typeof i> => i !== null).map((src) => ({ src }));
}

const safe = (v: string | number) => String(v).replace(/[^\w-]+/g, '_');

/** The document's upstream data as a lib/pdf job, read with `ctx` (see access.ts for whose context). */
export async function loadDocumentJob<K extends DocumentKind>(
  kind: K,
  query: DocumentQuery<K>,
  lang: DocLang,
  ctx: CallerContext,
): Promise<LoadedJob> {
  const base = settings().siteUrl;
  switch (kind) {
    case 'invoice':
    case 'receipt':
    case 'credit-note': {
      const q = query as DocumentQuery<'invoice'>;
      const [result, inst] = await Promise.all([documents.getOrder(q.oid, q.uid, ctx), institute()]);
      if (!result.ok) return result;
      const input = { lang, order: result.data.order, items: result.data.items, institute: inst };
      const number = safe(result.data.order.OrderID);
      if (kind === 'invoice')
        return { ok: true, job: { kind: 'tax-invoice', input }, fileName: `Invoice-${number}.pdf` };
      if (kind === 'receipt') return { ok: true, job: { kind: 'receipt', input }, fileName: `Receipt-${number}.pdf` };
      return { ok: true, job: { kind: 'credit-note', input }, fileName: `CreditNote-${number}.pdf` };
    }
    case 'course-certificate': {
      const q = query as DocumentQuery<'course-certificate'>;
      const [result, inst] = await Promise.all([documents.getCourseCertificate(q.cid, q.uid, ctx), institute()]);
      if (!result.ok) return result;
      const input = {
        lang,
        cert: result.data.cert,
        logos: await logos(result.data.logos),
        uid: q.uid,
        cid: q.cid,
        preview: q.preview,
        siteUrl: base,
        institute: inst,
      };
      return {
        ok: true,
        job: { kind: 'course-certificate', input },
        fileName: `Course-Certificate-${safe(result.data.cert.CertificateNumber)}.pdf`,
      };
    }
    case 'diploma-certificate': {
      const q = query as DocumentQuery<'diploma-certificate'>;
      const [result, inst] = await Promise.all([documents.getDiplomaCertificate(q.cid, q.uid, ctx), institute()]);
      if (!result.ok) return result;
      const input = {
        lang,
        cert: result.data.cert,
        logos: await logos(result.data.logos),
        uid: q.uid,
        cid: q.cid,
        preview: q.preview,
        siteUrl: base,
        institute: inst,
      };
      return {
        ok: true,
        job: { kind: 'diploma-certificate', input },
        fileName: `Diploma-Certificate-${safe(result.data.cert.CERT_NUMBER)}.pdf`,
      };
    }
    case 'init-cert': {
      const q = query as DocumentQuery<'init-cert'>;
      const [result, inst] = await Promise.all([documents.getInitCertificate(q.id, q.uid, ctx), institute()]);
      if (!result.ok) return result;
      const { cert } = result.data;
      const input = { lang: q.lang ?? lang, cert, uid: q.uid, preview: q.preview, siteUrl: base, institute: inst };
      return {
        ok: true,
        job: { kind: 'initiative-certificate', input },
        fileName: `Initiative-Certificate-${safe(cert.InitID)}-${safe(cert.ID)}.pdf`,
      };
    }
  }
  return { ok: false, error: { kind: 'not_found', retryable: false } };
}
