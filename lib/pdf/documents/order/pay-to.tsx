import { View } from '@react-pdf/renderer';
import { LangText } from '../../arabic-text';
import { L } from '../../labels';
import { COLORS, sides } from '../../theme';
import type { DocLang, PdfOrder } from '../../types';
import { BiLabel } from './bi-label';

type PayTo = NonNullable<NonNullable<PdfOrder['CompanyBuyer']>['PayTo']>;

/** A company's bank transfer on net terms: the institute's account, and the reference to quote (docs/company.md). */
export function PayToBlock({ lang, payTo, reference }: { lang: DocLang; payTo: PayTo; reference: string }) {
  const s = sides(lang);
  const rows: [string, string][] = [
    [L.bankName[lang], lang === 'ar' ? payTo.BankName_ar : payTo.BankName_en],
    [L.accountName[lang], payTo.AccountName],
    [L.iban[lang], payTo.IBAN],
    [L.transferReference[lang], reference],
  ];
  return (
    <View
      wrap={false}
      style={{ marginBottom: 8, padding: 6, borderWidth: 0.6, borderColor: COLORS.line, borderRadius: 2 }}
    >
      <BiLabel k="payByTransfer" lang={lang} align={s.start} />
      {rows.map(([k, v]) => (
        <View key={k} style={{ flexDirection: s.row, marginTop: 2 }}>
          <LangText lang={lang} style={{ fontSize: 8.5, width: '32%', textAlign: s.start, color: COLORS.muted }}>
            {k}
          </LangText>
          <LangText lang="en" style={{ fontSize: 9, width: '68%', textAlign: s.start }}>
            {v}
          </LangText>
        </View>
      ))}
    </View>
  );
}
