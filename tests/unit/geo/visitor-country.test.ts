import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { defineEndpoint } from '@/lib/contract';
import { countryFromHeaders } from '@/lib/geo/visitor-country';
import { loadWebSettings } from '@/lib/settings/web';
import { setEnv } from '../../support/settings-env';
import { upstreamFetch } from '@/lib/upstream/client';

const echo = defineEndpoint({
  method: 'GET',
  path: 'Test/echo',
  response: z.object({ headers: z.record(z.string(), z.string()) }),
});

let server: http.Server;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data: { headers: req.headers } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setEnv({ UPSTREAM_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  setEnv({ COUNTRY_HEADER: undefined });
});

/** Runs `fn` as Next runs a route handler or a dynamic page: a request scope holding the incoming headers. */
async function serving<T>(incoming: Record<string, string>, fn: () => Promise<T>, type = 'request'): Promise<T> {
  // Next's request scope is an AsyncLocalStorage that its server installs globally.
  (globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;
  const { workUnitAsyncStorage } = await import('next/dist/server/app-render/work-unit-async-storage.external');
  const store = { type, headers: new Headers(incoming) } as unknown as Parameters<typeof workUnitAsyncStorage.run>[0];
  return workUnitAsyncStorage.run(store, fn);
}

async function sentCountry(): Promise<string> {
  const result = await upstreamFetch(echo);
  if (!result.ok) throw new Error(result.error.kind);
  return result.data.headers['x-country'];
}

describe('visitor country (x-country)', () => {
  it('reads the CDN country header (CF-IPCountry by default) and defaults to AE', () => {
    expect(loadWebSettings({}).countryHeader).toBe('cf-ipcountry');
    expect(countryFromHeaders(new Headers({ 'CF-IPCountry': 'SA' }))).toBe('SA');
    expect(countryFromHeaders(new Headers({ 'cf-ipcountry': ' gb ' }))).toBe('GB');
    expect(countryFromHeaders(new Headers())).toBe('AE');
    // Cloudflare's unknown and Tor markers, and anything that is not a listed country code.
    for (const value of ['XX', 'T1', 'ZZ', 'SAU', '1', '', 'A']) {
      expect(countryFromHeaders(new Headers({ 'cf-ipcountry': value }))).toBe('AE');
    }
  });

  it('takes the header named by COUNTRY_HEADER instead (CloudFront, a load balancer)', () => {
    expect(loadWebSettings({ COUNTRY_HEADER: 'CloudFront-Viewer-Country' }).countryHeader).toBe(
      'cloudfront-viewer-country',
    );
    expect(() => loadWebSettings({ COUNTRY_HEADER: 'bad header' })).toThrow(/COUNTRY_HEADER/);
    const h = new Headers({ 'cloudfront-viewer-country': 'EG', 'cf-ipcountry': 'SA' });
    expect(countryFromHeaders(h, 'cloudfront-viewer-country')).toBe('EG');
  });

  it('the upstream call made while serving a request carries the visitor country', async () => {
    expect(await serving({ 'cf-ipcountry': 'SA' }, sentCountry)).toBe('SA');
    expect(await serving({ 'cf-ipcountry': 'T1' }, sentCountry)).toBe('AE');
    expect(await serving({}, sentCountry)).toBe('AE');
    setEnv({ COUNTRY_HEADER: 'x-geo-country' });
    expect(await serving({ 'x-geo-country': 'kw', 'cf-ipcountry': 'SA' }, sentCountry)).toBe('KW');
  });

  it('shared reads (cached, prerendered, outside a request) say AE whatever the visitor', async () => {
    expect(await serving({ 'cf-ipcountry': 'SA' }, sentCountry, 'unstable-cache')).toBe('AE');
    expect(await serving({ 'cf-ipcountry': 'SA' }, sentCountry, 'prerender')).toBe('AE');
    expect(await sentCountry()).toBe('AE');
  });
});
