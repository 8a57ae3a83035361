import { expect, type Page } from '@playwright/test';
import { test } from './support/accounts';
import { hydrated, settled } from './support/page';

/**
 * Issue 40 item 5 (docs/adr/0005-csp-without-nonces.md): cached pages must allow inline scripts ('unsafe-inline': their
 * HTML is shared, so no nonce), but they enforce Trusted Types, so script injected through the DOM (innerHTML, a
 * script's text, a foreign script URL) does not run there; and the site still works: the main pages in both
 * languages, and client-side navigations between them (which write server-rendered HTML through innerHTML), report
 * no violation.
 */

/** Every CSP and Trusted Types violation the page reports (the event carries both kinds). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(
        `${location.pathname}: ${e.effectiveDirective} ${e.blockedURI} ${e.sample}`,
      ),
    );
  });
  page.on('pageerror', (error) => violations.push(`${page.url()}: ${error.message}`));
  return violations;
}

/** What three classic DOM injections did on the page: whether each ran, and the error the browser threw. */
async function inject(page: Page) {
  return page.evaluate(async () => {
    const w = window as unknown as Record<string, boolean>;
    const out: Record<string, unknown> = {};
    w.viaScriptText = false;
    w.viaInnerHtml = false;
    w.viaScriptUrl = false;
    try {
      const script = document.createElement('script');
      script.textContent = 'window.viaScriptText = true';
      document.body.append(script);
    } catch (error) {
      out.scriptTextError = (error as Error).name;
    }
    try {
      const div = document.createElement('div');
      div.innerHTML = '<img src="data:," onerror="window.viaInnerHtml = true">';
      document.body.append(div);
    } catch (error) {
      out.innerHtmlError = (error as Error).name;
    }
    try {
      const script = document.createElement('script');
      script.src = `data:text/javascript,window.viaScriptUrl=true`;
      document.body.append(script);
    } catch (error) {
      out.scriptUrlError = (error as Error).name;
    }
    // Whatever was let in has run by the time an image error and a script load have been handled.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return { ...out, ran: [w.viaScriptText, w.viaInnerHtml, w.viaScriptUrl] };
  });
}

for (const path of ['/en/home', '/ar/courses']) {
  test(`${path}: a cached page with 'unsafe-inline' and Trusted Types; script injected through the DOM does not run`, async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    const response = await page.goto(path);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' 'unsafe-inline'(;|$)/);
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toMatch(/trusted-types default inert-check svelte-trusted-html html 'allow-duplicates'(;|$)/);
    await hydrated(page.locator('#site-header'));

    expect(await inject(page)).toEqual({
      scriptTextError: 'TypeError',
      innerHtmlError: 'TypeError',
      scriptUrlError: 'TypeError',
      ran: [false, false, false],
    });
    // Each refusal was reported as a Trusted Types violation (and nothing else was).
    expect(violations).toHaveLength(3);
    for (const v of violations) expect(v).toContain('require-trusted-types-for');
  });
}

/** The main pages: loaded whole, then reached again by client-side navigation from the header and the cards. */
for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: the main pages and client-side navigations between them report no violation`, async ({ page }) => {
    test.setTimeout(180_000);
    const violations = await watchViolations(page);
    for (const path of [
      'home',
      'courses',
      'academic-programs',
      'blog/article/3/what-owners-associations-actually-do',
      'memberships',
      'contact',
      'cart',
      'login',
    ]) {
      const response = await page.goto(`/${lang}/${path}`);
      expect(response?.status(), path).toBe(200);
      await settled(page);
    }

    // Client-side: home → courses → a course → blog → an article: React writes their HTML (JSON-LD, the sanitised
    // article) through innerHTML, which the default policy lets through.
    await page.goto(`/${lang}/home`);
    await hydrated(page.locator('#site-header'));
    await page.locator(`header a[href$="/${lang}/courses"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/courses$`));
    await page.getByTestId('course-card').first().locator(`a[href^="/${lang}/course/"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/course/`));
    await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
    await page.locator(`a[href$="/${lang}/blog"]:visible`).first().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/blog$`));
    await page.locator(`main a[href^="/${lang}/blog/article/"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/blog/article/`));
    await expect(page.locator('main article').first()).toBeVisible();
    expect(violations).toEqual([]);
  });
}
