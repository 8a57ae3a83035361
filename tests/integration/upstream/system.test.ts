// /health, /openapi.json, send-message into the outbox (and /dev/outbox), and graceful shutdown.
import { readOutbox } from '../../../upstream/src/mail/outbox';
import { serveApp } from '../../../upstream/src/server';
import { call, createTestApp, createTestDatabase, type TestContext } from './harness';
import { Hono } from 'hono';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(async () => {
  await t?.close();
});

test('/health checks the database', async () => {
  const r = await t.app.request('/health');
  expect(r.status).toBe(200);
  expect(await r.json()).toMatchObject({ status: 'ok', db: 'ok' });
});

test('the request id is echoed (or made up)', async () => {
  const given = await t.app.request('/health', { headers: { 'x-request-id': 'req-123' } });
  expect(given.headers.get('x-request-id')).toBe('req-123');
  const made = await t.app.request('/health');
  expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
});

test('/openapi.json lists the contract paths', async () => {
  const r = await t.app.request('/openapi.json');
  expect(r.status).toBe(200);
  const doc = await r.json();
  expect(doc.openapi).toMatch(/^3\./);
  for (const p of [
    '/api/Shared/get-settings',
    '/api/Courses/get-course',
    '/api/AcademicPrograms/get-diploma',
    '/api/MambershipsAndBooks/get-memberships-and-books',
    '/api/Shared/send-message',
  ]) {
    expect(Object.keys(doc.paths)).toContain(p);
  }
  const query = doc.paths['/api/Courses/get-course'].get.parameters.filter((p: { in?: string }) => p.in === 'query');
  expect(query.map((p: { name: string }) => p.name).sort()).toEqual(['id', 'top']);
});

test('send-message stores the enquiry and writes it to the outbox', async () => {
  const body = {
    name: 'Mariam Haddad',
    email: 'mariam@example.com',
    phone: '501234567',
    message: 'Do you run weekend classes?',
    isCourse: false,
    courseId: null,
    Subject: 'New Enquiry from Mariam Haddad',
    Body: 'Do you run weekend classes?<br /><br />Mariam Haddad<br />501234567<br />mariam@example.com',
  };
  const r = await call(t.app, '/api/Shared/send-message', { method: 'POST', body });
  expect(r.status).toBe(200);
  expect(r.json).toEqual({ data: true });
  const [msg] = await readOutbox(t.outboxDir);
  expect(msg.subject).toBe(body.Subject);
  expect(msg.replyTo).toBe(body.email);
  expect(msg.text).toContain('Do you run weekend classes?');
  const dev = await t.app.request('/dev/outbox');
  expect((await dev.json()).data[0].id).toBe(msg.id);
});

test('send-message with an invalid body is 400 with issues', async () => {
  const r = await call(t.app, '/api/Shared/send-message', { method: 'POST', body: { name: '', email: 'nope' } });
  expect(r.status).toBe(400);
  expect(r.json.error.code).toBe('bad_request');
  expect(r.json.error.issues.length).toBeGreaterThan(0);
});

test('graceful shutdown lets an in-flight request finish, then closes the database', async () => {
  const database = await createTestDatabase();
  const app = new Hono();
  let dbClosed = false;
  const close = database.close;
  database.close = async () => {
    dbClosed = true;
    await close();
  };
  app.get('/slow', async (c) => {
    await new Promise((r) => setTimeout(r, 400));
    return c.text(dbClosed ? 'closed' : 'open');
  });
  const running = await serveApp(app, database, { port: 0, hostname: '127.0.0.1', drainMs: 5000, quiet: true });
  const inflight = fetch(`http://127.0.0.1:${running.port}/slow`).then(async (r) => ({
    status: r.status,
    text: await r.text(),
  }));
  await new Promise((r) => setTimeout(r, 100));
  const stopped = running.shutdown('test');
  const res = await inflight;
  expect(res).toEqual({ status: 200, text: 'open' });
  await stopped;
  expect(dbClosed).toBe(true);
  await expect(fetch(`http://127.0.0.1:${running.port}/slow`)).rejects.toThrow();
});
