// The licensing authorities' rules (docs/licence.md), as data the institute can edit: these are the demo's values,
// from the public descriptions of the Dubai and Abu Dhabi rules, linked to the seeded courses that prepare for each
// step. Inserted once (ON CONFLICT DO NOTHING), also into a database seeded before the licence existed.
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courses, licenceAuthorities } from '../db/schema';

const LICENCE_RULES: (typeof licenceAuthorities.$inferInsert)[] = [
  // Dubai: register for the renewal test about a month before expiry; a lapsed card renews through the certified
  // course for six months, then only through the full certification course.
  {
    code: 'RERA',
    registrationLeadDays: 30,
    graceDays: 180,
    renewalCourseId: 5, // Broker Code of Ethics & Professional Conduct: the annual renewal test's preparation
    certifiedCourseId: 7, // AML & KYC Compliance for Real Estate Brokers: the certified course
    fullCourseId: 1, // RERA Broker Certification Preparation
  },
  {
    code: 'ADREC',
    registrationLeadDays: 30,
    graceDays: 90,
    renewalCourseId: 27, // Abu Dhabi Real Estate Regulation Essentials
    certifiedCourseId: 22, // UAE Real Estate Law for Practitioners
    fullCourseId: 27,
  },
];

export async function seedLicenceRules(db: Db): Promise<void> {
  const ids = [...new Set(LICENCE_RULES.flatMap((r) => [r.renewalCourseId, r.certifiedCourseId, r.fullCourseId]))];
  const found = await db.select({ id: courses.id }).from(courses).where(inArray(courses.id, ids));
  if (found.length !== ids.length) return; // another catalogue: the institute enters its own rules
  await db.insert(licenceAuthorities).values(LICENCE_RULES).onConflictDoNothing();
}
