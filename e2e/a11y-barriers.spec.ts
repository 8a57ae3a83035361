import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { signUp, test } from './support/accounts';
import { hydrated, revealed, settled } from './support/page';
import ar from '../messages/ar.json';
import en from '../messages/en.json';

// Each test stands alone (its own page, its own account where it needs one): they share the workers.
test.describe.configure({ mode: 'parallel' });

/**
 * Barriers an outside WCAG 2.2 audit found that axe's AA rules and Lighthouse do not (issue 40, item 7): focus hidden
 * behind the open mobile menu or under the sticky header, focus dropped to the body by a failed Add to Cart, carousel
 * bullets on top of each other, landmarks that cannot be told apart or that miss content, and headings that skip a
 * level (the Nu checker's finding on /academic-programs, item 4).
 */

const MESSAGES = { en, ar } as const;
const PHONE = { width: 390, height: 844 };

/** Whether the element that has focus is the one drawn at its centre (not covered by a panel or the header). */
async function focusedIsOnTop(page: Page): Promise<{ tag: string; onTop: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height / 2, 10));
    return { tag: el.tagName, onTop: top !== null && (el === top || el.contains(top)) };
  });
}

for (const lang of ['en', 'ar'] as const) {
  const m = MESSAGES[lang];

  test(`${lang}: Tab past the mobile menu's last item closes it, so focus never goes behind the panel`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`/${lang}/courses`);
    const nav = page.getByRole('navigation', { name: m.nav.mainMenu });
    const toggle = nav.locator('button[aria-controls]');
    await hydrated(toggle);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    const stops = await panel.locator('a:visible, button:visible').count();
    expect(stops).toBeGreaterThan(MENU_MIN);
    // Focus starts on the first item; Tab to the last, then once more.
    for (let i = 1; i < stops; i += 1) await page.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    expect(await focusedIsOnTop(page)).toEqual({ tag: expect.any(String), onTop: true });
  });

  test(`${lang}: a failed Add to Cart keeps focus on its button and says why there`, async ({ page, baseURL }) => {
    await signUp(page, baseURL!, { tag: 'focus' });
    await page.goto(`/${lang}/memberships`);
    const add = page.getByTestId('add-item-to-cart').first();
    await hydrated(add);
    await add.click();
    await page.waitForURL(`**/${lang}/cart`);
    // The same membership again: already in the cart, refused.
    await page.goto(`/${lang}/memberships`);
    await hydrated(add);
    await add.focus();
    await page.keyboard.press('Enter');
    const status = page.getByRole('status').filter({ hasText: m.program.alreadyPurchased });
    await expect(status).toBeVisible();
    await expect(add).toBeFocused();
    await expect(add).toHaveAccessibleDescription(new RegExp(`${m.program.alreadyPurchased}$`));
  });

  test(`${lang}: a visitor's Add to Cart lands on login with focus on the e-mail field, told to log in first`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/memberships`);
    const add = page.getByTestId('add-item-to-cart').first();
    await hydrated(add);
    await add.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/${lang}/login?*`);
    const email = page.getByTestId('login-form').getByRole('textbox').first();
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(m.errors.loginFirst);
  });
}

const MENU_MIN = 5;

/** Headings of the page in document order, as their levels. */
async function headingLevels(page: Page): Promise<{ level: number; text: string }[]> {
  return page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((els) =>
      els.map((el) => ({ level: Number(el.tagName[1]), text: el.textContent!.trim().slice(0, 40) })),
    );
}

/**
 * The first link of a list page that leads to an entry (without the language prefix). A list streamed behind its
 * loading skeleton may be revealed just after the load event (React batches reveals): wait for it.
 */
async function firstEntry(page: Page, lang: string, list: string, entry: RegExp): Promise<string> {
  await page.goto(`/${lang}/${list}`);
  const find = () =>
    page.locator('main a[href]').evaluateAll((links, source) => {
      const pattern = new RegExp(source);
      return links.map((a) => a.getAttribute('href')!).find((h) => pattern.test(h)) ?? null;
    }, entry.source);
  await expect.poll(find, { message: `${list} links to an entry` }).not.toBeNull();
  return (await find())!;
}

