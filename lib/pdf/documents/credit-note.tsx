/**
 * Tax credit note: only for an order in payment status 4 (credit or refund, docs/product/states.md#payment-status). The
 * words "Tax Credit Note", its own sequential number, the original tax invoice it corrects (number and date), the
 * reason, the credited lines with VAT, and the corrected amounts (original − credited) excluding VAT, VAT and total.
 */
import { Text, View } from '@react-pdf/renderer';
import type { Fils } from '@/lib/money/fils';
import { formatAmount } from '@/lib/money/format';
import { LangText } from '../arabic-text';
import { assertCreditNoteAvailable } from '../errors';
import type { Bilingual } from '../institute';
import { L, type LabelKey } from '../labels';
import { documentNumber, printedLines, type PrintedTotals } from '../order-amounts';
import { COLORS, other, sides } from '../theme';
import type { DocLang, PdfOrderLine } from '../types';
import { BiLabel } from './order/bi-label';
import { ClosingBlock } from './order/closing-block';
import { describeLine } from './order/describe-line';
import { orderFacts, totalRows, type OrderDocumentInput } from './order/facts';
import { Header } from './order/header';
import { LinesTable } from './order/lines-table';
import { OrderPage } from './order/page';
import { Parties } from './order/parties';

export type CreditNoteProps = OrderDocumentInput & {
  /** why the invoice is corrected; default: cancellation and refund */
  reason?: Bilingual | string | null;
  /** the lines credited, for a partial credit; default: the whole order */
  creditedItems?: PdfOrderLine[];
};

const DEFAULT_CREDIT_REASON: Bilingual = {
  en: 'Cancellation of the order and refund of the amount paid',
  ar: 'إلغاء الطلب واسترداد المبلغ المدفوع',
};

