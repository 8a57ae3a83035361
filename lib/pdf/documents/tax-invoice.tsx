/**
 * Tax invoice (UAE VAT rules): the words "Tax Invoice", the institute's name, address and TRN, the customer's
 * name and TRN when given (a company order: the company, its licence and address, and its PO number), a unique
 * sequential number, issue date, due date (= order date, due on receipt; a bank transfer: its net terms, with the
 * institute's account),
 * lines with unit price, quantity, VAT rate and VAT amount in AED, discount, totals, the amount in words in
 * English and Arabic (fils), and the terms with the cheque return charge.
 */
import { L, netTerms } from '../labels';
import { PAYMENT_STATUS_PAID } from '../types';
import { COLORS } from '../theme';
import { ClosingBlock } from './order/closing-block';
import { describeLine } from './order/describe-line';
import { orderFacts, totalRows, type OrderDocumentInput } from './order/facts';
import { Header } from './order/header';
import { LinesTable } from './order/lines-table';
import { OrderPage } from './order/page';
import { Parties, type Fact } from './order/parties';
import { PayToBlock } from './order/pay-to';

export type TaxInvoiceProps = OrderDocumentInput;

export function TaxInvoiceDocument(props: TaxInvoiceProps) {
  const f = orderFacts(props);
  const { lang, order } = { lang: props.lang, order: props.order };
  const issued = f.date(order.OrderDate);
  // A company order: its PO, and for a bank transfer on net terms the due date and the account to pay.
  const buyer = order.CompanyBuyer;
  const po: Fact[] = buyer?.PONumber ? [{ k: 'poNumber', value: buyer.PONumber }] : [];
  const netDays = buyer?.DueDate
    ? Math.round((Date.parse(buyer.DueDate) - Date.parse(order.OrderDate)) / 86_400_000)
    : 0;
  const terms = netDays > 0 ? [netTerms(netDays), ...f.terms.slice(1)] : f.terms;
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
          ...po,
          { k: 'issueDate', value: issued },
          { k: 'dueDate', value: buyer?.DueDate ? f.date(buyer.DueDate) : issued },
          { k: 'currency', value: 'AED' },
        ]}
      />
      <LinesTable lang={lang} lines={f.lines} lineDetails={(line) => describeLine(line, lang, f.date)} />
      {buyer?.PayTo && order.PaymentStatusID !== PAYMENT_STATUS_PAID ? (
        <PayToBlock lang={lang} payTo={buyer.PayTo} reference={buyer.PONumber ?? f.invoiceNumber} />
      ) : null}
      <ClosingBlock lang={lang} rows={totalRows(f.totals)} fils={f.totals.total} terms={terms} />
    </OrderPage>
  );
}
