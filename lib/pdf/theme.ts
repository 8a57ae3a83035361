/** Brand and layout constants of the documents (docs/architecture.md#brand). */
import type { DocLang } from './types';

export const COLORS = {
  navy: '#0b2545',
  gold: '#c9a227',
  teal: '#13807a',
  sand: '#f7f4ee',
  paper: '#fffdf8',
  ink: '#1f2937',
  muted: '#6b7280',
  faint: '#9ca3af',
  line: '#e5e7eb',
  zebra: '#f8fafc',
  stamp: '#1e3a8a',
  signature: '#13306b',
  paid: '#15803d',
  credit: '#b91c1c',
};

/** Logical sides: what "start" and "end" mean for a language. */
export function sides(lang: DocLang) {
  const rtl = lang === 'ar';
  return {
    rtl,
    row: (rtl ? 'row-reverse' : 'row') as 'row' | 'row-reverse',
    start: (rtl ? 'right' : 'left') as 'left' | 'right',
    end: (rtl ? 'left' : 'right') as 'left' | 'right',
    alignStart: (rtl ? 'flex-end' : 'flex-start') as 'flex-start' | 'flex-end',
    alignEnd: (rtl ? 'flex-start' : 'flex-end') as 'flex-start' | 'flex-end',
  };
}

export const other = (lang: DocLang): DocLang => (lang === 'ar' ? 'en' : 'ar');
