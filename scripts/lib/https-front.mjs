// An HTTPS front that speaks HTTP/2 to the browser and HTTP/1.1 to a local server, as the CDN or load balancer in
// front of the production site does (`SITE_URL` is https, pages send HSTS). `npm run lighthouse` measures
// through it: Lighthouse's simulation models an HTTP/1.1 origin as six cold connections, each with its own slow start
// and a round trip before every response, and an h2 origin as one connection that stays warm
// (docs/performance.md). The certificate is self-signed, made by openssl for this run; Chromium is told
// to accept it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Headers of one hop, which HTTP/2 forbids or the next hop sets itself. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'host',
]);

function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'https-front-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  try {
    // prettier-ignore
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
      '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      { stdio: 'ignore' });
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
    // Debian's ca-certificates brings openssl, so nearly every machine has it; say what to do where it does not.
    const hint = 'the HTTPS front needs the openssl command (apt-get install openssl), or measure with LH_HTTP2=off';
    throw new Error(hint, { cause: error });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Copies the end-to-end headers: pseudo-headers (`:path`) and hop-by-hop ones stay behind. */
function endToEnd(headers) {
  const out = {};
  for (const [name, value] of Object.entries(headers))
    if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) out[name] = value;
  return out;
}

/**
 * Starts a front for `origin` (http://host:port) on a free port of 127.0.0.1; resolves to its https origin and a
 * close function. The server behind sees its own host, and the front's in X-Forwarded-Host.
 */
export async function startHttpsFront(origin) {
  const target = new URL(origin);
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true });
  server.on('request', (req, res) => {
    // What a load balancer adds: the site checks a POST's Origin against them (lib/security/origin.ts).
    const forwarded = {
      'x-forwarded-host': req.headers[':authority'] ?? req.headers.host,
      'x-forwarded-proto': 'https',
    };
    const headers = { ...endToEnd(req.headers), host: target.host, ...forwarded };
    const forward = http.request(
      { agent, hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  // Closed with the browser's connections still open: they are cut, or close() would wait for the browser.
  const sockets = new Set();
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(agent.destroy()));
        for (const socket of sockets) socket.destroy();
      }),
  };
}
