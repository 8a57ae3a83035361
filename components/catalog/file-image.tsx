'use client';

import Image, { type ImageProps } from 'next/image';
import fileLoader, { fileSrc } from '@/lib/images/loader';

type Props = Omit<ImageProps, 'src' | 'loader'> & {
  /** Upstream file id; empty or all zeros shows the local placeholder. */
  fileId: string | null | undefined;
  /** width / height, so the file host crops to the box (e.g. 3 / 2). */
  ratio?: number;
};

/**
 * next/image for an upstream file through lib/images/loader. The loader is passed explicitly (a function
 * cannot cross from a server component, hence this small client wrapper) so it also applies outside
 * Next's build config (tests, Storybook-like tools).
 */
export function FileImage({ fileId, ratio, alt, ...props }: Props) {
  return <Image {...props} alt={alt} src={fileSrc(fileId, ratio)} loader={fileLoader} />;
}
