// Cart/get-e-invoice (contract extension): an order's tax invoice or tax credit note as PINT AE XML. The figures are
// the order's stored lines (unit price, voucher share, net, VAT per line in fils), the buyer is the copy the order
// was issued with (name, TRN, billing address, trade licence), the seller the institute's settings (name, TRN).
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, settings } from '../../db/schema';
import { isUuid } from '../commerce/orders';
import { orderBillingOf } from '../users/billing';
import { buildPintAe, emirateCode, type EParty } from './pint-ae';

const CREDIT = 4;
const dubaiDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Dubai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const day = (d: Date) => dubaiDay.format(d);

/** The institute as seller: its settings' name, TRN and address (street line, emirate and P.O. Box found in it). */
async function seller(db: Db): Promise<EParty> {
  const [s] = await db.select().from(settings).where(eq(settings.id, 1)).limit(1);
  const text = s?.addressEn ?? '';
  const emirate = text
    .split(',')
    .map((p) => p.trim())
    .find((p) => emirateCode(p));
  return {
    name: s?.instituteNameEn || 'Institute',
    trn: s?.trn || null,
    tradeLicense: null,
    address: {
      Line1: text.replace(/,?\s*United Arab Emirates\s*$/i, '') || '-',
      Line2: null,
      City: emirate ?? 'Dubai',
      Emirate: emirate ?? 'Dubai',
      POBox: /\d+/.exec(s?.poBox ?? '')?.[0] ?? null,
      CountryCode: 'AE',
    },
  };
}

export async function getEInvoice(
  db: Db,
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
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, o.id)).orderBy(asc(orderItems.id));
  const copy = (await orderBillingOf(db, [o.id])).get(o.id);
  const name = [o.firstName, o.lastName].filter(Boolean).join(' ').trim();
  const { fileName, xml } = buildPintAe({
    type,
    orderNumber: o.orderNumber,
    orderUniqueId: o.uniqueId,
    issueDate: day(type === 'credit-note' ? (o.refundDate ?? o.orderDate) : o.orderDate),
    invoiceDate: day(o.orderDate),
    seller: await seller(db),
    buyer: {
      name: o.companyName || name || '-',
      trn: o.trn || null,
      tradeLicense: copy?.tradeLicenseNumber ?? null,
      address: copy?.address ?? null,
    },
    lines: items.map((l) => ({
      nameEn: l.nameEn,
      nameAr: l.nameAr,
      quantity: 1,
      unitPrice: l.unitPriceFils,
      discount: l.discountFils,
      net: l.netFils,
      vatRatePercent: l.vatFils === 0 && l.netFils !== 0 ? 0 : 5,
      vat: l.vatFils,
    })),
  });
  return { FileName: fileName, Xml: xml };
}
