// Contact and course-interest enquiries: stored, then e-mailed to the institute's address from settings.
import { eq } from 'drizzle-orm';
import type { EnquiryRequest } from '@shared/contract/entities';
import { htmlToText } from '@shared/html/text';
import type { Db } from '../db/client';
import { enquiries, settings } from '../db/schema';
import type { Mailer } from '../mail/mailer';

export async function submitEnquiry(
  db: Db,
  mailer: Mailer,
  e: EnquiryRequest,
  userId: string | null,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .insert(enquiries)
    .values({
      name: e.name,
      email: e.email,
      phone: e.phone,
      message: e.message ?? '',
      isCourse: e.isCourse,
      courseId: e.courseId,
      subject: e.Subject,
      body: e.Body,
      userId,
      createdAt: now,
    })
    .returning({ id: enquiries.id });
  const [s] = await db.select({ to: settings.emailAddress }).from(settings).where(eq(settings.id, 1));
  await mailer.send({
    to: s?.to ?? 'info@institute.example',
    replyTo: e.email,
    subject: e.Subject,
    // Body is HTML composed by the web; the text part is its tag-free form.
    html: e.Body,
    text: htmlToText(e.Body),
    meta: { kind: 'enquiry', enquiryId: row.id, isCourse: e.isCourse, courseId: e.courseId },
  });
  return true;
}
