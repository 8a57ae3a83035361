/**
 * Text for Arabic (docs/arabic-pdf.md#2-direction-rtl-on-every-arabic-text): `direction: 'rtl'` on every Arabic <Text>,
 * because react-pdf does not inherit it; without it the word order is wrong and the line sits left. Give the box around
 * it an explicit width: in an auto-width box the text is drawn outside.
 */
import { Text, type TextProps } from '@react-pdf/renderer';
import type { Style } from '@react-pdf/types';
import type { ReactNode } from 'react';
import type { DocLang } from './types';

export type PdfTextProps = Omit<TextProps, 'style'> & { style?: Style | Style[]; children?: ReactNode };

const flat = (style: PdfTextProps['style']): Style[] => (style ? (Array.isArray(style) ? style : [style]) : []);

function ArabicText({ style, ...props }: PdfTextProps) {
  return <Text {...props} style={[{ direction: 'rtl', textAlign: 'right' }, ...flat(style)]} />;
}

/** Text in the given language: RTL for Arabic, LTR otherwise. */
export function LangText({ lang, style, ...props }: PdfTextProps & { lang: DocLang }) {
  if (lang === 'ar') return <ArabicText {...props} style={style} />;
  return <Text {...props} style={[{ direction: 'ltr' }, ...flat(style)]} />;
}

/** The language a piece of data is written in (names and titles may be English on an Arabic document). */
export const langOf = (text: string): DocLang => (/[\u0600-\u06FF]/.test(text) ? 'ar' : 'en');
