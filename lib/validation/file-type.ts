import { EID_UPLOAD_TYPES, IMAGE_UPLOAD_TYPES } from '@/lib/contract/constants/limits';

/**
 * Upload kinds of My Profile: the photo takes images; the Emirates ID sides also pdf, doc, docx
 * (docs/product/validation.md#upload); My Licence's copy of the broker card takes what the Emirates ID sides take.
 */
export const UPLOAD_KINDS = ['photo', 'eidFront', 'eidBack', 'licenceCard'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export function allowedTypes(kind: UploadKind): readonly string[] {
  return kind === 'photo' ? IMAGE_UPLOAD_TYPES : EID_UPLOAD_TYPES;
}

/** The `accept` attribute of the file input. */
export function acceptAttribute(kind: UploadKind): string {
  return allowedTypes(kind)
    .map((ext) => `.${ext}`)
    .join(',');
}

type Sniffed = { ext: string; mime: string };

const startsWith = (bytes: Uint8Array, sig: number[], offset = 0) => sig.every((b, i) => bytes[offset + i] === b);

/**
 * The type of a file by its first bytes (never by its name or the browser's claim). Zip (docx) and OLE (doc)
 * containers are accepted as docx and doc only when the name says so; anything unknown is null.
 */
export function sniffFileType(bytes: Uint8Array, name: string): Sniffed | null {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: ext === 'jpeg' ? 'jpeg' : 'jpg', mime: 'image/jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: 'png', mime: 'image/png' };
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return { ext: 'gif', mime: 'image/gif' };
  if (startsWith(bytes, [0x42, 0x4d]) && bytes.length > 26) return { ext: 'bmp', mime: 'image/bmp' };
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return { ext: 'tiff', mime: 'image/tiff' };
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { ext: 'pdf', mime: 'application/pdf' };
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) && ext === 'doc')
    return { ext: 'doc', mime: 'application/msword' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && ext === 'docx') {
    return { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
  }
  return null;
}
