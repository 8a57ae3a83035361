/**
 * QR codes of the certificates, made locally (no QR web service). Drawn as one vector path in the PDF
 * (crisp at any zoom, no PNG to encode and decode).
 */
import QRCode from 'qrcode';
import type { DocLang } from './types';

export type CertificateType = 'course' | 'diploma' | 'init';

/** The origin when a caller gives none (samples, tests); the site passes SITE_URL (lib/documents/jobs.ts). */
const DEFAULT_BASE = 'http://localhost:3000';

/** `${base}/{lang}/verify-certificate?uid=…&cid=…&type=course|diploma|init` */
export function verificationUrl(args: {
  lang: DocLang;
  uid: string;
  cid: string | number;
  type: CertificateType;
  base?: string;
}): string {
  const query = new URLSearchParams({ uid: args.uid, cid: String(args.cid), type: args.type });
  return `${(args.base ?? DEFAULT_BASE).replace(/\/+$/, '')}/${args.lang}/verify-certificate?${query.toString()}`;
}

/** A QR code as an SVG path over a `size × size` grid (one unit per module, quiet zone included). */
export type QrShape = { size: number; path: string; text: string };

/** The QR of `text` as a path: each row's runs of dark modules become rectangles. Quiet zone: `margin` modules. */
export function qrShape(text: string, margin = 2): QrShape {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const data = qr.modules.data;
  const parts: string[] = [];
  for (let y = 0; y < n; y += 1) {
    let x = 0;
    while (x < n) {
      if (!data[y * n + x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < n && data[y * n + x]) x += 1;
      parts.push(`M${start + margin} ${y + margin}h${x - start}v1h${start - x}z`);
    }
  }
  return { size: n + margin * 2, path: parts.join(''), text };
}
