// The company a company order was bought for (order_company), as Order.CompanyBuyer: what its tax invoice prints
// (docs/company.md#buying-seats). For a bank transfer, the institute's account comes from its settings.
import { eq, inArray } from 'drizzle-orm';
import type { CompanyBuyer } from '@shared/contract/entities/order';
import type { Db } from '../../db/client';
import { orderCompany, orders, settings } from '../../db/schema';
import { isoOrNull } from '../../lib/shape';

type Bank = { BankName_en?: string; BankName_ar?: string; AccountName?: string; IBAN?: string } | null;

export async function companyBuyersOf(db: Db, orderIds: number[]): Promise<Map<number, CompanyBuyer>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select({ c: orderCompany, method: orders.paymentMethod })
    .from(orderCompany)
    .innerJoin(orders, eq(orders.id, orderCompany.orderId))
    .where(inArray(orderCompany.orderId, orderIds));
  if (!rows.length) return new Map();
  const bankTransfer = rows.some((r) => r.method === 'bank_transfer');
  const [s] = bankTransfer ? await db.select({ bank: settings.bank }).from(settings).where(eq(settings.id, 1)) : [];
  const bank = (s?.bank ?? null) as Bank;
  const payTo =
    bank?.IBAN && bank.AccountName
      ? {
          BankName_en: bank.BankName_en ?? '',
          BankName_ar: bank.BankName_ar ?? bank.BankName_en ?? '',
          AccountName: bank.AccountName,
          IBAN: bank.IBAN,
        }
      : null;
  return new Map(
    rows.map(({ c, method }) => [
      c.orderId,
      {
        CompanyID: c.companyId,
        LegalName_en: c.legalNameEn,
        LegalName_ar: c.legalNameAr,
        TRN: c.trn,
        TradeLicenseNumber: c.tradeLicenseNumber,
        TradeLicenseAuthority: c.tradeLicenseAuthority,
        Address: c.address,
        PONumber: c.poNumber,
        DueDate: isoOrNull(c.dueDate),
        PayTo: method === 'bank_transfer' ? payTo : null,
      },
    ]),
  );
}
