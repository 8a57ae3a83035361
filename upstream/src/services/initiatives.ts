// Social initiatives and their dated programs.
import { asc, eq } from 'drizzle-orm';
import type { Initiative, InitiativeProgram } from '../../../lib/contract/entities';
import type { Db } from '../db/client';
import { initiativePrograms, initiatives } from '../db/schema';
import { fileId, iso, nullIfEmpty } from '../lib/shape';

export async function getInitiative(db: Db, id: number): Promise<{ init: Initiative; progs: InitiativeProgram[] } | null> {
  const [i] = await db.select().from(initiatives).where(eq(initiatives.id, id)).limit(1);
  if (!i) return null;
  const progs = await db.select().from(initiativePrograms).where(eq(initiativePrograms.initiativeId, id)).orderBy(asc(initiativePrograms.startDate), asc(initiativePrograms.id));
  return {
    init: {
      InitID: i.id, Link: i.link, InitTitle_en: i.titleEn, InitTitle_ar: i.titleAr, InitPhoto: fileId(i.photo),
      InitDesc_en: nullIfEmpty(i.descEn), InitDesc_ar: nullIfEmpty(i.descAr),
      InstructorIDs_en: nullIfEmpty(i.instructorsEn), InstructorIDs_ar: nullIfEmpty(i.instructorsAr),
      Languages_en: nullIfEmpty(i.languagesEn), Languages_ar: nullIfEmpty(i.languagesAr), SeatsPerProgram: i.seatsPerProgram,
    },
    // Location and certificate flag ride along: the spec's customer-initiative view shows them.
    progs: progs.map((p) => ({
      ID: p.id, StartDate: iso(p.startDate), EndDate: iso(p.endDate), TimeSlot_form: p.timeFrom, TimeSlot_to: p.timeTo, Registered: p.registered,
      InitLocation_en: p.locationEn, InitLocation_ar: p.locationAr, HasCert: p.hasCert,
    })),
  };
}
