// What every booking e-mail needs: the recipient (address, preferred language, name), site links, and the
// PDF renderer. Messages are rendered when sent, from the database as it is then: a reminder for an order
// that was paid meanwhile is not sent (the builder answers null).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Lang } from '../../http/types';
import type { PdfRenderer } from '../pdf/renderer';
// The web's own route builders, so an e-mailed link is the URL the site serves.
import {
  accountPath,
  CONTACT_PATH,
  coursePath,
  localePath,
  orderPath,
  ordersPath,
  paymentLinkPath,
} from '@shared/routes';

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
  const base = siteUrl.replace(/\/+$/, '');
  const url = (path: string) => `${base}${localePath(lang, path)}`;
  return {
    order: (oid: string) => url(orderPath(oid)),
    orders: () => url(ordersPath()),
    payLink: (token: string) => url(paymentLinkPath(token)),
    waitlist: () => url(accountPath('my-waitlist')),
    course: (link: string, id: number) => url(coursePath({ Link: link, ProductId: id })),
    contact: () => url(CONTACT_PATH),
  };
}
