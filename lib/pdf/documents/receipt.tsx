/**
 * Payment receipt: only for a paid order (PaymentStatusID 2, docs/product/states.md#payment-status). Receipt number,
 * payment date and method, the invoice it settles, the lines and totals, and the amount received in words.
 */
import { assertReceiptAvailable } from '../errors';
import { knownPaymentType } from '@/lib/commerce/payment-types';
import { L, PAYMENT_TYPE_LABELS } from '../labels';
import { documentNumber } from '../order-amounts';
import { COLORS } from '../theme';
import { ClosingBlock } from './order/closing-block';
import { describeLine } from './order/describe-line';
import { orderFacts, totalRows, type OrderDocumentInput } from './order/facts';
import { Header } from './order/header';
import { LinesTable } from './order/lines-table';
import { OrderPage } from './order/page';
import { Parties } from './order/parties';

export type ReceiptProps = OrderDocumentInput;

export function ReceiptDocument(props: ReceiptProps) {
  assertReceiptAvailable(props.order);
  const f = orderFacts(props);
  const { lang, order } = props;
  const receiptNumber = props.numbers?.receipt ?? documentNumber('RCT', order.OrderID);
  const paidOn = f.date(order.PaymentReceivedDate || order.OrderDate);
  const code = knownPaymentType(order.PaymentReceiveType);
  const method = code ? PAYMENT_TYPE_LABELS[code][lang] : order.PaymentReceiveType?.trim();
  return (
    <OrderPage lang={lang} title={`${L.paymentReceipt.en} ${receiptNumber}`} subject={L.paymentReceipt[lang]}>
      <Header
        lang={lang}
        institute={f.institute}
        title={L.paymentReceipt}
        badge={{ label: L.paid, color: COLORS.paid }}
      />
      <Parties
        lang={lang}
        partyLabel="receivedFrom"
        party={f.party}
        facts={[
          { k: 'receiptNo', value: receiptNumber },
          { k: 'paymentDate', value: paidOn },
          ...(method ? [{ k: 'paymentMethod' as const, value: method }] : []),
          { k: 'againstInvoice', value: f.invoiceNumber },
          { k: 'issueDate', value: f.date(order.OrderDate) },
          { k: 'currency', value: 'AED' },
        ]}
      />
      <LinesTable lang={lang} lines={f.lines} lineDetails={(line) => describeLine(line, lang, f.date)} />
      <ClosingBlock
        lang={lang}
        rows={totalRows(f.totals, 'amountPaid')}
        fils={f.totals.total}
        terms={[f.terms[2], f.terms[3]]}
      />
    </OrderPage>
  );
}
