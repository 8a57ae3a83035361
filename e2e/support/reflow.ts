import { expect, type CDPSession, type Page } from '@playwright/test';
import { axeViolationsOf } from './axe';

/**
 * What the phone sweep (e2e/phone-sweep.spec.ts) checks on each state a customer reaches: nothing wider than the
 * screen at 360 and 390 px, at 100 % and 200 % text size, and axe's WCAG 2.2 AA rules at 390 px at both text sizes.
 */

/** The narrow phones of the sweep: 390 px (iPhone 12-15) first, then 360 px (the common Android width). */
const PHONE_WIDTHS = [390, 360] as const;
const PHONE_HEIGHT = 844;
export type TextSize = 100 | 200;

/** axe's rule tags of WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Chromium's default font sizes (standard, monospace) at 100 % text size. */
const DEFAULT_FONT = { standard: 16, fixed: 13 };

/**
 * The user's text size, as the browser's font-size setting sets it: the default font size (the size of 1rem and of
 * the root's `medium`) times `percent`. It is what Chrome's "Font size" setting does, and what a phone's system text
 * size does to a page that opts in with <meta name="text-scale" content="scale">; the page's px stay px and its
 * layout viewport keeps its width (unlike page zoom, which would shrink 390 px to 195 CSS px and test 1.4.10 at 320
 * CSS px, a different criterion). Applies at once to the laid-out page, and stays set across navigations.
 */
async function setTextSize(session: CDPSession, percent: TextSize): Promise<void> {
  await session.send('Page.setFontSizes', {
    fontSizes: {
      standard: (DEFAULT_FONT.standard * percent) / 100,
      fixed: (DEFAULT_FONT.fixed * percent) / 100,
    },
  });
}

/** Two animation frames: style and layout have run for whatever changed before (a resize, a font size). */
const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) => {
        // A frame the browser holds back (rendering blocked, a throttled page) once hung a sweep for its whole timeout:
        // wait at most a second. The measures after this read boxes, which forces style and layout anyway.
        const timer = setTimeout(done, 1000);
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            clearTimeout(timer);
            done();
          }),
        );
      }),
  );

export type Sideways = {
  /** The viewport's width (the root's client width) and the document's scroll width. */
  width: number;
  scrollWidth: number;
  /** The outermost elements that stick out of the screen to either side, unless clipped by an ancestor in it. */
  outside: string[];
};

/**
 * How the page sits in the screen's width: the document's scroll width, and every element whose box sticks out of
 * the viewport to the start or end side (by more than half a pixel) without an ancestor inside the viewport that
 * clips or scrolls it (a carousel's track, a table in its scroll box). Only the outermost of such elements are
 * named, with their edges. An element sticking out to the start of a left-to-right page cannot be scrolled to at all;
 * the other sides make the page scroll sideways (unless the root clips them, which hides them instead).
 */
export function sideways(page: Page): Promise<Sideways> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const inside = (rect: DOMRect) => rect.left >= -0.5 && rect.right <= width + 0.5;
    const clips = (style: CSSStyleDeclaration) =>
      style.overflowX !== 'visible' || /paint|strict|content/.test(style.contain) || style.clipPath !== 'none';
    const sticking = new Set<Element>();
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      // (a 1 px box is text for screen readers only, clipped to nothing: .sr-only)
      if (rect.width <= 1 || rect.height <= 1 || inside(rect)) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      let contained = false;
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (clips(getComputedStyle(up)) && inside(up.getBoundingClientRect())) {
          contained = true;
          break;
        }
      }
      if (!contained) sticking.add(element);
    }
    const name = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const testId = element.getAttribute('data-testid');
      const classes = [...element.classList].slice(0, 3).join('.');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes ? `.${classes}` : ''}${
        testId ? `[data-testid=${testId}]` : ''
      } (${Math.round(rect.left)}..${Math.round(rect.right)})${text ? ` "${text}"` : ''}`;
    };
    const outside = [...sticking].filter((element) => !sticking.has(element.parentElement!)).map(name);
    return { width, scrollWidth: root.scrollWidth, outside };
  });
}

/** The WCAG 2.2 AA violations axe finds on the page (cross-origin players and maps are not ours), one line each. */
const axeWcag22 = (page: Page) => axeViolationsOf(page, WCAG22_AA);

/** One finding of the sweep: the state, the width and text size, and what was wrong. */
export type Finding = { state: string; at: string; problem: string };

/**
 * The sweep over one page: `check(state)` measures the page as it is now at both widths and both text sizes, and
 * runs axe at 390 px at both text sizes; the page is left at 100 % text and 390 px. Each state's findings are one soft
 * expectation named after the state, so one run reports every state that fails and goes on to the next.
 */
export class PhoneSweep {
  readonly findings: Finding[] = [];
  readonly checked: string[] = [];

  private constructor(
    readonly page: Page,
    private readonly session: CDPSession,
  ) {}

  static async on(page: Page): Promise<PhoneSweep> {
    const session = await page.context().newCDPSession(page);
    await page.setViewportSize({ width: PHONE_WIDTHS[0], height: PHONE_HEIGHT });
    await setTextSize(session, 100);
    return new PhoneSweep(page, session);
  }

  private async measure(state: string, width: number, text: TextSize) {
    await this.page.setViewportSize({ width, height: PHONE_HEIGHT });
    await nextFrames(this.page);
    const seen = await sideways(this.page);
    const at = `${width} px, ${text} % text`;
    if (seen.width !== width) this.findings.push({ state, at, problem: `viewport is ${seen.width} px` });
    if (seen.scrollWidth > seen.width)
      this.findings.push({ state, at, problem: `document is ${seen.scrollWidth} px wide` });
    for (const element of seen.outside) this.findings.push({ state, at, problem: `sticks out: ${element}` });
  }

  private async axe(state: string, text: TextSize) {
    // The sticky header scrolls with the reader: axe's target-size rule counts a link its edge happens to cross at
    // this state's scroll position as too small (the contact page's social links under the header's search row).
    // In the flow, where it stays put, every target is measured whole; a field the header would hide is the
    // a11y-barriers journey's check.
    const unstuck = await this.page.addStyleTag({ content: '#site-header { position: relative !important; }' });
    for (const violation of await axeWcag22(this.page))
      this.findings.push({ state, at: `axe, ${PHONE_WIDTHS[0]} px, ${text} % text`, problem: violation });
    await unstuck.evaluate((style) => (style as HTMLStyleElement).remove());
  }

  /** Every check on the state the page shows now (100 %: 390, axe, 360; 200 %: 360, 390, axe; back to 100 %). */
  async check(state: string): Promise<void> {
    const before = this.findings.length;
    const [wide, narrow] = PHONE_WIDTHS;
    await this.measure(state, wide, 100);
    await this.axe(state, 100);
    await this.measure(state, narrow, 100);
    await setTextSize(this.session, 200);
    // Blocks below the fold (content-visibility: auto) that are out of view keep the size they were last laid out at,
    // at 100 % text, and axe reads the colour behind their text from that box: at 200 % they are laid out in full, as
    // on the screen of someone who scrolls to them.
    const laidOut = await this.page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    await this.measure(state, narrow, 200);
    await this.measure(state, wide, 200);
    await this.axe(state, 200);
    await laidOut.evaluate((style) => (style as HTMLStyleElement).remove());
    await setTextSize(this.session, 100);
    await nextFrames(this.page);
    this.checked.push(state);
    expect.soft(this.findings.slice(before), state).toEqual([]);
  }

  /** The states checked, in order (a journey asserts it reached each one). */
  expectChecked(states: string[]): void {
    expect(this.checked).toEqual(states);
  }
}
