// The training calendar on the file host is for signed-in customers only (docs/product/roles.md): its id is in the
// public settings, so the file itself must refuse anyone else, while catalogue images stay public.
import { eq } from 'drizzle-orm';
import { files, settings } from '../../../upstream/src/db/schema';
import { createCustomers, type Who } from './cart-helpers';
import { createTestApp, headers, type TestContext } from './harness';

let t: TestContext;
let calendarId: string;
let customer: Who;
beforeAll(async () => {
  t = await createTestApp();
  const [s] = await t.database.db.select({ id: settings.trainingCalendar }).from(settings).where(eq(settings.id, 1));
  calendarId = s.id!;
  [customer] = await createCustomers(t, 1, 'calendar');
}, 180_000);
afterAll(async () => {
  await t?.close();
});

test('the seeded calendar is a members-only file', async () => {
  const [f] = await t.database.db.select().from(files).where(eq(files.id, calendarId));
  expect([f.mime, f.isPublic, f.ownerId]).toEqual(['application/pdf', false, null]);
});

test('nobody without a signed-in caller gets it: no headers, the anonymous token, a forged bearer', async () => {
  expect((await t.app.request(`/files/${calendarId}`)).status).toBe(404);
  expect((await t.app.request(`/files/${calendarId}`, { headers: await headers() })).status).toBe(404);
  const forged = await headers({ ...customer, secret: 'not-the-signing-secret-0123456789' });
  expect((await t.app.request(`/files/${calendarId}`, { headers: forged })).status).toBe(404);
  const wrongToken = await headers({ userId: customer.userId, token: 'not-a-token' });
  expect((await t.app.request(`/files/${calendarId}`, { headers: wrongToken })).status).toBe(404);
});

test('a signed-in customer gets the PDF, never cached by a shared cache', async () => {
  const r = await t.app.request(`/files/${calendarId}`, { headers: await headers(customer) });
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toBe('application/pdf');
  expect(r.headers.get('cache-control')).toBe('private, no-store');
  expect(r.headers.get('etag')).toBeNull();
  expect(
    Buffer.from(await r.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});

test('catalogue images stay public; private uploads stay unserved', async () => {
  const [image] = await t.database.db.select({ id: files.id }).from(files).where(eq(files.mime, 'image/jpeg')).limit(1);
  expect((await t.app.request(`/files/${image.id}`)).status).toBe(200);
  const [upload] = await t.database.db
    .insert(files)
    .values({ mime: 'image/png', bytes: Buffer.from('x'), ownerId: customer.userId, isPublic: false })
    .returning({ id: files.id });
  expect((await t.app.request(`/files/${upload.id}`, { headers: await headers(customer) })).status).toBe(404);
});
