'use client';

import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import fileLoader, { fileSrc } from '@/lib/images/loader';

type Props = {
  /** Upstream file id; empty or all zeros shows the local placeholder. */
  fileId: string | null | undefined;
  /** width / height, so the file host crops to the box (e.g. 3 / 2). */
  ratio?: number;
  alt: string;
  /** Intrinsic size (the box's aspect ratio before the file arrives); with `fill` the image covers its parent. */
  width?: number;
  height?: number;
  fill?: boolean;
  /** The displayed width by viewport (as <img sizes>); without it the image is `width` CSS pixels wide (1x, 2x). */
  sizes?: string;
  /** File widths offered to the browser with `sizes` (default: 400, 800, 1200, and 1600 for full-width images). */
  widths?: readonly number[];
  /** The page's likely LCP image: loaded eagerly, at high priority, announced by a preload hint in <head>. */
  priority?: boolean;
  loading?: 'lazy' | 'eager';
  className?: string;
  style?: CSSProperties;
};

const CARD_WIDTHS = [400, 800, 1200] as const;
const WIDE_WIDTHS = [400, 800, 1200, 1600] as const;

/** Widths for an image shown at `sizes`: full-width ones (100vw, or 55vw and more) get a 1600 px file too. */
function defaultWidths(sizes: string): readonly number[] {
  const vw = [...sizes.matchAll(/(\d+)vw/g)].map((m) => Number(m[1]));
  return Math.max(0, ...vw) >= 55 && !/\d+px|\d+rem/.test(sizes.split(',').at(-1) ?? '') ? WIDE_WIDTHS : CARD_WIDTHS;
}

/**
 * An upstream file as a plain, lean <img>: three or four candidate files (not next/image's sixteen), lazy unless
 * it is the LCP image, through the file host's loader (lib/images/loader). A client component, though it has no
 * state: rendered by a server component, its <img> with its srcset would be written into the
 * page's flight data as well as its HTML; as a client component the flight data carries only its props (a file id
 * and a size), and the browser, which renders it in the client lists anyway, has its few lines of code already.
 */
export function FileImage({
  fileId,
  ratio,
  alt,
  width,
  height,
  fill = false,
  sizes,
  widths,
  priority = false,
  loading,
  className,
  style,
}: Props) {
  const src = fileSrc(fileId, ratio);
  const url = (w: number) => fileLoader({ src, width: w });
  // A fixed display size ("56px") is a 1x / 2x pair of that width.
  const fixed = Number(sizes?.trim().match(/^(\d+)px$/)?.[1] ?? 0);
  if (fixed) sizes = undefined;
  const base = fixed || width || 800;
  const srcSet = sizes
    ? (widths ?? defaultWidths(sizes)).map((w) => `${url(w)} ${w}w`).join(', ')
    : `${url(base)} 1x, ${url(base * 2)} 2x`;
  const fallback = url(sizes ? (widths ?? defaultWidths(sizes)).at(-1)! : base);
  if (priority) {
    preload(fallback, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
  }
  // The optional attributes are left out rather than set to undefined: a server component's undefined prop is still
  // written into the flight data ("$undefined"), on every image of the page.
  const optional = Object.fromEntries(
    Object.entries({
      sizes,
      width: fill ? undefined : width,
      height: fill ? undefined : height,
      // An eager image that is not the LCP candidate says 'low': React's server renderer writes a preload into the
      // head for every <img> that is neither lazy nor low priority, ahead of the stylesheet, and on a phone those
      // below-the-fold photos took connections from the CSS that the first paint waits for.
      fetchPriority: priority ? 'high' : loading === 'eager' ? 'low' : undefined,
      style,
    }).filter(([, value]) => value !== undefined),
  );
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the file host resizes; this is next/image's output, leaner
    <img
      alt={alt}
      src={fallback}
      srcSet={srcSet}
      loading={priority ? 'eager' : (loading ?? 'lazy')}
      // The LCP image is decoded with the frame that shows it: decoded apart, it was painted a frame or more after it
      // arrived, and the page's largest paint (and all the script that ran before it) came later.
      decoding={priority ? 'sync' : 'async'}
      className={fill ? `absolute inset-0 h-full w-full ${className ?? ''}` : className}
      {...optional}
    />
  );
}
