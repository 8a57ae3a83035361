import { View } from '@react-pdf/renderer';
import type { Fils } from '@/lib/money/fils';
import { formatAmount, formatMoney } from '@/lib/money/format';
import { LangText } from '../../arabic-text';
import type { LabelKey } from '../../labels';
import { COLORS, sides } from '../../theme';
import type { DocLang } from '../../types';
import { BiLabel } from './bi-label';

export type TotalRow = { k: LabelKey; value: Fils; strong?: boolean; negative?: boolean };

/** The totals rows (each one the sum of its column of the lines), in a box of the given width. */
export function TotalsBox({ lang, rows, width = '50%' }: { lang: DocLang; rows: TotalRow[]; width?: string }) {
  const s = sides(lang);
  return (
    <View style={{ flexDirection: s.row, justifyContent: 'flex-end' }} wrap={false}>
      <View style={{ width }}>
        {rows.map((r) => (
          <View
            key={r.k}
            style={{
              flexDirection: s.row,
              justifyContent: 'space-between',
              alignItems: 'center',
              paddingVertical: r.strong ? 4 : 2,
              paddingHorizontal: 6,
              backgroundColor: r.strong ? COLORS.navy : undefined,
              borderBottomWidth: r.strong ? 0 : 0.6,
              borderBottomColor: COLORS.line,
            }}
          >
            <View style={{ width: '62%' }}>
              <BiLabel
                k={r.k}
                lang={lang}
                align={s.start}
                color={r.strong ? '#ffffff' : COLORS.ink}
                size={r.strong ? 9.5 : 8}
                upper={false}
              />
            </View>
            <View style={{ width: '38%' }}>
              <LangText
                lang={r.strong ? lang : 'en'}
                style={{
                  fontSize: r.strong ? 11 : 9,
                  fontWeight: r.strong ? 700 : 400,
                  color: r.strong ? '#ffffff' : COLORS.ink,
                  textAlign: s.end,
                }}
              >
                {r.strong
                  ? formatMoney(r.value, lang)
                  : `${r.negative && r.value > 0 ? '-' : ''}${formatAmount(r.value, lang)}`}
              </LangText>
            </View>
          </View>
        ))}
      </View>
    </View>
  );
}
