// Renders an ImageSpec to a JPEG with sharp; sizes by use so logos and portraits are not 16:9.
import sharp from 'sharp';
import type { ImageSpec } from '../content/types';
import { coverSvg } from './svg';

export type CoverShape = 'wide' | 'square' | 'logo';
const SIZES: Record<CoverShape, [number, number]> = { wide: [1200, 675], square: [800, 800], logo: [600, 300] };

export interface RenderedImage {
  mime: string;
  bytes: Buffer;
  width: number;
  height: number;
}

export async function renderCover(spec: ImageSpec, shape: CoverShape = 'wide'): Promise<RenderedImage> {
  const [width, height] = SIZES[shape];
  const bytes = await sharp(Buffer.from(coverSvg(spec, width, height)))
    .jpeg({ quality: 80, mozjpeg: false })
    .toBuffer();
  return { mime: 'image/jpeg', bytes, width, height };
}
