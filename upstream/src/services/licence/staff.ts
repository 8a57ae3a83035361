// Staff: the customers whose broker cards expire within N days, for outreach (a list, a CSV, later a chart).
import { asc, eq } from 'drizzle-orm';
import { dayNumber, dubaiDayNumber } from '@shared/contract/constants/licence';
import type { ExpiringLicence } from '@shared/contract/entities/licence';
import type { Db } from '../../db/client';
import { brokerLicences, licenceAuthorities, users } from '../../db/schema';
import { expiringBetween, renewalBooked } from './licence';

/** At most this many rows per answer (the list is for outreach, not an export of the customer base). */
const EXPIRING_LIMIT = 5000;

export async function expiringLicences(db: Db, days: number, now: Date): Promise<ExpiringLicence[]> {
  const today = dubaiDayNumber(now);
  const rows = await db
    .select({ l: brokerLicences, u: users, r: licenceAuthorities })
    .from(brokerLicences)
    .innerJoin(users, eq(users.uniqueId, brokerLicences.userId))
    .innerJoin(licenceAuthorities, eq(licenceAuthorities.code, brokerLicences.authority))
    .where(expiringBetween(today, today + days))
    .orderBy(asc(brokerLicences.expiryDate), asc(users.lastName))
    .limit(EXPIRING_LIMIT);
  const out: ExpiringLicence[] = [];
  for (const { l, u, r } of rows)
    out.push({
      UniqueID: u.uniqueId,
      FirstName: u.firstName,
      LastName: u.lastName,
      Email: u.email,
      MobileNumber: u.mobileNumber || null,
      PreferredLanguage: u.preferredLanguage === 'ar' ? 'ar' : 'en',
      Authority: l.authority as ExpiringLicence['Authority'],
      CardNumber: l.cardNumber,
      CardType: l.cardType as ExpiringLicence['CardType'],
      ExpiryDate: l.expiryDate,
      DaysLeft: dayNumber(l.expiryDate)! - today,
      Booked: await renewalBooked(db, l, r),
    });
  return out;
}
