/**
 * The lines table: number, description (both languages and the line's details), quantity, unit price, VAT rate, VAT
 * amount and amount; with a voucher also each line's discount and net.
 */
import { Text, View } from '@react-pdf/renderer';
import { formatAmount } from '@/lib/money/format';
import { LangText, langOf } from '../../arabic-text';
import type { LabelKey } from '../../labels';
import type { PrintedLine } from '../../order-amounts';
import { COLORS, sides } from '../../theme';
import type { DocLang } from '../../types';
import { BiLabel } from './bi-label';
import { FS } from './font-sizes';

type Col = { k: LabelKey; width?: number; align: 'start' | 'end' | 'center' };
const COLS: Col[] = [
  { k: 'no', width: 18, align: 'start' },
  { k: 'description', align: 'start' },
  { k: 'qty', width: 30, align: 'center' },
  { k: 'unitPrice', width: 62, align: 'end' },
  { k: 'vatRate', width: 44, align: 'center' },
  { k: 'vatAmount', width: 56, align: 'end' },
  { k: 'amount', width: 68, align: 'end' },
];
/**
 * With a voucher every line also shows its discount and its net (the taxable amount): net + VAT = amount, and each
 * column adds up to its row of the totals (FTA: the discount offered; docs/product/commerce.md#prices).
 */
const COLS_DISCOUNTED: Col[] = [
  { k: 'no', width: 16, align: 'start' },
  { k: 'description', align: 'start' },
  { k: 'qty', width: 24, align: 'center' },
  { k: 'unitPrice', width: 54, align: 'end' },
  { k: 'lineDiscount', width: 50, align: 'end' },
  { k: 'lineNet', width: 60, align: 'end' },
  { k: 'vatRate', width: 34, align: 'center' },
  { k: 'vatAmount', width: 48, align: 'end' },
  { k: 'amount', width: 60, align: 'end' },
];

function cellStyle(col: Col, lang: DocLang) {
  const s = sides(lang);
  const textAlign = col.align === 'center' ? 'center' : col.align === 'start' ? s.start : s.end;
  return {
    box: col.width ? { width: col.width, paddingHorizontal: 4 } : { flex: 1, paddingHorizontal: 4 },
    textAlign: textAlign as 'left' | 'right' | 'center',
  };
}

export function LinesTable({
  lang,
  lines,
  lineDetails,
}: {
  lang: DocLang;
  lines: PrintedLine[];
  lineDetails: (line: PrintedLine) => string | undefined;
}) {
  const s = sides(lang);
  const cols = lines.some((l) => l.discount !== 0) ? COLS_DISCOUNTED : COLS;
  return (
    <View style={{ marginBottom: 8 }}>
      <View style={{ flexDirection: s.row, backgroundColor: COLORS.navy, paddingVertical: 4 }} fixed>
        {cols.map((col) => {
          const c = cellStyle(col, lang);
          return (
            <View key={col.k} style={c.box}>
              <BiLabel k={col.k} lang={lang} align={c.textAlign} color="#ffffff" size={7.4} upper={false} />
            </View>
          );
        })}
      </View>
      {lines.map((line) => {
        const name = (lang === 'ar' && line.source.ItemName_ar) || line.source.ItemName_en;
        const second = lang === 'ar' ? line.source.ItemName_en : line.source.ItemName_ar;
        const details = lineDetails(line);
        const values: Record<string, string> = {
          no: String(line.index),
          qty: String(line.quantity),
          unitPrice: formatAmount(line.unitPrice, lang),
          lineDiscount: line.discount ? `-${formatAmount(line.discount, lang)}` : formatAmount(0, lang),
          lineNet: formatAmount(line.net, lang),
          vatRate: `${line.vatRatePercent}%`,
          vatAmount: formatAmount(line.vat, lang),
          amount: formatAmount(line.total, lang),
        };
        return (
          <View
            key={line.index}
            wrap={false}
            style={{
              flexDirection: s.row,
              paddingVertical: 3.5,
              borderBottomWidth: 0.6,
              borderBottomColor: COLORS.line,
              backgroundColor: line.index % 2 === 0 ? COLORS.zebra : '#ffffff',
            }}
          >
            {cols.map((col) => {
              const c = cellStyle(col, lang);
              if (col.k === 'description') {
                return (
                  <View key={col.k} style={c.box}>
                    <LangText lang={langOf(name)} style={{ fontSize: 9, textAlign: c.textAlign, lineHeight: 1.35 }}>
                      {name}
                    </LangText>
                    {second && second !== name ? (
                      <LangText
                        lang={langOf(second)}
                        style={{ fontSize: 8, color: COLORS.muted, textAlign: c.textAlign, lineHeight: 1.35 }}
                      >
                        {second}
                      </LangText>
                    ) : null}
                    {details ? (
                      <LangText
                        lang={lang}
                        style={{
                          fontSize: FS.tiny + 0.4,
                          color: COLORS.faint,
                          textAlign: c.textAlign,
                          lineHeight: 1.35,
                        }}
                      >
                        {details}
                      </LangText>
                    ) : null}
                  </View>
                );
              }
              return (
                <View key={col.k} style={c.box}>
                  <Text style={{ fontSize: 9, textAlign: c.textAlign, direction: 'ltr' }}>{values[col.k]}</Text>
                </View>
              );
            })}
          </View>
        );
      })}
    </View>
  );
}
