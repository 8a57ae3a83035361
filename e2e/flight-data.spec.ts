import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * A server component's markup travels twice: as HTML, and again in the flight data React hydrates from (the
 * `self.__next_f.push` scripts). The catalogue's cards are worded on the server and drawn by a client island from
 * their fields, so each card's markup is in the page's HTML once and its flight data holds the fields only; so are
 * the upstream's images, whose srcset is written by a client component (docs/architecture.md#page-weight).
 */

const LANGS = ['en', 'ar'] as const;

/** The page's HTML and its flight data, decoded from the inline scripts. */
async function load(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const flight = [...html.matchAll(/self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)]
    .map((m) => JSON.parse(m[1]) as [number, string?])
    .filter(([kind]) => kind === 1)
    .map(([, chunk]) => chunk ?? '')
    .join('');
  expect(flight.length, `${path}: flight data`).toBeGreaterThan(1000);
  return { html, flight };
}

async function firstLink(request: APIRequestContext, list: string, pattern: RegExp): Promise<string> {
  const { html } = await load(request, list);
  const href = html.match(pattern)?.[1];
  expect(href, `${list}: a link matching ${pattern}`).toBeTruthy();
  return href!;
}

/** Markup a card's view writes, which only a server-rendered card would put into the flight data. */
const CARD_MARKUP = {
  program: ['"data-testid":"program-dates"', '"className":"program-card'],
  course: ['"data-testid":"course-card"', '"className":"card-cat"'],
  diploma: ['"data-testid":"diploma-card"', '"data-testid":"courses-count"'],
} as const;

for (const lang of LANGS) {
  test.describe(`${lang}: cards are in the HTML once, their fields in the flight data`, () => {
    test('a course: its program cards and its related courses', async ({ request }) => {
      const path = await firstLink(request, `/${lang}/courses`, new RegExp(`href="(/${lang}/course/[^"]+)"`));
      const { html, flight } = await load(request, path);
      const cards = html.match(/data-testid="program-card"/g)?.length ?? 0;
      expect(cards).toBeGreaterThan(1);
      // Each card's id is in its fields; its markup is not.
      const ids = [...html.matchAll(/data-program-id="(\d+)"/g)].map((m) => m[1]);
      for (const id of ids) expect(flight).toContain(`"id":${id},`);
      for (const markup of [...CARD_MARKUP.program, ...CARD_MARKUP.course]) expect(flight).not.toContain(markup);
      // The related carousel's first view (four cards) is server HTML.
      const related = html.slice(html.indexOf('id="course-related"'));
      expect(related.match(/data-testid="course-card"/g)?.length).toBe(4);
    });

    test('home: featured courses, academic programs and upcoming programs', async ({ request }) => {
      const { html, flight } = await load(request, `/${lang}/home`);
      for (const testId of ['course-card', 'diploma-card', 'program-card']) {
        expect(html.match(new RegExp(`data-testid="${testId}"`, 'g'))?.length, testId).toBeGreaterThan(1);
      }
      for (const markup of Object.values(CARD_MARKUP).flat()) expect(flight).not.toContain(markup);
      // So are the training fields, the latest articles, the initiatives, the partners' news and the social links.
      for (const testId of ['blog-lead', 'initiative-card']) expect(html).toContain(`data-testid="${testId}"`);
      for (const markup of [
        '"className":"field-tile"',
        '"data-testid":"blog-lead"',
        '"data-testid":"initiative-card"',
        '"className":"partner-news"',
        '"className":"social-foot"',
        '"className":"social-band"',
      ]) {
        expect(flight).not.toContain(markup);
      }
      // Images are a client component: the flight data has a file id and a size, not the <img> and its srcset.
      expect(html).toContain(' srcSet="/files/');
      expect(flight).not.toContain('"srcSet":');
    });

    test('/courses and /training-programs: every card', async ({ request }) => {
      for (const [path, kind] of [
        [`/${lang}/courses`, 'course'],
        [`/${lang}/training-programs`, 'program'],
      ] as const) {
        const { html, flight } = await load(request, path);
        expect(html.match(new RegExp(`data-testid="${kind}-card"`, 'g'))?.length, path).toBeGreaterThan(5);
        for (const markup of CARD_MARKUP[kind]) expect(flight, path).not.toContain(markup);
      }
    });

    test('a course list: its ItemList JSON-LD is in the HTML, made from the cards, not in the flight data', async ({
      request,
    }) => {
      for (const path of [
        `/${lang}/courses`,
        await firstLink(request, `/${lang}/home`, /href="(\/[a-z]{2}\/courses\/[^"?]+\/\d+)"/),
      ]) {
        const { html, flight } = await load(request, path);
        const lists = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
          .map((m) => JSON.parse(m[1]))
          .filter((data) => data['@type'] === 'ItemList');
        expect(lists, path).toHaveLength(1);
        const cards = html.match(/data-testid="course-card"/g)?.length ?? 0;
        expect(lists[0].numberOfItems, path).toBe(cards);
        expect(lists[0].itemListElement[0].url, path).toMatch(new RegExp(`^https?://[^/]+/${lang}/course/[^/]+/\\d+$`));
        expect(flight, path).not.toContain('ItemList');
      }
    });
  });
}
