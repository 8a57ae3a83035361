// The company view of its seats (docs/company.md "Assigning seats"): per program, seats bought, assigned, accepted,
// attended and certified, and each seat. Only the company's admins and staff read it; an agent's own seat is in their
// My Courses. Staff's dashboard reads the totals of every company.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CompanySeats, SeatProgram, SeatTotals } from '@shared/contract/entities/company-seats';
import type { Db } from '../../db/client';
import { brokerLicences, certificates, companies, companySeats, orderItems, programs, users } from '../../db/schema';
import { isoOrNull } from '../../lib/shape';
import { changeDeadline, isAdminOf, pastDeadline, seatIsLive } from './seats-rules';

type Person = { firstName: string; lastName: string; firstNameAr: string | null; lastNameAr: string | null };
/** The agent's name in the caller's language (the Arabic one when they gave it). */
function fullName(u: Person | null, lang: 'en' | 'ar'): string {
  if (!u) return '';
  const ar = [u.firstNameAr, u.lastNameAr].filter(Boolean).join(' ');
  return lang === 'ar' && ar ? ar : `${u.firstName} ${u.lastName}`.trim();
}

export async function getCompanySeats(
  db: Db,
  caller: { userId: string; staff: boolean; lang: 'en' | 'ar' },
  companyId: number,
  changeHours: number,
  now: Date,
): Promise<CompanySeats> {
  if (!caller.staff && !(await isAdminOf(db, caller.userId, companyId))) return { Status: 'not_admin', Programs: [] };
  const rows = await db
    .select({ s: companySeats, line: orderItems, p: programs, u: users, expiry: brokerLicences.expiryDate })
    .from(companySeats)
    .innerJoin(orderItems, eq(orderItems.id, companySeats.orderItemId))
    .leftJoin(programs, and(eq(companySeats.itemType, 'program'), eq(programs.id, companySeats.itemId)))
    .leftJoin(users, eq(users.uniqueId, companySeats.userId))
    // Only an agent who accepted the seat and chose to share it (My Licence) shows the company their expiry date.
    .leftJoin(
      brokerLicences,
      and(
        eq(brokerLicences.userId, companySeats.userId),
        eq(companySeats.status, 'accepted'),
        eq(brokerLicences.shareWithCompany, true),
      ),
    )
    .where(and(eq(companySeats.companyId, companyId), seatIsLive))
    .orderBy(asc(companySeats.itemType), asc(companySeats.itemId), asc(companySeats.id));
  const agentOrders = rows.map((r) => r.s.agentOrderId).filter((id): id is number => id !== null);
  const certified = new Set(
    agentOrders.length
      ? (
          await db
            .select({ orderId: orderItems.orderId })
            .from(certificates)
            .innerJoin(orderItems, eq(orderItems.id, certificates.orderItemId))
            .where(inArray(orderItems.orderId, agentOrders))
        ).map((c) => c.orderId)
      : [],
  );
  const byItem = new Map<string, SeatProgram>();
  for (const { s, line, p, u, expiry } of rows) {
    const key = `${s.itemType}:${s.itemId}`;
    let g = byItem.get(key);
    if (!g) {
      const deadline = await changeDeadline(db, s.itemType, s.itemId, changeHours);
      g = {
        ItemType: s.itemType as SeatProgram['ItemType'],
        ItemID: s.itemId,
        Title_en: line.nameEn,
        Title_ar: line.nameAr,
        StartDate: isoOrNull(p?.startDate),
        ChangeDeadline: isoOrNull(deadline),
        CanChange: !pastDeadline(deadline, now),
        Bought: 0,
        Assigned: 0,
        Accepted: 0,
        Attended: 0,
        Certified: 0,
        Seats: [],
      };
      byItem.set(key, g);
    }
    const accepted = s.status === 'accepted';
    const isCertified = accepted && s.agentOrderId !== null && certified.has(s.agentOrderId);
    // No roll-call is kept: an accepted seat of a program that has ended counts as attended (a certificate too).
    const attended = accepted && (isCertified || (p !== null && p.endDate < now));
    g.Bought += 1;
    if (s.status !== 'open') g.Assigned += 1;
    if (accepted) g.Accepted += 1;
    if (attended) g.Attended += 1;
    if (isCertified) g.Certified += 1;
    g.Seats.push({
      SeatID: s.id,
      State: s.status,
      Email: s.email,
      Name: fullName(u, caller.lang),
      AssignedDate: isoOrNull(s.assignedAt),
      AcceptedDate: isoOrNull(s.acceptedAt),
      Attended: attended,
      Certified: isCertified,
      LicenceExpiry: expiry,
    });
  }
  return { Status: 'ok', Programs: [...byItem.values()] };
}

/** Staff: seats bought vs assigned per company and item, largest first. */
export async function seatTotals(db: Db): Promise<SeatTotals> {
  const rows = await db
    .select({
      companyId: companySeats.companyId,
      en: companies.legalNameEn,
      ar: companies.legalNameAr,
      itemType: companySeats.itemType,
      itemId: companySeats.itemId,
      titleEn: sql<string>`min(${orderItems.nameEn})`,
      titleAr: sql<string>`min(${orderItems.nameAr})`,
      bought: sql<number>`count(*)::int`,
      assigned: sql<number>`count(*) filter (where ${companySeats.status} <> 'open')::int`,
      accepted: sql<number>`count(*) filter (where ${companySeats.status} = 'accepted')::int`,
    })
    .from(companySeats)
    .innerJoin(companies, eq(companies.id, companySeats.companyId))
    .innerJoin(orderItems, eq(orderItems.id, companySeats.orderItemId))
    .where(seatIsLive)
    .groupBy(
      companySeats.companyId,
      companies.legalNameEn,
      companies.legalNameAr,
      companySeats.itemType,
      companySeats.itemId,
    )
    .orderBy(sql`count(*) desc`, asc(companySeats.companyId));
  return rows.map((r) => ({
    CompanyID: r.companyId,
    CompanyName_en: r.en,
    CompanyName_ar: r.ar,
    ItemType: r.itemType as SeatTotals[number]['ItemType'],
    ItemID: r.itemId,
    Title_en: r.titleEn,
    Title_ar: r.titleAr,
    Bought: Number(r.bought),
    Assigned: Number(r.assigned),
    Accepted: Number(r.accepted),
  }));
}
