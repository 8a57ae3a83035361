import { readFileSync } from 'node:fs';
import path from 'node:path';
import Color from 'colorjs.io';
import postcss, { type Rule } from 'postcss';

/**
 * WCAG contrast of the design tokens as the site combines them, read from app/globals.css itself: text on the light
 * surfaces at least 4.5:1 (1.4.3), the focus ring at least 3:1 against every surface it crosses (1.4.11). A token
 * changed in the stylesheet, or a focus rule drawn in another colour, is checked here rather than found by an audit
 * (#13807a links were 4.35:1 on sand, the gold focus ring 2.2-2.4:1 on white and sand).
 */

const css = postcss.parse(readFileSync(path.join(__dirname, '../../../app/globals.css'), 'utf8'));

/** Custom properties of `@theme` and of `selector` rules (later ones win), values as written. */
function properties(selector?: string): Map<string, string> {
  const found = new Map<string, string>();
  css.walkAtRules('theme', (theme) => theme.walkDecls(/^--/, (decl) => void found.set(decl.prop, decl.value)));
  if (selector)
    css.walkRules((rule) => {
      if (rule.selector === selector) rule.walkDecls(/^--/, (decl) => void found.set(decl.prop, decl.value));
    });
  return found;
}

/** A value with its var() references resolved against `props`. */
function resolve(value: string, props: Map<string, string>, depth = 0): string {
  if (depth > 10) throw new Error(`var() loop in ${value}`);
  return value.replace(/var\((--[\w-]+)\)/g, (_, name: string) => {
    const next = props.get(name);
    if (next === undefined) throw new Error(`${name} is not defined`);
    return resolve(next, props, depth + 1);
  });
}

function focusRule(): Rule {
  let found: Rule | undefined;
  css.walkRules((rule) => {
    if (rule.selector === ':focus-visible') found = rule;
  });
  if (!found) throw new Error('no :focus-visible rule in app/globals.css');
  return found;
}

/** The colour in a declaration of the focus rule (`outline: 3px solid <colour>`, `box-shadow: 0 0 0 2px <colour>`). */
function focusColour(prop: 'outline' | 'box-shadow', props: Map<string, string>): string {
  let value: string | undefined;
  focusRule().walkDecls(prop, (decl) => void (value = decl.value));
  if (!value) throw new Error(`the :focus-visible rule draws no ${prop}`);
  const colour = resolve(value, props).split(/\s+/).pop()!;
  return colour;
}

const contrast = (a: string, b: string) => new Color(a).contrast(new Color(b), 'WCAG21');

const light = properties(':root');
const dark = new Map([...light, ...properties('.surface-dark')]);
const token = (name: string, props = light) => resolve(`var(--color-${name})`, props);

/** The light surfaces text and controls sit on: cards and panels, the page, highlighted rows and chips. */
const SURFACES = { white: '#ffffff', sand: token('sand'), 'primary-50': token('primary-50') };
const TEXT = ['primary', 'ink', 'muted', 'secondary'];

describe('text tokens on the light surfaces', () => {
  for (const text of TEXT)
    for (const [surface, background] of Object.entries(SURFACES))
      test(`${text} on ${surface}: at least 4.5:1`, () => {
        expect(contrast(token(text), background)).toBeGreaterThanOrEqual(4.5);
      });

  // The seat bands and form errors are written on white cards and on the page.
  for (const text of ['seats-high', 'seats-mid', 'seats-low'])
    for (const surface of ['white', 'sand'] as const)
      test(`${text} on ${surface}: at least 4.5:1`, () => {
        expect(contrast(token(text), SURFACES[surface])).toBeGreaterThanOrEqual(4.5);
      });
});

describe('the focus ring', () => {
  for (const [surface, background] of Object.entries(SURFACES))
    test(`its ring on ${surface}: at least 3:1`, () => {
      expect(contrast(focusColour('outline', light), background)).toBeGreaterThanOrEqual(3);
    });

  test('inside .surface-dark (the navy footer and hero) its ring and its gap each at least 3:1 on navy', () => {
    expect(contrast(focusColour('outline', dark), token('primary'))).toBeGreaterThanOrEqual(3);
    expect(contrast(focusColour('box-shadow', dark), token('primary'))).toBeGreaterThanOrEqual(3);
  });

  test('on a light surface its gap sets the ring 3:1 apart from a navy button (btn-sm, the cart link)', () => {
    expect(contrast(focusColour('box-shadow', light), token('primary'))).toBeGreaterThanOrEqual(3);
    expect(contrast(focusColour('outline', light), focusColour('box-shadow', light))).toBeGreaterThanOrEqual(3);
  });
});
