import { expect, type APIResponse } from '@playwright/test';
import { test } from './support/accounts';

/**
 * Pins patches/next+16.4.6.patch (vercel/next.js#82117): the first, uncached render of an ISR page that redirects
 * sent its Location header twice (once from the render, once more when the cache entry's headers were replayed),
 * which proxies merge into `/a, /a` and Googlebot refuses. A course page under a wrong slug answers 308 to its
 * canonical URL from such a render. On a Next upgrade, delete the patch, rebuild and run this spec: if it passes,
 * the patch can go (docs/adr/0008-patches.md).
 */

const values = (response: APIResponse, name: string) =>
  response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === name)
    .map((header) => header.value);

test('the first render of an ISR redirect sends one Location (and one stale time), and so does the cached one', async ({
  request,
}) => {
  const page = await request.get('/en/courses');
  const href = /href="\/en\/course\/([^"/]+)\/(\d+)"/.exec(await page.text());
  expect(href, 'a course link on the course list').not.toBeNull();
  const [, link, id] = href!;
  // A slug never asked for before: this path has no cache entry, so Next renders it now and caches the redirect.
  const wrong = `/en/course/not-${link}-${Date.now().toString(36)}/${id}`;

  for (const attempt of ['first render', 'from the cache']) {
    const response = await request.get(wrong, { maxRedirects: 0 });
    expect(response.status(), attempt).toBe(308);
    expect(values(response, 'location'), attempt).toEqual([`/en/course/${link}/${id}`]);
    expect(values(response, 'x-nextjs-stale-time').length, attempt).toBeLessThanOrEqual(1);
  }
});
