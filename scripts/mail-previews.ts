// Renders one booking e-mail of each kind in English and Arabic, through the real upstream (PGlite in memory), its
// job queue and outbox, with a moved clock; writes each message's HTML, text, attachments and a PNG of the HTML
// in headless Chromium. `npx tsx scripts/mail-previews.ts [out-dir]` (default /tmp/mail-previews).
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { chromium } from '@playwright/test';
import * as s from '../upstream/src/db/schema';
import { readOutbox } from '../upstream/src/mail/outbox';
import { issueSessionToken } from '../upstream/src/services/users/accounts';
import { refundOrder } from '../upstream/src/services/commerce/orders';
import { call, createTestApp, headers, setHeaderClock, type TestContext } from '../tests/integration/upstream/harness';

const OUT = path.resolve(process.argv[2] ?? '/tmp/mail-previews');
const DAY = 86_400_000;
const HOUR = 3_600_000;

let now = Date.now();
const clock = () => new Date(now);

type Who = { userId: string; token: string; email: string };

async function customer(t: TestContext, lang: 'en' | 'ar', tag: string): Promise<Who> {
  const email = `${tag}.${lang}.${now}@example.test`;
  const names = lang === 'ar' ? { firstNameAr: 'ليلى', lastNameAr: 'حداد' } : {};
  const [u] = await t.database.db
    .insert(s.users)
    .values({
      email,
      passwordHash: 'x',
      firstName: 'Layla',
      lastName: 'Haddad',
      ...names,
      mobileNumber: String(500000000 + Math.floor(Math.random() * 99999999)),
      preferredLanguage: lang,
    })
    .returning({ id: s.users.uniqueId });
  return { userId: u!.id, token: await issueSessionToken(t.database.db, u!.id, 'preview', clock()), email };
}

const api = async (t: TestContext, who: Who | null, p: string, body?: unknown, method?: string) =>
  call(t.app, `/api/${p}`, {
    method: method ?? (body !== undefined ? 'POST' : 'GET'),
    body,
    headers: await headers(who ? { userId: who.userId, token: who.token } : {}),
  });

async function book(t: TestContext, who: Who, program: number, method: 'online' | 'pay_later') {
  await api(t, who, 'Cart/add-to-cart', { ItemID: program, ItemType: 'program', DiplomaLang: null });
  const r = await api(t, who, `Cart/submit-order?paymentMethod=${method}&trn=-`, undefined, 'POST');
  if (r.status !== 200) throw new Error(`submit ${r.status} ${JSON.stringify(r.json)}`);
  return r.json.data.OrderUniqueID as string;
}

async function pay(t: TestContext, who: Who, oid: string, number: string) {
  const form = new URLSearchParams({ name: 'Layla Haddad', number, expiry: '12/34', cvc: '123' });
  await t.app.request(`/payment/card?uid=${who.userId}&oid=${oid}&lang=en&env=test`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
}

async function program(t: TestContext, id: number, seats: number, days: number, hour: number) {
  const day = new Date(now + days * DAY).toISOString().slice(0, 10);
  const start = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+04:00`);
  await t.database.db
    .update(s.programs)
    .set({
      seatsAvailable: seats,
      startDate: start,
      endDate: new Date(start.getTime() + 4 * DAY + 3 * HOUR),
      lastDateToRegister: new Date(start.getTime() - DAY),
    })
    .where(eq(s.programs.id, id));
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  setHeaderClock(clock);
  const t = await createTestApp({ clock });
  try {
    const people: Record<string, Who> = {};
    for (const lang of ['en', 'ar'] as const) {
      const P1 = lang === 'en' ? 3 : 22;
      const P2 = lang === 'en' ? 11 : 12;
      await program(t, P1, 1, 20, 18);
      await program(t, P2, 20, 12, 9);
      const a = (people[`a-${lang}`] = await customer(t, lang, 'payer'));
      const b = (people[`b-${lang}`] = await customer(t, lang, 'card'));
      const c = (people[`c-${lang}`] = await customer(t, lang, 'student'));
      const d = (people[`d-${lang}`] = await customer(t, lang, 'waiting'));
      const e = (people[`e-${lang}`] = await customer(t, lang, 'notify'));
      await book(t, a, P1, 'pay_later');
      await api(t, d, 'Waitlist/join', { PriceOptionID: P1 });
      const ob = await book(t, b, P2, 'online');
      await pay(t, b, ob, '4000 0000 0000 0002');
      await t.app.jobs.drain();
      await pay(t, b, ob, '4242 4242 4242 4242');
      await refundOrder(t.database.db, ob, { now: clock(), offerHoldMs: DAY });
      const oc = await book(t, c, P2, 'online');
      await pay(t, c, oc, '4242 4242 4242 4242');
      await api(t, e, 'Courses/notify-me', { ProductId: lang === 'en' ? 19 : 26 });
    }
    const [template] = await t.database.db.select().from(s.programs).where(eq(s.programs.id, 1));
    for (const course of [19, 26]) {
      const { id: _id, ...rest } = template!;
      void _id;
      await t.database.db.insert(s.programs).values({ ...rest, courseId: course, startDate: new Date(now + 40 * DAY) });
    }
    await t.app.jobs.tick();
    now += 2 * DAY + HOUR; // pay-by reminder
    await t.app.jobs.tick();
    now += DAY; // lapse → order lapsed, CANCEL, waitlist offer
    await t.app.jobs.tick();
    now += 2 * DAY; // 7 days before P2
    await t.app.jobs.tick();

    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const page = await browser.newPage({ viewport: { width: 680, height: 900 } });
    const seen = new Set<string>();
    for (const m of (await readOutbox(t.outboxDir)).reverse()) {
      const lang = /[\u0600-\u06ff]/.test(m.subject) ? 'ar' : 'en';
      const kind = `${String(m.meta.kind)}${m.meta.method ? `-${String(m.meta.method).toLowerCase()}` : ''}`;
      const name = `${kind}-${lang}`;
      if (seen.has(name) || !m.html) continue;
      seen.add(name);
      fs.writeFileSync(path.join(OUT, `${name}.html`), m.html);
      fs.writeFileSync(path.join(OUT, `${name}.txt`), `Subject: ${m.subject}\n\n${m.text}`);
      if (m.eml) fs.copyFileSync(m.eml, path.join(OUT, `${name}.eml`));
      await page.setContent(m.html, { waitUntil: 'load' });
      await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage: true });
    }
    await browser.close();
    console.log([...seen].sort().join('\n'));
  } finally {
    await t.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
