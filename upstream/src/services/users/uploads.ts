// Uploads of signed-in users (profile photo, Emirates ID scans): the type is decided by the CONTENT (magic bytes,
// and for images a successful header decode), must agree with the file name's extension and be one of the accepted
// types; 5 MB at most. Stored in the files table, owned by the uploader.
import sharp from 'sharp';
import { EID_UPLOAD_TYPES, IMAGE_UPLOAD_TYPES } from '@shared/contract/constants/limits';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

type Kind = 'jpeg' | 'png' | 'gif' | 'bmp' | 'tiff' | 'pdf' | 'doc' | 'docx';

const MIME: Record<Kind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  tiff: 'image/tiff',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
/** The extensions each kind may carry. */
const EXTENSIONS: Record<Kind, string[]> = {
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  gif: ['gif'],
  bmp: ['bmp'],
  tiff: ['tiff', 'tif'],
  pdf: ['pdf'],
  doc: ['doc'],
  docx: ['docx'],
};
const ACCEPTABLE = new Set<string>(EID_UPLOAD_TYPES);

const starts = (b: Buffer, bytes: number[]) => b.length >= bytes.length && bytes.every((x, i) => b[i] === x);

/** The kind of the bytes, by signature; null when unknown. */
function sniff(b: Buffer): Kind | null {
  if (starts(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts(b, [0x47, 0x49, 0x46, 0x38]) && (b[4] === 0x37 || b[4] === 0x39) && b[5] === 0x61) return 'gif';
  if (starts(b, [0x42, 0x4d]) && b.length >= 26) return 'bmp';
  if (starts(b, [0x49, 0x49, 0x2a, 0x00]) || starts(b, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (starts(b, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (starts(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  // A .docx is a zip whose entries include word/… (entry names are plain text in the local headers).
  if (
    starts(b, [0x50, 0x4b, 0x03, 0x04]) &&
    b.includes('word/', 0, 'latin1') &&
    b.includes('[Content_Types].xml', 0, 'latin1')
  )
    return 'docx';
  return null;
}

/** The accepted extensions: the caller's `types` (comma separated) within the Emirates ID list, else images only. */
function acceptedTypes(types: string | undefined | null): Set<string> {
  const asked = (types ?? '')
    .split(/[\s,;|]+/)
    .map((t) => t.trim().toLowerCase().replace(/^\./, ''))
    .filter((t) => ACCEPTABLE.has(t));
  const set = new Set<string>(asked.length ? asked : IMAGE_UPLOAD_TYPES);
  if (set.has('jpg') || set.has('jpeg')) {
    set.add('jpg');
    set.add('jpeg');
  }
  if (set.has('tiff')) set.add('tif');
  return set;
}

export type UploadRefusal = 'file_too_large' | 'file_type' | 'file_empty';

export interface UploadInput {
  name: string;
  bytes: Buffer;
  isPublic: boolean;
  types?: string | null;
}

async function imageSize(kind: Kind, b: Buffer): Promise<{ width: number; height: number } | null> {
  if (kind === 'bmp') {
    // BITMAPINFOHEADER: width and height as 32-bit little-endian at 18 and 22 (height negative for top-down).
    const width = b.readInt32LE(18),
      height = Math.abs(b.readInt32LE(22));
    return width > 0 && height > 0 && width <= 30000 && height <= 30000 ? { width, height } : null;
  }
  try {
    const m = await sharp(b, { failOn: 'error' }).metadata();
    return m.width && m.height ? { width: m.width, height: m.height } : null;
  } catch {
    return null;
  }
}

/** Checks and stores an upload; the new file id, or why it was refused. */
export async function storeUpload(
  db: Db,
  ownerId: string,
  u: UploadInput,
  now: Date,
): Promise<{ ok: true; id: string } | { ok: false; reason: UploadRefusal }> {
  if (u.bytes.length === 0) return { ok: false, reason: 'file_empty' };
  if (u.bytes.length > MAX_UPLOAD_BYTES) return { ok: false, reason: 'file_too_large' };
  const kind = sniff(u.bytes);
  const ext = (u.name.match(/\.([A-Za-z0-9]{1,5})$/)?.[1] ?? '').toLowerCase();
  const accepted = acceptedTypes(u.types);
  if (!kind || !accepted.has(ext) || !EXTENSIONS[kind].includes(ext)) return { ok: false, reason: 'file_type' };
  let size: { width: number; height: number } | null = null;
  if (MIME[kind].startsWith('image/')) {
    size = await imageSize(kind, u.bytes);
    if (!size) return { ok: false, reason: 'file_type' };
  }
  const safeName = u.name.replace(/[^\w.\- ]/g, '_').slice(-100) || `upload.${ext}`;
  const [row] = await db
    .insert(files)
    .values({
      mime: MIME[kind],
      bytes: u.bytes,
      width: size?.width ?? null,
      height: size?.height ?? null,
      name: safeName,
      ownerId,
      isPublic: u.isPublic,
      created: now,
    })
    .returning({ id: files.id });
  return { ok: true, id: row.id };
}
