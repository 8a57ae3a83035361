// Brand colours (docs/architecture.md#brand) mapped to the seed palettes: background, pattern, title and accent.
import type { Palette } from '../content/types';

export interface Colours {
  bg: string;
  bg2: string;
  pattern: string;
  title: string;
  subtitle: string;
  accent: string;
}

export const PALETTES: Record<Palette, Colours> = {
  navy: { bg: '#0b2545', bg2: '#13315c', pattern: '#c9a227', title: '#ffffff', subtitle: '#e8dcb0', accent: '#c9a227' },
  teal: { bg: '#13807a', bg2: '#0e5f5b', pattern: '#ffffff', title: '#ffffff', subtitle: '#d7efe9', accent: '#c9a227' },
  gold: { bg: '#c9a227', bg2: '#a8851a', pattern: '#0b2545', title: '#0b2545', subtitle: '#2b3a55', accent: '#0b2545' },
  sand: { bg: '#f7f4ee', bg2: '#ece5d6', pattern: '#0b2545', title: '#0b2545', subtitle: '#13807a', accent: '#c9a227' },
};
