import type { ImageLoaderProps } from 'next/image';

const ZERO_ID = /^[0-]*$/;
const PLACEHOLDER_SRC = '/placeholder.svg';

/** True when a file id means "no file" (empty or all zeros, docs/product/constants.md#ids-that-mean-nothing). */
export function isEmptyFileId(id: string | null | undefined): boolean {
  return !id || ZERO_ID.test(id.trim());
}

/** Builds the site-relative URL of an upstream file (served by app/files/[id]/route.ts). */
export function fileUrl(id: string | null | undefined, width?: number, height?: number): string {
  if (isEmptyFileId(id)) return PLACEHOLDER_SRC;
  const params = new URLSearchParams();
  if (width) params.set('w', String(Math.round(width)));
  if (height) params.set('h', String(Math.round(height)));
  const query = params.toString();
  return `/files/${encodeURIComponent(id!.trim())}${query ? `?${query}` : ''}`;
}

/**
 * next/image loader (next.config `images.loaderFile`). Pass the file id as `src`, or `fileSrc(id, ratio)`
 * to keep an aspect ratio: `src="abc"` → `/files/abc?w=640`; `src="abc?r=1.7778"` → `/files/abc?w=640&h=360`.
 * Local paths (`/placeholder.svg`, `/logo.svg`) are returned as they are.
 */
export default function fileLoader({ src, width }: ImageLoaderProps): string {
  if (/^https?:/.test(src)) return src;
  // Local files: the width only keeps next/image's "loader ignores width" check quiet.
  if (src.startsWith('/')) return `${src}${src.includes('?') ? '&' : '?'}w=${width}`;
  const [id, query = ''] = src.split('?');
  if (isEmptyFileId(id)) return PLACEHOLDER_SRC;
  const ratio = Number(new URLSearchParams(query).get('r'));
  const height = ratio > 0 ? Math.round(width / ratio) : undefined;
  return fileUrl(id, width, height);
}

/** `src` for next/image from a file id: a placeholder when empty; `ratio` = width / height (e.g. 16 / 9). */
export function fileSrc(id: string | null | undefined, ratio?: number): string {
  if (isEmptyFileId(id)) return PLACEHOLDER_SRC;
  return ratio ? `${id!.trim()}?r=${ratio.toFixed(4)}` : id!.trim();
}
