// What every booking e-mail needs: the recipient (address, preferred language, name), site links, and the
// PDF renderer. Messages are rendered when sent, from the database as it is then: a reminder for an order
// that was paid meanwhile is not sent (the builder answers null).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Lang } from '../../http/types';
import type { PdfRenderer } from '../pdf/renderer';

export interface Recipient {
  email: string;
  lang: Lang;
  name: string;
}

export interface MailContext {
  db: Db;
  siteUrl: string;
  pdf: PdfRenderer;
  now: Date;
}

export async function recipientOf(db: Db, userId: string): Promise<Recipient | null> {
  const [u] = await db.select().from(users).where(eq(users.uniqueId, userId)).limit(1);
  if (!u) return null;
  const lang: Lang = u.preferredLanguage === 'ar' ? 'ar' : 'en';
  const arName = [u.firstNameAr, u.lastNameAr].filter(Boolean).join(' ');
  return { email: u.email, lang, name: lang === 'ar' && arName ? arName : `${u.firstName} ${u.lastName}`.trim() };
}

/** Links into the site; documents are attached, never linked (a PDF link would need the web's signing key). */
export function siteLinks(siteUrl: string, lang: Lang) {
  const base = `${siteUrl.replace(/\/+$/, '')}/${lang}`;
  return {
    order: (oid: string) => `${base}/my-account/my-orders/order?id=${encodeURIComponent(oid)}`,
    orders: () => `${base}/my-account/my-orders`,
    payLink: (token: string) => `${base}/payment-link/${encodeURIComponent(token)}`,
    waitlist: () => `${base}/my-account/my-waitlist`,
    course: (link: string, id: number) => `${base}/course/${encodeURIComponent(link || 'course')}/${id}`,
    contact: () => `${base}/contact`,
  };
}
