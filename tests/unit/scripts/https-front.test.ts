/**
 * The HTTPS front that `npm run lighthouse` measures through (scripts/lib/https-front.mjs): a browser's
 * HTTP/2 request reaches a plain HTTP/1.1 server whole, and its answer comes back whole, without the headers of one
 * hop that HTTP/2 forbids.
 */
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { startHttpsFront } from '../../../scripts/lib/https-front.mjs';

const frontModule = path.resolve(__dirname, '../../../scripts/lib/https-front.mjs');

type Seen = {
  method?: string;
  url?: string;
  host?: string;
  forwardedHost?: string;
  proto?: string;
  body: string;
  cookie?: string;
};

let origin: http.Server;
let seen: Seen;

beforeAll(async () => {
  origin = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen = {
        method: req.method,
        url: req.url,
        host: req.headers.host,
        forwardedHost: req.headers['x-forwarded-host'] as string,
        proto: req.headers['x-forwarded-proto'] as string,
        cookie: req.headers.cookie,
        body,
      };
      res.writeHead(201, { 'content-type': 'text/plain; charset=utf-8', 'x-page': 'yes', connection: 'keep-alive' });
      res.end('مرحبا'.repeat(2000));
    });
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
});

afterAll(() => new Promise<void>((resolve) => origin.close(() => resolve())));

function originUrl() {
  return `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
}

/** One HTTP/2 request to the front, as Chromium sends it; resolves to the status, headers and body. */
function h2Request(url: string, path: string, init: { method?: string; body?: string; cookie?: string } = {}) {
  return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const client = http2.connect(url, { rejectUnauthorized: false });
    client.on('error', reject);
    const req = client.request({
      ':method': init.method ?? 'GET',
      ':path': path,
      ...(init.cookie ? { cookie: init.cookie } : {}),
    });
    let headers: http2.IncomingHttpHeaders = {};
    let body = '';
    req.setEncoding('utf8');
    req.on('response', (h) => (headers = h));
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      client.close();
      resolve({ status: Number(headers[':status']), headers, body });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

test('passes an HTTP/2 request to the HTTP/1.1 server behind it and its answer back, whole', async () => {
  const front = await startHttpsFront(originUrl());
  try {
    expect(front.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const answer = await h2Request(front.url, '/en/courses?type=1', { method: 'POST', body: 'a=1', cookie: 's=abc' });
    expect(answer.status).toBe(201);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.headers['x-page']).toBe('yes');
    expect(answer.headers.connection).toBeUndefined();
    expect(answer.body).toBe('مرحبا'.repeat(2000));
    expect(seen).toEqual({
      method: 'POST',
      url: '/en/courses?type=1',
      host: new URL(originUrl()).host,
      forwardedHost: new URL(front.url).host,
      proto: 'https',
      cookie: 's=abc',
      body: 'a=1',
    });
  } finally {
    await front.close();
  }
});

test('answers 502 when the server behind it is down', async () => {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  const front = await startHttpsFront(`http://127.0.0.1:${port}`);
  try {
    expect((await h2Request(front.url, '/')).status).toBe(502);
  } finally {
    await front.close();
  }
});

test('says what to do where the openssl command that makes its certificate is missing', () => {
  // In a process of its own: a PATH set on jest's copy of process.env does not reach Node's own spawn.
  const script = `import { startHttpsFront } from ${JSON.stringify(frontModule)};
    await startHttpsFront('http://127.0.0.1:1').catch((error) => console.log(error.message));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { PATH: '/nonexistent', NODE_ENV: 'test' },
    encoding: 'utf8',
  });
  expect(out).toMatch(/needs the openssl command .* LH_HTTP2=off/);
});