function creditedTotals(props: CreditNoteProps, original: PrintedTotals): PrintedTotals {
  if (!props.creditedItems) return original;
  const lines = printedLines({}, props.creditedItems);
  const sum = (pick: (l: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + pick(l), 0);
  return {
    subTotal: sum((l) => l.gross),
    discount: sum((l) => l.discount),
    totalAfterDiscount: sum((l) => l.net),
    vat: sum((l) => l.vat),
    total: sum((l) => l.total),
  };
}

export function CreditNoteDocument(props: CreditNoteProps) {
  assertCreditNoteAvailable(props.order);
  const { lang, order } = props;
  const f = orderFacts(props);
  const s = sides(lang);
  const number = props.numbers?.creditNote ?? documentNumber('CN', order.OrderID);
  const credited = creditedTotals(props, f.totals);
  const lines = props.creditedItems ? printedLines({}, props.creditedItems) : f.lines;
  const reason: Bilingual =
    typeof props.reason === 'string' && props.reason.trim()
      ? { en: props.reason.trim(), ar: props.reason.trim() }
      : props.reason && typeof props.reason === 'object'
        ? props.reason
        : DEFAULT_CREDIT_REASON;
  const corrected = {
    net: f.totals.totalAfterDiscount - credited.totalAfterDiscount,
    vat: f.totals.vat - credited.vat,
    total: f.totals.total - credited.total,
  };
  return (
    <OrderPage lang={lang} title={`${L.taxCreditNote.en} ${number}`} subject={L.taxCreditNote[lang]}>
      <Header lang={lang} institute={f.institute} title={L.taxCreditNote} />
      <Parties
        lang={lang}
        partyLabel="creditTo"
        party={f.party}
        facts={[
          { k: 'creditNoteNo', value: number },
          { k: 'issueDate', value: f.date(order.RefundDate || order.OrderDate) },
          { k: 'originalInvoice', value: f.invoiceNumber },
          { k: 'originalInvoiceDate', value: f.date(order.OrderDate) },
          { k: 'currency', value: 'AED' },
        ]}
      />
      <ReasonBox lang={lang} reason={reason} />
      <LinesTable lang={lang} lines={lines} lineDetails={(line) => describeLine(line, lang, f.date)} />
      <ClosingBlock lang={lang} rows={totalRows(credited, 'totalCredited')} fils={credited.total} terms={[f.terms[2]]}>
        <View style={{ flexDirection: s.row, marginBottom: 10 }}>
          <CorrectedTable
            lang={lang}
            rows={[
              {
                k: 'netOfVat',
                original: f.totals.totalAfterDiscount,
                credited: credited.totalAfterDiscount,
                corrected: corrected.net,
              },
              { k: 'vat', original: f.totals.vat, credited: credited.vat, corrected: corrected.vat },
              {
                k: 'totalInclVat',
                original: f.totals.total,
                credited: credited.total,
                corrected: corrected.total,
                strong: true,
              },
            ]}
          />
        </View>
      </ClosingBlock>
    </OrderPage>
  );
}

function ReasonBox({ lang, reason }: { lang: DocLang; reason: Bilingual }) {
  const s = sides(lang);
  const o = other(lang);
  return (
    <View
      style={{
        flexDirection: s.row,
        borderWidth: 0.8,
        borderColor: COLORS.line,
        borderLeftWidth: lang === 'en' ? 3 : 0.8,
        borderRightWidth: lang === 'ar' ? 3 : 0.8,
        borderLeftColor: lang === 'en' ? COLORS.credit : COLORS.line,
        borderRightColor: lang === 'ar' ? COLORS.credit : COLORS.line,
        paddingVertical: 5,
        paddingHorizontal: 8,
        marginBottom: 10,
      }}
    >
      <View style={{ width: 90 }}>
        <BiLabel k="reason" lang={lang} align={s.start} />
      </View>
      <View style={{ flex: 1 }}>
        <LangText lang={lang} style={{ fontSize: 9, textAlign: s.start }}>
          {reason[lang]}
        </LangText>
        {reason[o] !== reason[lang] ? (
          <LangText lang={o} style={{ fontSize: 8, color: COLORS.muted, textAlign: s.start }}>
            {reason[o]}
          </LangText>
        ) : null}
      </View>
    </View>
  );
}

type CorrectedRow = { k: LabelKey; original: Fils; credited: Fils; corrected: Fils; strong?: boolean };

function CorrectedTable({ lang, rows }: { lang: DocLang; rows: CorrectedRow[] }) {
  const s = sides(lang);
  const head: LabelKey[] = ['originalAmount', 'creditedAmount', 'correctedAmount'];
  const num = (v: Fils, strong?: boolean) => (
    <Text style={{ fontSize: 9, fontWeight: strong ? 700 : 400, textAlign: s.end, direction: 'ltr' }}>
      {formatAmount(v, lang)}
    </Text>
  );
  return (
    <View style={{ width: '100%' }}>
      <View style={{ flexDirection: s.row, borderBottomWidth: 1, borderBottomColor: COLORS.navy, paddingBottom: 3 }}>
        <View style={{ flex: 1, paddingHorizontal: 4 }}>
          <BiLabel k="correctedAmounts" lang={lang} align={s.start} color={COLORS.navy} size={8} />
        </View>
        {head.map((k) => (
          <View key={k} style={{ width: 96, paddingHorizontal: 4 }}>
            <BiLabel k={k} lang={lang} align={s.end} size={7} upper={false} />
          </View>
        ))}
      </View>
      {rows.map((r) => (
        <View
          key={r.k}
          style={{ flexDirection: s.row, paddingVertical: 3, borderBottomWidth: 0.6, borderBottomColor: COLORS.line }}
        >
          <View style={{ flex: 1, paddingHorizontal: 4 }}>
            <BiLabel k={r.k} lang={lang} align={s.start} color={COLORS.ink} size={8} upper={false} />
          </View>
          <View style={{ width: 96, paddingHorizontal: 4 }}>{num(r.original, r.strong)}</View>
          <View style={{ width: 96, paddingHorizontal: 4 }}>{num(-r.credited, r.strong)}</View>
          <View style={{ width: 96, paddingHorizontal: 4 }}>{num(r.corrected, r.strong)}</View>
        </View>
      ))}
    </View>
  );
}
