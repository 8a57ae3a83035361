// GET /files/:id: resizing with fit cover, long-lived cache headers, ETag, 404s, dimension clamp.
import sharp from 'sharp';
import { files } from '../../../upstream/src/db/schema';
import { createTestApp, type TestContext } from './harness';

let t: TestContext;
let imageId: string;
let original: { width: number; height: number };
beforeAll(async () => {
  t = await createTestApp();
  const [f] = await t.database.db
    .select({ id: files.id, width: files.width, height: files.height, mime: files.mime })
    .from(files)
    .limit(50)
    .then((rows) => rows.filter((r) => r.mime === 'image/jpeg'));
  imageId = f.id;
  original = { width: f.width!, height: f.height! };
}, 180_000);
afterAll(async () => {
  await t?.close();
});

test('serves the original with immutable caching', async () => {
  const r = await t.app.request(`/files/${imageId}`);
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toBe('image/jpeg');
  expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const meta = await sharp(Buffer.from(await r.arrayBuffer())).metadata();
  expect([meta.width, meta.height]).toEqual([original.width, original.height]);
});

test('resizes to w x h (cover) and sends an ETag; If-None-Match gives 304', async () => {
  const r = await t.app.request(`/files/${imageId}?w=600&h=600`);
  expect(r.status).toBe(200);
  const meta = await sharp(Buffer.from(await r.arrayBuffer())).metadata();
  expect([meta.width, meta.height]).toEqual([600, 600]);
  const etag = r.headers.get('etag')!;
  expect(etag).toBeTruthy();
  const again = await t.app.request(`/files/${imageId}?w=600&h=600`, { headers: { 'if-none-match': etag } });
  expect(again.status).toBe(304);
});

test('a caller that accepts WebP gets a lighter WebP, under its own ETag; others keep the JPEG', async () => {
  const accept = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
  const webp = await t.app.request(`/files/${imageId}?w=800&h=450`, { headers: { accept } });
  expect(webp.headers.get('content-type')).toBe('image/webp');
  expect(webp.headers.get('vary')).toBe('Accept');
  const webpBytes = Buffer.from(await webp.arrayBuffer());
  const meta = await sharp(webpBytes).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 450]);

  const jpeg = await t.app.request(`/files/${imageId}?w=800&h=450`, { headers: { accept: 'image/*' } });
  expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
  expect(webpBytes.length).toBeLessThan(Buffer.from(await jpeg.arrayBuffer()).length);
  expect(webp.headers.get('etag')).not.toBe(jpeg.headers.get('etag'));
});

test('width alone keeps the aspect ratio', async () => {
  const r = await t.app.request(`/files/${imageId}?w=400`);
  const meta = await sharp(Buffer.from(await r.arrayBuffer())).metadata();
  expect(meta.width).toBe(400);
  expect(meta.height).toBe(Math.round((400 * original.height) / original.width));
});

test('dimensions are clamped to 2000', async () => {
  const r = await t.app.request(`/files/${imageId}?w=5000&h=10`);
  const meta = await sharp(Buffer.from(await r.arrayBuffer())).metadata();
  expect([meta.width, meta.height]).toEqual([2000, 10]);
});

test('unknown, malformed and all-zero ids are 404', async () => {
  for (const id of ['00000000-0000-0000-0000-000000000000', '12345678-1234-4234-8234-123456789abc', 'not-a-uuid']) {
    const r = await t.app.request(`/files/${id}?w=10&h=10`);
    expect(r.status).toBe(404);
  }
});
