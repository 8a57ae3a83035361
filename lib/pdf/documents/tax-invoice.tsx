/**
 * Tax invoice (UAE VAT rules): the words "Tax Invoice", the institute's name, address and TRN, the customer's
 * name and TRN when given, a unique sequential number, issue date, due date (= order date, due on receipt),
 * lines with unit price, quantity, VAT rate and VAT amount in AED, discount, totals, the amount in words in
 * English and Arabic (fils), and the terms with the cheque return charge.
 */
import { L } from '../labels';
import { PAYMENT_STATUS_PAID } from '../types';
import { COLORS } from '../theme';
import { ClosingBlock } from './order/closing-block';
import { describeLine } from './order/describe-line';
import { orderFacts, totalRows, type OrderDocumentInput } from './order/facts';
import { Header } from './order/header';
import { LinesTable } from './order/lines-table';
import { OrderPage } from './order/page';
import { Parties } from './order/parties';

export type TaxInvoiceProps = OrderDocumentInput;

export function TaxInvoiceDocument(props: TaxInvoiceProps) {
  const f = orderFacts(props);
  const { lang, order } = { lang: props.lang, order: props.order };
  const issued = f.date(order.OrderDate);
  return (
    <OrderPage lang={lang} title={`${L.taxInvoice.en} ${f.invoiceNumber}`} subject={L.taxInvoice[lang]}>
      <Header
        lang={lang}
        institute={f.institute}
        title={L.taxInvoice}
        badge={order.PaymentStatusID === PAYMENT_STATUS_PAID ? { label: L.paid, color: COLORS.paid } : undefined}
      />
      <Parties
        lang={lang}
        partyLabel="billTo"
        party={f.party}
        facts={[
          { k: 'invoiceNo', value: f.invoiceNumber },
          { k: 'orderNo', value: String(order.OrderID) },
          { k: 'issueDate', value: issued },
          { k: 'dueDate', value: issued },
          { k: 'currency', value: 'AED' },
        ]}
      />
      <LinesTable lang={lang} lines={f.lines} lineDetails={(line) => describeLine(line, lang, f.date)} />
      <ClosingBlock lang={lang} rows={totalRows(f.totals)} fils={f.totals.total} terms={f.terms} />
    </OrderPage>
  );
}
