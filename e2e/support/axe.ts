import AxeBuilder from '@axe-core/playwright';
import { source } from 'axe-core';
import type { Page } from '@playwright/test';

/**
 * axe's violations of the page's own document (cross-origin players and maps are not ours to audit), one line each.
 * axe goes into a document once: AxeBuilder evaluated its 2 MB source twice on every run (about 70 ms each), and the
 * phone sweep runs axe twice on each state. Legacy mode runs it in the page itself; the default runs it per frame and
 * then opens a new page to merge the results, which took as long again. The same axe-core, rules and tags either way.
 */
export async function axeViolationsOf(page: Page, tags: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source);
  // (the builder's own injection: a no-op, axe being there)
  const results = await new AxeBuilder({ page, axeSource: 'void 0' })
    .withTags(tags)
    .exclude('iframe')
    .setLegacyMode(true)
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}