test.describe('headings never skip a level', () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`${lang}: one h1 first, then each heading at most one level below the one before, on every page kind`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const paths = [
        `/${lang}/home`,
        `/${lang}/courses`,
        await firstEntry(page, lang, 'courses', /\/course\/[^/]+\/\d+$/),
        `/${lang}/academic-programs`,
        await firstEntry(page, lang, 'academic-programs', /\/academic-program\/\d+\/[^/]+$/),
        `/${lang}/training-programs`,
        `/${lang}/memberships`,
        `/${lang}/books`,
        `/${lang}/instructors`,
        await firstEntry(page, lang, 'instructors', /\/instructor\/[^/]+\/\d+$/),
        `/${lang}/blog`,
        await firstEntry(page, lang, 'blog', /\/blog\/article\/\d+\/[^/]+$/),
        `/${lang}/media-center`,
        `/${lang}/media-center/gallery`,
        `/${lang}/page/about`,
        `/${lang}/contact`,
        `/${lang}/login`,
        `/${lang}/create-an-account`,
        `/${lang}/cart`,
      ];
      const skips: string[] = [];
      for (const path of paths) {
        await page.goto(path, { waitUntil: 'load' });
        await revealed(page);
        const levels = await headingLevels(page);
        expect(levels[0]?.level, `${path} starts with its h1`).toBe(1);
        expect(
          levels.filter((h) => h.level === 1),
          `${path} has one h1`,
        ).toHaveLength(1);
        levels.forEach((h, i) => {
          if (i > 0 && h.level > levels[i - 1].level + 1)
            skips.push(`${path}: h${levels[i - 1].level} '${levels[i - 1].text}' → h${h.level} '${h.text}'`);
        });
      }
      expect(skips).toEqual([]);
    });
  }
});

/** axe's landmark rules (best practice, not in the AA tags the route table runs). */
async function landmarkViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withRules(['landmark-unique', 'region', 'landmark-complementary-is-top-level', 'landmark-no-duplicate-main'])
    .exclude('iframe')
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test.describe('landmarks', () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`${lang}: home, a course, a diploma and the cart: every landmark told apart, all content inside one`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      const paths = [
        `/${lang}/home`,
        await firstEntry(page, lang, 'courses', /\/course\/[^/]+\/\d+$/),
        await firstEntry(page, lang, 'academic-programs', /\/academic-program\/\d+\/[^/]+$/),
        `/${lang}/cart`,
      ];
      for (const path of paths) {
        await page.goto(path, { waitUntil: 'load' });
        await settled(page);
        expect(await landmarkViolations(page), path).toEqual([]);
      }
    });
  }
});

test.describe('carousel bullets', () => {
  for (const lang of ['en', 'ar'] as const)
    for (const width of [390])
      test(`${lang} at ${width} px: a course's related courses and home's carousels keep their bullets in one row, 24 px apart`, async ({
        page,
      }) => {
        test.setTimeout(240_000);
        await page.setViewportSize({ width, height: 844 });
        const course = await firstEntry(page, lang, 'courses', /\/course\/[^/]+\/\d+$/);
        let bulleted = 0;
        for (const path of [course, `/${lang}/home`]) {
          await page.goto(path, { waitUntil: 'load' });
          await settled(page);
          for (const carousel of await page.getByTestId('carousel').all()) {
            await carousel.scrollIntoViewIfNeeded();
            const bullets = await carousel
              .locator('.swiper-pagination-bullet')
              .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
            if (bullets.length > 0) bulleted += 1;
            const centres = bullets.map((b) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 }));
            const tooClose = centres.flatMap((a, i) =>
              centres
                .slice(i + 1)
                .flatMap((b, j) => (Math.hypot(a.x - b.x, a.y - b.y) < 24 ? [`${i}-${i + 1 + j}`] : [])),
            );
            expect(tooClose, `${path}: bullets closer than 24 px`).toEqual([]);
            expect(new Set(centres.map((c) => Math.round(c.y))).size, `${path}: rows of bullets`).toBeLessThanOrEqual(
              1,
            );
          }
        }
        // The related courses always have bullets or a counter; at least one carousel has bullets.
        expect(bulleted).toBeGreaterThan(0);
      });
});

test.describe('the sticky header never covers the field an error focuses', () => {
  for (const lang of ['en', 'ar'] as const)
    test(`${lang}: /forget-password?reset=1 sent empty from the bottom of a short window`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 560 });
      for (const path of [`/${lang}/forget-password?reset=1`]) {
        await page.goto(path, { waitUntil: 'load' });
        const submit = page.locator('main form button[type="submit"]').last();
        await hydrated(submit);
        // The browser keeps clear of the header when it scrolls something into view: scroll padding of its height.
        await expect
          .poll(() =>
            page.evaluate(
              () =>
                (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) -
                document.querySelector<HTMLElement>('#site-header')!.offsetHeight,
            ),
          )
          .toBeGreaterThanOrEqual(0);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await submit.click();
        const focused = page.locator('main :focus');
        await expect(focused, path).toHaveAttribute('aria-invalid', 'true');
        const header = await page.locator('#site-header').boundingBox();
        const field = await focused.boundingBox();
        expect(field!.y, `${path}: the field's top is below the header's bottom`).toBeGreaterThanOrEqual(
          header!.y + header!.height,
        );
      }
    });
});
