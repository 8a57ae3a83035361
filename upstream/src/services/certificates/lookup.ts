// Certificates found by their printed number (the verification form) and the list of one customer's
// certificates (sharing: LinkedIn, Open Badges). Both go through verifyCertificate, so only a live, genuine
// certificate is ever answered (an order cancelled or refunded, an account deleted: not found).
import { and, eq } from 'drizzle-orm';
import type { CertificateLookup, CertificateType, MyCertificate } from '@shared/contract/entities';
import type { Db } from '../../db/client';
import { certificates, initiativePrograms, initiativeRegistrations } from '../../db/schema';
import { verifyCertificate } from './index';

/** Where a certificate row points: its kind and the cid of its PDF and QR link. */
function cidOf(row: typeof certificates.$inferSelect): { type: CertificateType; cid: number } | null {
  if (row.kind === 'init') return row.initRegistrationId ? { type: 'init', cid: row.initRegistrationId } : null;
  return row.orderItemId ? { type: row.kind, cid: row.orderItemId } : null;
}

/** Courses/find-certificate: a genuine certificate by its number (case and surrounding spaces ignored), else null. */
export async function findCertificateByNumber(db: Db, number: string): Promise<CertificateLookup | null> {
  const wanted = number.trim().toUpperCase();
  const [row] = await db.select().from(certificates).where(eq(certificates.certificateNumber, wanted)).limit(1);
  const target = row ? { ...cidOf(row), uid: row.userId } : await initiativeWithoutRow(db, wanted);
  if (!target?.type || !target.cid) return null;
  const found = await verifyCertificate(db, target.uid, target.cid, target.type);
  // The number printed must be the one asked for (an initiative certificate may carry its own number).
  if (!found || found.CertificateNumber.toUpperCase() !== wanted) return null;
  return { ...found, Type: target.type };
}

/**
 * Initiative certificates without a certificate row print `InitID-ID` (docs/product/screens.md#printable-documents):
 * the registration it names.
 */
async function initiativeWithoutRow(db: Db, number: string) {
  const m = /^(\d{1,9})-(\d{1,9})$/.exec(number);
  if (!m) return null;
  const [r] = await db
    .select({ uid: initiativeRegistrations.userId, id: initiativeRegistrations.id })
    .from(initiativeRegistrations)
    .innerJoin(initiativePrograms, eq(initiativePrograms.id, initiativeRegistrations.programId))
    .where(and(eq(initiativeRegistrations.id, Number(m[2])), eq(initiativePrograms.initiativeId, Number(m[1]))))
    .limit(1);
  return r ? { type: 'init' as const, cid: r.id, uid: r.uid } : null;
}

/** User/get-my-certificates: the caller's genuine certificates, newest first. */
export async function listMyCertificates(db: Db, uid: string): Promise<MyCertificate[]> {
  const rows = await db.select().from(certificates).where(eq(certificates.userId, uid));
  const targets = rows.map(cidOf).filter((t): t is NonNullable<typeof t> => t !== null);
  const withRow = new Set(targets.filter((t) => t.type === 'init').map((t) => t.cid));
  const regs = await db
    .select({ id: initiativeRegistrations.id })
    .from(initiativeRegistrations)
    .innerJoin(initiativePrograms, eq(initiativePrograms.id, initiativeRegistrations.programId))
    .where(
      and(
        eq(initiativeRegistrations.userId, uid),
        eq(initiativeRegistrations.certIssued, true),
        eq(initiativePrograms.hasCert, true),
      ),
    );
  for (const r of regs) if (!withRow.has(r.id)) targets.push({ type: 'init', cid: r.id });

  const found: MyCertificate[] = [];
  for (const t of targets) {
    const v = await verifyCertificate(db, uid, t.cid, t.type);
    if (v)
      found.push({
        Type: t.type,
        CID: t.cid,
        CertificateNumber: v.CertificateNumber,
        NameOnCertificate: v.NameOnCertificate,
        Title_en: v.Title_en,
        Title_ar: v.Title_ar,
        GivenDate: v.GivenDate,
      });
  }
  return found.sort((a, b) => b.GivenDate.localeCompare(a.GivenDate));
}
