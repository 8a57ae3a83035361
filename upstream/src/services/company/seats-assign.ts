// Assigning a company's seats to agents by e-mail (docs/company.md "Assigning seats"): one e-mail or a CSV's rows,
// each row applied whole or not at all (its own savepoint) and reported: assigned (the agent has an account),
// invited (not yet), or refused with its reason. The agent is e-mailed an invitation in their language.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { AssignSeatsInput, SeatRefusal, SeatRowResult } from '@shared/contract/entities/company-seats';
import type { Db } from '../../db/client';
import { companySeats } from '../../db/schema';
import { queueMail } from '../../jobs/mail-log';
import {
  accountOf,
  alreadyBooked,
  changeDeadline,
  isAdminOf,
  isEmail,
  normalEmail,
  pastDeadline,
  seatIsLive,
  type Tx,
} from './seats-rules';

const LANGS: Record<string, 'en' | 'ar'> = { en: 'en', english: 'en', ar: 'ar', arabic: 'ar', عربي: 'ar' };

/** The language a row asks for: '' (none), a known one, or undefined (unknown: the row is refused). */
function rowLang(raw: string | undefined): 'en' | 'ar' | '' | undefined {
  const v = (raw ?? '').trim().toLowerCase();
  return v ? LANGS[v] : '';
}

/** Names the seat for `email` and queues its invitation (the caller holds the seat's row lock). */
export async function inviteToSeat(
  tx: Tx,
  seatId: number,
  email: string,
  lang: 'en' | 'ar',
  by: string,
  now: Date,
): Promise<'assigned' | 'invited'> {
  const account = await accountOf(tx, email);
  const token = randomUUID();
  const mailLang = account ? (account.lang === 'ar' ? 'ar' : 'en') : lang;
  await tx
    .update(companySeats)
    .set({
      status: 'invited',
      email,
      lang: mailLang,
      inviteToken: token,
      userId: account?.id ?? null,
      agentOrderId: null,
      assignedBy: by,
      assignedAt: now,
      acceptedAt: null,
    })
    .where(eq(companySeats.id, seatId));
  await queueMail(
    tx as unknown as Db,
    { key: `seat-invite:${token}`, kind: 'seat-invite', userId: account?.id ?? null, payload: { seatId, token } },
    now,
  );
  return account ? 'assigned' : 'invited';
}

/** Postgres' unique_violation: two assignments of one e-mail raced past the check (company_seats_agent_uq). */
const isUniqueViolation = (e: unknown) =>
  (e as { code?: string })?.code === '23505' || (e as { cause?: { code?: string } })?.cause?.code === '23505';

export async function assignSeats(
  db: Db,
  userId: string,
  input: AssignSeatsInput,
  changeHours: number,
  now: Date,
): Promise<{ Status: 'done' | 'not_admin' | 'too_late'; Rows: SeatRowResult[] }> {
  return db.transaction(async (tx) => {
    if (!(await isAdminOf(tx, userId, input.CompanyID))) return { Status: 'not_admin' as const, Rows: [] };
    const deadline = await changeDeadline(tx, input.ItemType, input.ItemID, changeHours);
    if (pastDeadline(deadline, now)) return { Status: 'too_late' as const, Rows: [] };
    // The open seats, locked: two admins assigning at once never name two agents on one seat.
    const open = await tx
      .select({ id: companySeats.id })
      .from(companySeats)
      .where(
        and(
          eq(companySeats.companyId, input.CompanyID),
          eq(companySeats.itemType, input.ItemType),
          eq(companySeats.itemId, input.ItemID),
          eq(companySeats.status, 'open'),
          seatIsLive,
        ),
      )
      .orderBy(asc(companySeats.id))
      .for('update');
    const seen = new Set<string>();
    const rows: SeatRowResult[] = [];
    for (const [i, r] of input.Rows.entries()) {
      const email = normalEmail(r.Email);
      const refuse = (Reason: SeatRefusal) => rows.push({ Row: i + 1, Email: email, Result: 'refused', Reason });
      const lang = rowLang(r.Language);
      if (!isEmail(email)) refuse('bad_email');
      else if (seen.has(email)) refuse('duplicate');
      else if (lang === undefined) refuse('bad_language');
      else if (!open.length) refuse('no_seat_left');
      else if (await alreadyBooked(tx, email, input.ItemType, input.ItemID)) refuse('already_booked');
      else {
        const seat = open[0];
        try {
          const result = await tx.transaction((sp) =>
            inviteToSeat(sp, seat.id, email, lang || input.Lang, userId, now),
          );
          open.shift();
          seen.add(email); // a later row of the same agent is a duplicate (a refused one may be corrected below)
          rows.push({ Row: i + 1, Email: email, Result: result, Reason: null });
        } catch (e) {
          if (!isUniqueViolation(e)) throw e;
          refuse('already_booked');
        }
      }
    }
    return { Status: 'done' as const, Rows: rows };
  });
}
