// Cart/get-e-invoice (contract extension): an order's tax invoice or tax credit note as PINT AE XML. The figures are
// the order's stored lines (quantity, unit price, discount, net, VAT per line in fils), the buyer is the copy the
// order was issued with (name, TRN, billing address; a company order's company, with its PO and due date:
// docs/company.md#buying-seats), the seller the institute's name and its validated identifiers (config).
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderCompany, orderItems, orders, settings } from '../../db/schema';
import { isUuid } from '../commerce/orders';
import { orderBillingOf } from '../users/billing';
import type { InstituteIdentity } from '../../config';
import { buildPintAe, type EParty, type EPayment } from './pint-ae';

const CREDIT = 4;
const dubaiDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Dubai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const day = (d: Date) => dubaiDay.format(d);

/** The institute as seller: its name from the site settings, its identifiers from the validated settings. */
function seller(name: string, institute: InstituteIdentity): EParty {
  const { address } = institute;
  return {
    name,
    trn: institute.trn,
    legal: { tradeLicence: institute.tradeLicence, authority: institute.tradeLicenceAuthority },
    address: {
      Line1: address.street,
      Line2: null,
      City: address.city,
      Emirate: address.emirate,
      POBox: address.poBox,
      CountryCode: 'AE',
    },
  };
}

type Bank = { IBAN?: string; AccountName?: string } | null;

/**
 * Paid by card: 48; to be paid (pay later, a bulk order, a company's bank transfer): credit transfer to the institute's
 * IBAN; free: 1.
 */
function payment(o: typeof orders.$inferSelect, bank: Bank): EPayment {
  if (o.paymentReceiveType === 'Card' || o.paymentMethod === 'online') return { code: '48' };
  if (o.totalFils === 0 || !bank?.IBAN) return { code: '1' };
  return { code: '30', iban: bank.IBAN.replace(/\s+/g, ''), accountName: bank.AccountName ?? null };
}

/**
 * The order's e-invoice, or null: unknown, not the caller's, a credit note of an order not in credit, or an order
 * issued without a billing address. PINT AE needs the buyer's street, city and emirate (ibr-144-ae) and the shop
 * does not invent them: an individual who gave none gets the PDF tax invoice only (docs/tax-invoices.md).
 */
export async function getEInvoice(
  db: Db,
  institute: InstituteIdentity,
  oid: string,
  uid: string,
  type: 'invoice' | 'credit-note',
): Promise<{ FileName: string; Xml: string } | null> {
  if (!isUuid(oid)) return null;
  const [o] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.uniqueId, oid), eq(orders.userId, uid)))
    .limit(1);
  if (!o || (type === 'credit-note' && o.statusId !== CREDIT)) return null;
  const [company] = await db.select().from(orderCompany).where(eq(orderCompany.orderId, o.id)).limit(1);
  const billing = (await orderBillingOf(db, [o.id])).get(o.id);
  // A company order's buyer is the company as it stood when the order was placed.
  const copy = company
    ? {
        address: company.address,
        tradeLicenseNumber: company.tradeLicenseNumber,
        tradeLicenseAuthority: company.tradeLicenseAuthority,
      }
    : billing;
  if (!copy?.address) return null;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, o.id)).orderBy(asc(orderItems.id));
  const [s] = await db.select().from(settings).where(eq(settings.id, 1)).limit(1);
  const name = [o.firstName, o.lastName].filter(Boolean).join(' ').trim();
  const { fileName, xml } = buildPintAe({
    type,
    orderNumber: o.orderNumber,
    orderUniqueId: o.uniqueId,
    issueDate: day(type === 'credit-note' ? (o.refundDate ?? o.orderDate) : o.orderDate),
    invoiceDate: day(o.orderDate),
    seller: seller(s?.instituteNameEn || 'Institute', institute),
    buyer: {
      name: company?.legalNameEn || o.companyName || name || '-',
      trn: company?.trn || o.trn || null,
      // The trade licence only with the authority that issued it (PINT AE needs both): never half of it.
      legal:
        copy.tradeLicenseNumber && copy.tradeLicenseAuthority
          ? { tradeLicence: copy.tradeLicenseNumber, authority: copy.tradeLicenseAuthority }
          : null,
      customerId: o.userId,
      address: copy.address,
    },
    payment: payment(o, (s?.bank ?? null) as Bank),
    purchaseOrder: company?.poNumber ?? null,
    dueDate: company?.dueDate ? day(company.dueDate) : null,
    lines: items.map((l) => ({
      nameEn: l.nameEn,
      nameAr: l.nameAr,
      quantity: l.quantity,
      unitPrice: l.unitPriceFils,
      discount: l.discountFils,
      net: l.netFils,
      vatRatePercent: l.vatFils === 0 && l.netFils !== 0 ? 0 : 5,
      vat: l.vatFils,
    })),
  });
  return { FileName: fileName, Xml: xml };
}
