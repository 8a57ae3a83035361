// User/export-data (UAE PDPL right of access): everything held about the caller, read only by the caller's id.
import { asc, eq } from 'drizzle-orm';
import type { DataExport } from '@shared/contract/entities';
import type { Db } from '../../db/client';
import { brokerLicences, enquiries } from '../../db/schema';
import { iso } from '../../lib/shape';
import { listMyCertificates } from '../certificates/lookup';
import { getOrder } from '../commerce/orders';
import { listAddresses } from '../users/addresses';
import { listInitiatives, listOrders } from '../users/orders';
import { getProfile } from '../users/profile';
import { consentHistory } from './consents';

export async function exportData(db: Db, userId: string, now: Date): Promise<DataExport> {
  const [profile, addresses, orders, certificates, initiatives, consents, sent, licences] = await Promise.all([
    getProfile(db, userId),
    listAddresses(db, userId),
    listOrders(db, userId),
    listMyCertificates(db, userId),
    listInitiatives(db, userId),
    consentHistory(db, userId),
    db.select().from(enquiries).where(eq(enquiries.userId, userId)).orderBy(asc(enquiries.id)),
    db.select().from(brokerLicences).where(eq(brokerLicences.userId, userId)),
  ]);
  const l = licences[0];
  const withItems = [];
  for (const order of orders) {
    const full = await getOrder(db, order.OrderUniqueID, userId);
    withItems.push({ ...order, Items: full?.items ?? [] });
  }
  return {
    BrokerLicence: l
      ? {
          Authority: l.authority as 'RERA' | 'ADREC',
          CardNumber: l.cardNumber,
          CardType: l.cardType as 'broker' | 'trainee' | 'manager',
          IssueDate: l.issueDate,
          ExpiryDate: l.expiryDate,
          EmployerTradeLicence: l.employerTradeLicence,
          CardCopy: l.cardCopy,
          Reminders: l.reminders,
          ShareWithCompany: l.shareWithCompany,
        }
      : null,
    ExportedAt: iso(now),
    Profile: profile,
    Addresses: addresses,
    Orders: withItems,
    Certificates: certificates,
    Initiatives: initiatives,
    Consents: consents,
    Enquiries: sent.map((e) => ({
      EnquiryID: e.id,
      CreatedAt: iso(e.createdAt),
      Name: e.name,
      Email: e.email,
      Phone: e.phone,
      Subject: e.subject,
      Message: e.message,
      CourseID: e.courseId,
    })),
  };
}
