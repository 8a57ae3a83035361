// Collects every ImageSpec the seed uses, gives each a deterministic file id, and renders them in parallel batches.
import type { ImageSpec } from './content/types';
import { renderCover, type CoverShape, type RenderedImage } from './render/cover';
import { nameUuid } from '../lib/ids';

export interface FileRow extends RenderedImage {
  id: string;
  name: string;
  /** Default true; false: only for a signed-in caller (the training calendar). */
  isPublic?: boolean;
}

export class ImageBank {
  private wanted = new Map<string, { spec: ImageSpec; shape: CoverShape }>();

  /** The file id the spec will be stored under (null when there is no image). */
  id(spec: ImageSpec | null | undefined, shape: CoverShape = 'wide'): string | null {
    if (!spec) return null;
    const id = nameUuid(`${shape}:${spec.palette}:${spec.icon ?? ''}:${spec.title_en}:${spec.title_ar}`);
    this.wanted.set(id, { spec, shape });
    return id;
  }

  get size() {
    return this.wanted.size;
  }

  async render(concurrency = 6): Promise<FileRow[]> {
    const jobs = [...this.wanted.entries()];
    const out: FileRow[] = [];
    for (let i = 0; i < jobs.length; i += concurrency) {
      const batch = jobs.slice(i, i + concurrency);
      out.push(
        ...(await Promise.all(
          batch.map(async ([id, { spec, shape }]) => ({
            id,
            name: `${spec.title_en}.jpg`,
            ...(await renderCover(spec, shape)),
          })),
        )),
      );
    }
    return out;
  }
}
