import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';
import { z } from 'zod';
import { ANONYMOUS_USER_ID, defineEndpoint, getSettings } from '@/lib/contract';
import { clearBearerCache } from '@/lib/upstream/bearer';
import { upstreamFetch } from '@/lib/upstream/client';
import { setEnv } from '../../support/settings-env';

const SECRET = 'test-signing-secret-0123456789-abcdefgh';
const ANON = 'anon-test-token';
const USER = '6f1c2b9e-3a4d-4c8e-9b7a-1d2e3f4a5b6c';

const HeadersEcho = z.object({ headers: z.record(z.string(), z.string()), url: z.string(), body: z.string() });
const echoGet = defineEndpoint({
  method: 'GET',
  path: 'Test/echo',
  query: z.object({ id: z.number(), q: z.string().optional() }),
  response: HeadersEcho,
});
const echoPost = defineEndpoint({
  method: 'POST',
  path: 'Test/echo',
  body: z.object({ name: z.string() }),
  response: HeadersEcho,
});
const status = (code: number, method: 'GET' | 'POST' = 'GET') =>
  defineEndpoint({ method, path: `Test/status/${code}`, response: z.object({ ok: z.boolean() }) });
const slow = defineEndpoint({ method: 'GET', path: 'Test/slow', response: z.object({ ok: z.boolean() }) });
const badJson = defineEndpoint({ method: 'GET', path: 'Test/bad-json', response: z.object({ ok: z.boolean() }) });
const noEnvelope = defineEndpoint({ method: 'GET', path: 'Test/no-envelope', response: z.object({ ok: z.boolean() }) });
const mismatch = defineEndpoint({ method: 'GET', path: 'Test/mismatch', response: z.object({ ok: z.boolean() }) });
const flaky = (method: 'GET' | 'POST') =>
  defineEndpoint({ method, path: 'Test/flaky', response: z.object({ ok: z.boolean() }) });

let server: http.Server;
let hits: Record<string, number> = {};
let flakyFailures = 0;

