import { View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { Fils } from '@/lib/money/fils';
import type { Bilingual } from '../../institute';
import type { LabelKey } from '../../labels';
import type { DocLang } from '../../types';
import { AmountInWordsBox } from './amount-in-words';
import { TermsBlock } from './terms';
import { TotalsBox, type TotalRow } from './totals';

/**
 * The end of an order document, kept together on one page (the terms never sit alone on a
 * page of their own): the totals, `children` (the credit note's corrected amounts), the amount in words and the
 * terms. When they do not fit under the lines, they move to the next page together.
 */
export function ClosingBlock({
  lang,
  rows,
  fils,
  wordsLabel,
  terms,
  children,
}: {
  lang: DocLang;
  rows: TotalRow[];
  fils: Fils;
  wordsLabel?: LabelKey;
  terms: Bilingual[];
  children?: ReactNode;
}) {
  return (
    <View wrap={false}>
      <View style={{ marginBottom: 10 }}>
        <TotalsBox lang={lang} rows={rows} />
      </View>
      {children}
      <View style={{ marginBottom: 9 }}>
        <AmountInWordsBox lang={lang} fils={fils} label={wordsLabel} />
      </View>
      <TermsBlock terms={terms} />
    </View>
  );
}
