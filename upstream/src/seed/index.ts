// Seeds the database on first start (when the settings row is missing). The base date is that first day,
// stored in settings.base_date, so restarts never shift the demo dates.
import type { Db } from '../db/client';
import { settings } from '../db/schema';
import { seedBilling } from './billing';
import { seedCertificates } from './certificates';
import { seedCommerce } from './commerce';
import { seedCompanySeats } from './company-seats';
import { content, withSecurityFixtures } from './content';
import { seedLicenceRules } from './licence';
import { seedPracticeExams } from './practice-exams';
import { dubaiDay, seedDatabase } from './seed-database';

async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: settings.id }).from(settings).limit(1);
  return rows.length > 0;
}

/** `fixtures`: also the security test fixtures (config.seedFixtures; the test harness): never on the demo site. */
export async function seedIfEmpty(
  db: Db,
  opts: { now: Date; fixtures?: boolean },
): Promise<{ seeded: boolean; ms: number }> {
  if (await isSeeded(db)) {
    await seedLicenceRules(db); // a database seeded before the licence rules existed gets them now
    await seedPracticeExams(db); // a database seeded before the practice bank existed
    return { seeded: false, ms: 0 };
  }
  const t0 = performance.now();
  const seeded = await seedDatabase(db, opts.fixtures ? withSecurityFixtures(content) : content, dubaiDay(opts.now));
  if (seeded) await seedCertificates(db, dubaiDay(opts.now));
  if (seeded) await seedCommerce(db, dubaiDay(opts.now));
  if (seeded) await seedBilling(db, dubaiDay(opts.now));
  if (seeded) await seedCompanySeats(db, dubaiDay(opts.now));
  if (seeded) await seedLicenceRules(db);
  if (seeded) await seedPracticeExams(db);
  return { seeded, ms: Math.round(performance.now() - t0) };
}