function send(res: http.ServerResponse, code: number, body: unknown, raw = false) {
  res.writeHead(code, { 'content-type': 'application/json' });
  res.end(raw ? String(body) : JSON.stringify(body));
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const key = `${req.method} ${url.pathname}`;
    hits[key] = (hits[key] ?? 0) + 1;
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const path = url.pathname;
      if (path === '/api/Test/echo') return send(res, 200, { data: { headers: req.headers, url: req.url, body } });
      const code = /^\/api\/Test\/status\/(\d+)$/.exec(path);
      if (code) {
        const n = Number(code[1]);
        const error = n === 401 ? 'unauthorized' : n === 404 ? 'not_found' : 'server_error';
        return send(res, n, { error: { code: error } });
      }
      if (path === '/api/Test/slow') return void setTimeout(() => send(res, 200, { data: { ok: true } }), 400);
      if (path === '/api/Test/bad-json') return send(res, 200, '<html>oops', true);
      if (path === '/api/Test/no-envelope') return send(res, 200, { ok: true });
      if (path === '/api/Test/mismatch') return send(res, 200, { data: { ok: 'yes' } });
      if (path === '/api/Test/flaky') {
        if (flakyFailures > 0) {
          flakyFailures--;
          return send(res, 503, { error: { code: 'server_error' } });
        }
        return send(res, 200, { data: { ok: true } });
      }
      if (path === '/api/Shared/get-settings') return send(res, 200, { data: { nope: true } });
      return send(res, 404, { error: { code: 'not_found' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  setEnv({
    UPSTREAM_URL: `http://127.0.0.1:${port}/`,
    UPSTREAM_SIGNING_SECRET: SECRET,
    UPSTREAM_ANON_TOKEN: ANON,
    UPSTREAM_ENV: undefined,
  });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  hits = {};
  flakyFailures = 0;
  clearBearerCache();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('upstreamFetch: request', () => {
  it('sends every contract header for an anonymous caller', async () => {
    const result = await upstreamFetch(echoGet, { query: { id: 12, q: 'a b' } });
    if (!result.ok) throw new Error(`unexpected ${result.error.kind}`);
    const h = result.data.headers;
    expect(result.data.url).toBe('/api/Test/echo?id=12&q=a+b');
    expect(h['x-unique-id']).toBe(ANONYMOUS_USER_ID);
    expect(h['x-secret-token']).toBe(ANON);
    expect(h['x-device-id']).toBeTruthy();
    expect(h['x-country']).toBe('AE');
    expect(h['x-platform']).toBe('web');
    expect(h['x-lang']).toBe('en');
    expect(h['x-env']).toBe('test');
    expect(h['x-node']).toBeTruthy();
    expect(h['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(h.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('signs an HS256 bearer (iss web, aud upstream, sub = user, 60 s) that verifies with the secret', async () => {
    const result = await upstreamFetch(echoGet, {
      query: { id: 1 },
      ctx: { userId: USER, token: 'user-token', lang: 'ar', deviceId: 'dev-1', country: 'SA' },
    });
    if (!result.ok) throw new Error(result.error.kind);
    const h = result.data.headers;
    expect(h['x-unique-id']).toBe(USER);
    expect(h['x-secret-token']).toBe('user-token');
    expect(h['x-lang']).toBe('ar');
    expect(h['x-device-id']).toBe('dev-1');
    expect(h['x-country']).toBe('SA');
    const token = h.authorization.slice('Bearer '.length);
    const { payload, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(SECRET), {
      issuer: 'web',
      audience: 'upstream',
    });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload.sub).toBe(USER);
    expect(payload.exp! - payload.iat!).toBe(60);
    await expect(jwtVerify(token, new TextEncoder().encode('another-secret-0123456789-abcdefghij'))).rejects.toThrow();
  });

  it('reuses the signed bearer for the same user for a while', async () => {
    const a = await upstreamFetch(echoGet, { query: { id: 1 }, ctx: { userId: USER } });
    const b = await upstreamFetch(echoGet, { query: { id: 2 }, ctx: { userId: USER } });
    const c = await upstreamFetch(echoGet, { query: { id: 3 } });
    if (!a.ok || !b.ok || !c.ok) throw new Error('unexpected failure');
    expect(a.data.headers.authorization).toBe(b.data.headers.authorization);
    expect(c.data.headers.authorization).not.toBe(a.data.headers.authorization);
  });

  it('sends a POST body as JSON', async () => {
    const result = await upstreamFetch(echoPost, { body: { name: 'Aisha' } });
    if (!result.ok) throw new Error(result.error.kind);
    expect(result.data.headers['content-type']).toBe('application/json');
    expect(JSON.parse(result.data.body)).toEqual({ name: 'Aisha' });
  });

  it('refuses a query that does not match the endpoint (invalid input, no request)', async () => {
    // @ts-expect-error: id must be a number
    const result = await upstreamFetch(echoGet, { query: { id: 'x' } });
    expect(result).toEqual({ ok: false, error: { kind: 'invalid', retryable: false } });
    expect(hits['GET /api/Test/echo']).toBeUndefined();
  });
});

describe('upstreamFetch: errors as values', () => {
  it.each([
    [401, { kind: 'unauthorized', status: 401, retryable: false, code: 'unauthorized' }],
    [404, { kind: 'not_found', status: 404, retryable: false, code: 'not_found' }],
    [500, { kind: 'http', status: 500, retryable: true, code: 'server_error' }],
  ])('maps HTTP %i', async (code, error) => {
    expect(await upstreamFetch(status(code))).toEqual({ ok: false, error });
  });

  it("reads an extension endpoint's 404 as 'unavailable' (hide the feature), a spec endpoint's as not_found", async () => {
    const extension = defineEndpoint({
      method: 'GET',
      path: 'Test/status/404',
      response: z.object({ ok: z.boolean() }),
      extension: true,
    });
    const hidden = await upstreamFetch(extension);
    expect(hidden).toEqual({ ok: false, error: { kind: 'unavailable', status: 404, retryable: false } });
    const missing = await upstreamFetch(status(404));
    expect(missing.ok ? null : missing.error.kind).toBe('not_found');
  });

  it('times out with AbortController and does not retry a timeout', async () => {
    const started = Date.now();
    const result = await upstreamFetch(slow, { timeoutMs: 100 });
    expect(result).toEqual({ ok: false, error: { kind: 'timeout', retryable: true } });
    expect(Date.now() - started).toBeLessThan(380);
    expect(hits['GET /api/Test/slow']).toBe(1);
  });

  it('maps a body that is not JSON, a missing envelope and a schema mismatch to contract errors', async () => {
    for (const endpoint of [badJson, noEnvelope, mismatch]) {
      expect(await upstreamFetch(endpoint)).toMatchObject({ ok: false, error: { kind: 'contract', retryable: false } });
    }
  });

  it('parses with the real contract schema too', async () => {
    expect(await upstreamFetch(getSettings)).toMatchObject({ ok: false, error: { kind: 'contract' } });
  });

  it('maps a refused connection to a network error', async () => {
    const saved = process.env.UPSTREAM_URL;
    setEnv({ UPSTREAM_URL: 'http://127.0.0.1:9' });
    try {
      expect(await upstreamFetch(status(200))).toEqual({ ok: false, error: { kind: 'network', retryable: true } });
    } finally {
      setEnv({ UPSTREAM_URL: saved });
    }
  });
});

describe('upstreamFetch: retries', () => {
  it('retries a GET once after a 5xx and succeeds', async () => {
    flakyFailures = 1;
    expect(await upstreamFetch(flaky('GET'))).toEqual({ ok: true, data: { ok: true } });
    expect(hits['GET /api/Test/flaky']).toBe(2);
  });

  it('retries a GET twice with backoff, then gives up', async () => {
    flakyFailures = 5;
    const started = Date.now();
    const result = await upstreamFetch(flaky('GET'));
    expect(result).toEqual({ ok: false, error: { kind: 'http', status: 503, retryable: true, code: 'server_error' } });
    expect(hits['GET /api/Test/flaky']).toBe(3);
    // backoff: at least 150 ms before the 2nd attempt and 300 ms before the 3rd
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
  });

  it("sends the caller's request id (x-request-id) when given, a fresh one otherwise", async () => {
    const given = await upstreamFetch(echoGet, { query: { id: 1 }, ctx: { requestId: 'lb-request-12345' } });
    expect(given.ok && given.data.headers['x-request-id']).toBe('lb-request-12345');
    const bad = await upstreamFetch(echoGet, { query: { id: 1 }, ctx: { requestId: 'bad id with spaces' } });
    expect(bad.ok && bad.data.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never retries a POST', async () => {
    flakyFailures = 1;
    const result = await upstreamFetch(flaky('POST'));
    expect(result.ok).toBe(false);
    expect(hits['POST /api/Test/flaky']).toBe(1);
  });

  it('does not retry 4xx', async () => {
    await upstreamFetch(status(404));
    expect(hits['GET /api/Test/status/404']).toBe(1);
  });
});
