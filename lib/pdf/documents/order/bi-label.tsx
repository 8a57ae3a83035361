import { Text } from '@react-pdf/renderer';
import { LangText } from '../../arabic-text';
import type { Bilingual } from '../../institute';
import { L, type LabelKey } from '../../labels';
import { COLORS, other } from '../../theme';
import type { DocLang } from '../../types';
import { FS } from './font-sizes';

/** Primary label in the main language, the other language under it, smaller. */
export function BiLabel({
  k,
  label,
  lang,
  align,
  color = COLORS.muted,
  size = FS.small,
  upper = true,
}: {
  k?: LabelKey;
  label?: Bilingual;
  lang: DocLang;
  align: 'left' | 'right' | 'center';
  color?: string;
  size?: number;
  upper?: boolean;
}) {
  const b = label ?? L[k as LabelKey];
  const o = other(lang);
  const up = (text: string, l: DocLang) => (upper && l === 'en' ? text.toUpperCase() : text);
  // One paragraph of two lines (fewer text boxes to lay out): the main language, then the other one smaller.
  return (
    <LangText
      lang={lang}
      style={{
        fontSize: size,
        color,
        textAlign: align,
        lineHeight: 1.3,
        letterSpacing: upper && lang === 'en' ? 0.3 : 0,
      }}
    >
      {up(b[lang], lang)}
      {'\n'}
      <Text style={{ fontSize: size - 0.8, letterSpacing: 0, opacity: 0.85 }}>{up(b[o], o)}</Text>
    </LangText>
  );
}
