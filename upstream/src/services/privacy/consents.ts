// Consents (UAE PDPL): an append-only history per user; the current state of a kind is its newest row.
import { asc, desc, eq } from 'drizzle-orm';
import type { Consent, SetConsents } from '@shared/contract/entities';
import type { Db } from '../../db/client';
import { consents } from '../../db/schema';
import { iso } from '../../lib/shape';

type Row = typeof consents.$inferSelect;
const toConsent = (r: Row): Consent => ({
  Kind: r.kind,
  Granted: r.granted,
  Version: r.version,
  RecordedAt: iso(r.recordedAt),
  Source: r.source,
});

/** Every recorded choice of the user, oldest first (the data export). */
export async function consentHistory(db: Pick<Db, 'select'>, userId: string): Promise<Consent[]> {
  const rows = await db.select().from(consents).where(eq(consents.userId, userId)).orderBy(asc(consents.id));
  return rows.map(toConsent);
}

/** User/get-consents: the newest choice of each kind that has one. */
export async function currentConsents(db: Pick<Db, 'select'>, userId: string): Promise<Consent[]> {
  const rows = await db.select().from(consents).where(eq(consents.userId, userId)).orderBy(desc(consents.id));
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.kind) && seen.add(r.kind)).map(toConsent);
}

/** User/set-consents: one row per choice, all with the same time; answers the current state. */
export async function recordConsents(db: Db, userId: string, body: SetConsents, now: Date): Promise<Consent[]> {
  await db.insert(consents).values(
    body.Consents.map((c) => ({
      userId,
      kind: c.Kind,
      granted: c.Granted,
      version: c.Version,
      source: body.Source,
      recordedAt: now,
    })),
  );
  return currentConsents(db, userId);
}
