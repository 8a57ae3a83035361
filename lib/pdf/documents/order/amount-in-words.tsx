import { View } from '@react-pdf/renderer';
import { amountInWords } from '@/lib/money/amount-in-words';
import type { Fils } from '@/lib/money/fils';
import { LangText } from '../../arabic-text';
import { L, type LabelKey } from '../../labels';
import { COLORS, sides } from '../../theme';
import type { DocLang } from '../../types';

/** English and Arabic words of an amount, the main language first. */
export function AmountInWordsBox({
  lang,
  fils,
  label = 'amountInWords',
}: {
  lang: DocLang;
  fils: Fils;
  label?: LabelKey;
}) {
  const s = sides(lang);
  const en = amountInWords(Math.abs(fils), 'en', { only: true });
  const ar = amountInWords(Math.abs(fils), 'ar', { only: true });
  const enLine = (
    <LangText key="en" lang="en" style={{ fontSize: 9, textAlign: 'left' }}>
      {`${L[label].en}: ${en}`}
    </LangText>
  );
  const arLine = (
    <LangText
      key="ar"
      lang="ar"
      style={{
        fontSize: 9.5,
        textAlign: 'right',
        marginTop: lang === 'ar' ? 0 : 3,
        marginBottom: lang === 'ar' ? 3 : 0,
      }}
    >
      {`${L[label].ar}: ${ar}`}
    </LangText>
  );
  return (
    <View
      wrap={false}
      style={{
        borderWidth: 0.8,
        borderColor: COLORS.line,
        backgroundColor: COLORS.sand,
        paddingVertical: 6,
        paddingHorizontal: 9,
        textAlign: s.start,
      }}
    >
      {lang === 'ar' ? [arLine, enLine] : [enLine, arLine]}
    </View>
  );
}
