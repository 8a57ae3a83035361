// Files/upload: content-checked types, 5 MB limit, signed-in users only; stored in the files table.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { files } from '../../../upstream/src/db/schema';
import { createTestApp, headers, type HeaderOptions, type TestContext } from './harness';
import { signUpUser, watchContractDrift } from './user-helpers';

let t: TestContext;
watchContractDrift();
let who: { userId: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  who = await signUpUser(t);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

async function upload(bytes: Buffer, name: string, extra: Record<string, string> = {}, as: HeaderOptions = who) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name));
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  const res = await t.app.request('/api/Files/upload', { method: 'POST', headers: await headers(as), body: form });
  return { status: res.status, json: (await res.json()) as any };
}
const png = () =>
  sharp({ create: { width: 12, height: 10, channels: 3, background: '#c9a227' } })
    .png()
    .toBuffer();
const refusedAs = (r: { status: number; json: any }, message: string) => {
  expect(r.status).toBe(400);
  expect(r.json.error.code).toBe('bad_request');
  expect(r.json.error.issues[0].message).toBe(message);
};

test('a real PNG is stored and returned as a file id; public by default it is served at /files/{id}', async () => {
  const r = await upload(await png(), 'photo.png');
  expect(r.status).toBe(200);
  expect(r.json.data.success).toBe(true);
  const id = r.json.data.response as string;
  const [row] = await t.database.db.select().from(files).where(eq(files.id, id));
  expect(row).toMatchObject({ mime: 'image/png', width: 12, height: 10, ownerId: who.userId, isPublic: true });
  const served = await t.app.request(`/files/${id}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/png');
});

test('a private upload (public=0) is stored but not served publicly', async () => {
  const r = await upload(await png(), 'eid-front.png', { public: '0' });
  expect(r.status).toBe(200);
  expect((await t.app.request(`/files/${r.json.data.response}`)).status).toBe(404);
});

test('a text file named .png is refused, as is a PNG named .jpg or a truncated PNG', async () => {
  refusedAs(await upload(Buffer.from('just some text, not an image at all'), 'photo.png'), 'file_type');
  refusedAs(await upload(await png(), 'photo.jpg'), 'file_type');
  refusedAs(await upload((await png()).subarray(0, 20), 'photo.png'), 'file_type');
});

test('a PDF is accepted only when the types allow Emirates ID documents', async () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  refusedAs(await upload(pdf, 'eid.pdf'), 'file_type');
  const ok = await upload(pdf, 'eid.pdf', { types: 'jpg,jpeg,png,gif,bmp,tiff,pdf,doc,docx', public: '0' });
  expect(ok.status).toBe(200);
  const [row] = await t.database.db
    .select({ mime: files.mime, isPublic: files.isPublic })
    .from(files)
    .where(eq(files.id, ok.json.data.response));
  expect(row).toEqual({ mime: 'application/pdf', isPublic: false });
  // Types outside the spec's list are ignored: an .exe stays refused whatever the caller asks.
  refusedAs(await upload(Buffer.from('MZ\x90\x00'), 'tool.exe', { types: 'exe' }), 'file_type');
});

test('files over 5 MB are refused', async () => {
  const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 100 - (await png()).length)]);
  refusedAs(await upload(big, 'big.png'), 'file_too_large');
  refusedAs(await upload(Buffer.alloc(6 * 1024 * 1024), 'huge.png'), 'file_too_large');
});

test('only signed-in users may upload', async () => {
  const r = await upload(await png(), 'photo.png', {}, {});
  expect(r.status).toBe(401);
});
