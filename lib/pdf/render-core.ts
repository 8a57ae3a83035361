/**
 * Rendering of the documents to a Buffer or a stream (Node runtime only: fonts are read from disk, fontkit
 * and pdfkit run in process). Every entry point awaits the fonts first, so the Arabic fixes are in place
 * before the first glyph is laid out. `render.ts` re-exports this module behind `server-only`.
 */
import { Document, Page, renderToBuffer, Text } from '@react-pdf/renderer';
import { createElement, type ReactElement } from 'react';
import { CourseCertificateDocument, type CourseCertificateProps } from './documents/course-certificate';
import { CreditNoteDocument, type CreditNoteProps } from './documents/credit-note';
import { DiplomaCertificateDocument, type DiplomaCertificateProps } from './documents/diploma-certificate';
import { InitiativeCertificateDocument, type InitiativeCertificateProps } from './documents/initiative-certificate';
import { ReceiptDocument, type ReceiptProps } from './documents/receipt';
import { assertCreditNoteAvailable, assertReceiptAvailable } from './errors';
import { TaxInvoiceDocument, type TaxInvoiceProps } from './documents/tax-invoice';
import { ensurePdfFonts, PDF_FONT_FAMILY } from './fonts';
import { qrShape, verificationUrl, type CertificateType, type QrShape } from './qr';
import type { DocLang } from './types';

/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyElement = ReactElement<any>;

export async function renderPdfBuffer(element: AnyElement): Promise<Buffer> {
  await ensurePdfFonts();
  return renderToBuffer(element as Parameters<typeof renderToBuffer>[0]);
}

let warm: Promise<void> | null = null;

/**
 * Load the fonts, the layout engine (yoga WASM) and the Arabic and Latin shapers, then render sample
 * documents of both kinds in both languages once, so that the code is compiled and the shaping memo holds
 * the labels. Call it when the server starts (module scope of the PDF route handlers): the first customer
 * then gets a warm render. About 1-2 s of CPU, once per process. Safe to call many times.
 */
export function warmUpPdf(): Promise<void> {
  warm ??= (async () => {
    await ensurePdfFonts();
    const page = createElement(
      Page,
      { size: 'A6', style: { fontFamily: PDF_FONT_FAMILY } },
      createElement(Text, { style: { fontWeight: 700 } }, 'Tax Invoice AED 1,575.50 P.O. Box'),
      createElement(Text, { style: { direction: 'rtl' } }, 'فاتورة ضريبية درهماً وخمسون فلساً 0123456789'),
    );
    await renderToBuffer(createElement(Document, null, page) as Parameters<typeof renderToBuffer>[0]);
    const { sampleJobs } = await import('./samples');
    const en = sampleJobs('en');
    const ar = sampleJobs('ar');
    for (const job of [en['tax-invoice'], ar['credit-note'], en['course-certificate'], ar['initiative-certificate']]) {
      await renderDocument(job);
    }
  })().catch((error: unknown) => {
    warm = null;
    throw error;
  });
  return warm;
}

/** Response headers for a PDF: no caching (personal documents), inline, with a file name. */
export function pdfHeaders(fileName: string, disposition: 'inline' | 'attachment' = 'inline'): Record<string, string> {
  const ascii = fileName.replace(/[^\w.-]+/g, '_');
  return {
    'Content-Type': 'application/pdf',
    'Cache-Control': 'private, no-store',
    'Content-Disposition': `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'X-Content-Type-Options': 'nosniff',
  };
}

/* ------------------------------------------------------------ certificates */

type VerifyTarget = {
  /** the customer's unique id (uid of the verification URL) */
  uid: string;
  /** override SITE_URL */
  siteUrl?: string;
};

function qrFor(lang: DocLang, type: CertificateType, cid: string | number, target: VerifyTarget): QrShape {
  return qrShape(verificationUrl({ lang, uid: target.uid, cid, type, base: target.siteUrl }));
}

type CourseCertificateInput = Omit<CourseCertificateProps, 'qr'> & VerifyTarget & { cid: string | number };
type DiplomaCertificateInput = Omit<DiplomaCertificateProps, 'qr'> & VerifyTarget & { cid: string | number };
type InitiativeCertificateInput = Omit<InitiativeCertificateProps, 'qr'> & VerifyTarget;

async function courseCertificateElement(input: CourseCertificateInput): Promise<AnyElement> {
  const qr = qrFor(input.lang, 'course', input.cid, input);
  return createElement(CourseCertificateDocument, { ...input, qr });
}

async function diplomaCertificateElement(input: DiplomaCertificateInput): Promise<AnyElement> {
  const qr = qrFor(input.lang, 'diploma', input.cid, input);
  return createElement(DiplomaCertificateDocument, { ...input, qr });
}

async function initiativeCertificateElement(input: InitiativeCertificateInput): Promise<AnyElement> {
  const qr = qrFor(input.lang ?? 'ar', 'init', input.cert.ID, input);
  return createElement(InitiativeCertificateDocument, { ...input, qr });
}

/* --------------------------------------------------------------- dispatch */

export type PdfJob =
  | { kind: 'tax-invoice'; input: TaxInvoiceProps }
  | { kind: 'receipt'; input: ReceiptProps }
  | { kind: 'credit-note'; input: CreditNoteProps }
  | { kind: 'course-certificate'; input: CourseCertificateInput }
  | { kind: 'diploma-certificate'; input: DiplomaCertificateInput }
  | { kind: 'initiative-certificate'; input: InitiativeCertificateInput };

export type PdfKind = PdfJob['kind'];

export const PDF_KINDS: readonly PdfKind[] = [
  'tax-invoice',
  'receipt',
  'credit-note',
  'course-certificate',
  'diploma-certificate',
  'initiative-certificate',
];

/** The React element of a job. Throws DocumentNotAvailableError for a receipt or credit note out of state. */
export async function documentElement(job: PdfJob): Promise<AnyElement> {
  switch (job.kind) {
    case 'tax-invoice':
      return createElement(TaxInvoiceDocument, job.input);
    case 'receipt':
      assertReceiptAvailable(job.input.order);
      return createElement(ReceiptDocument, job.input);
    case 'credit-note':
      assertCreditNoteAvailable(job.input.order);
      return createElement(CreditNoteDocument, job.input);
    case 'course-certificate':
      return courseCertificateElement(job.input);
    case 'diploma-certificate':
      return diplomaCertificateElement(job.input);
    case 'initiative-certificate':
      return initiativeCertificateElement(job.input);
  }
}

export async function renderDocument(job: PdfJob): Promise<Buffer> {
  return renderPdfBuffer(await documentElement(job));
}
