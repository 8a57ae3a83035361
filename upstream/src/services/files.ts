// Reads stored files and produces resized variants (sharp, fit cover) kept in an in-memory LRU.
import { and, eq, isNull, or } from 'drizzle-orm';
import sharp from 'sharp';
import { ZERO_UUID } from '../config';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import { ByteLru } from '../lib/lru';

export const MAX_DIMENSION = 2000;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface FileVariant {
  mime: string;
  bytes: Buffer;
  name?: string | null;
  /** Not public and owned by nobody: for signed-in callers only (the training calendar). */
  membersOnly?: boolean;
}

export function parseDimension(v: string | undefined): number | null {
  if (v === undefined || v === '') return null;
  const n = Math.floor(Number(v));
  if (!Number.isFinite(n) || n <= 0) return null;
  return Math.min(n, MAX_DIMENSION);
}

const RESIZABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/tiff', 'image/avif']);

export function createFileStore(db: Db, cacheBytes = 64 * 1024 * 1024) {
  const cache = new ByteLru<FileVariant>(cacheBytes);

  async function original(id: string): Promise<FileVariant | null> {
    const hit = cache.get(`${id}:orig`);
    if (hit) return hit;
    // Public files, and members' files (not public, no owner; the route checks the caller). Private uploads
    // (Emirates ID scans) are never served here.
    const [row] = await db
      .select({ mime: files.mime, bytes: files.bytes, name: files.name, isPublic: files.isPublic })
      .from(files)
      .where(and(eq(files.id, id), or(eq(files.isPublic, true), isNull(files.ownerId))))
      .limit(1);
    if (!row) return null;
    const v = { mime: row.mime, bytes: row.bytes, name: row.name, membersOnly: !row.isPublic };
    cache.set(`${id}:orig`, v);
    return v;
  }

  /**
   * The file, resized to w x h (cover) when both or either is given and the type is a raster image; as WebP when
   * the caller accepts it (`webp`), lighter than the JPEG on a phone's connection (docs/performance.md#images).
   */
  async function get(id: string, w: number | null, h: number | null, webp = false): Promise<FileVariant | null> {
    if (!UUID_RE.test(id) || id === ZERO_UUID) return null;
    const key = `${id.toLowerCase()}:${w ?? 0}x${h ?? 0}${webp ? ':webp' : ''}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const orig = await original(id.toLowerCase());
    if (!orig) return null;
    if ((!w && !h) || !RESIZABLE.has(orig.mime)) return orig;
    const pipeline = sharp(orig.bytes).resize({
      width: w ?? undefined,
      height: h ?? undefined,
      fit: 'cover',
      withoutEnlargement: false,
    });
    const out = webp
      ? { mime: 'image/webp', bytes: await pipeline.webp({ quality: 75 }).toBuffer(), membersOnly: orig.membersOnly }
      : orig.mime === 'image/png'
        ? { mime: 'image/png', bytes: await pipeline.png().toBuffer(), membersOnly: orig.membersOnly }
        : { mime: 'image/jpeg', bytes: await pipeline.jpeg({ quality: 80 }).toBuffer(), membersOnly: orig.membersOnly };
    cache.set(key, out);
    return out;
  }

  return { get };
}
