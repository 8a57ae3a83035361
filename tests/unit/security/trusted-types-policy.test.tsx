import { OWN_POLICIES, TRUSTED_TYPES_POLICIES, TRUSTED_TYPES_SCRIPT } from '@/lib/security/trusted-types';
import { sanitize } from '@/lib/html/sanitize';
import { APP_MODE_SCRIPT } from '@/lib/app-mode/script';

/**
 * The Trusted Types default policy (lib/security/trusted-types.ts), run as the layout writes it, in a DOM with a
 * stand-in for the browser's trustedTypes that keeps the policies it is given. The browser journey
 * (e2e/trusted-types.spec.ts) proves the enforcement; this table proves the gate's choices.
 */
type Rules = { createHTML?: (s: string) => string | null; createScriptURL?: (s: string) => string | null };
const made = new Map<string, Rules>();

beforeAll(() => {
  (window as unknown as { trustedTypes: unknown }).trustedTypes = {
    createPolicy(name: string, rules: Rules) {
      if (made.has(name)) throw new TypeError(`policy ${name} exists`);
      made.set(name, rules);
      return { createHTML: (s: string) => rules.createHTML?.(s) ?? null };
    },
  };
  new Function(TRUSTED_TYPES_SCRIPT)();
});

test('a second run leaves the policies it made: the browser instrumentation runs it where no layout did', () => {
  const factory = (window as unknown as { trustedTypes: { defaultPolicy?: unknown } }).trustedTypes;
  factory.defaultPolicy = made.get('default');
  expect(() => new Function(TRUSTED_TYPES_SCRIPT)()).not.toThrow();
  expect(made.size).toBe(2);
});

const html = (s: string) => made.get('default')!.createHTML!(s);
const scriptUrl = (s: string) => made.get('default')!.createScriptURL!(s);

test('it makes its own two policies, which the CSP names, and no createScript: script text never passes', () => {
  expect([...made.keys()].sort()).toEqual([...OWN_POLICIES].sort());
  expect(TRUSTED_TYPES_POLICIES).toEqual(expect.arrayContaining([...OWN_POLICIES]));
  expect(made.get('default')).not.toHaveProperty('createScript');
});

test.each([
  [
    'sanitised upstream HTML with a link, an image and a video',
    sanitize(
      '<h2>Title</h2><p>Text <a href="https://example.com/x">link</a> <strong>bold</strong></p>' +
        '<img src="https://cdn.example.com/a.jpg" alt="a"><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    ),
  ],
  ['the icon sprite', '<symbol id="i-arrow" viewBox="0 0 24 24"><path d="M5 12h14"/></symbol>'],
  ['JSON-LD text', '{"@context":"https://schema.org","@type":"Course","name":"A <b> course"}'],
  ["React's inert script element", '<script></' + 'script>'],
  ['plain text', 'Hello'],
  // A document rendered in the browser (Next's error document) writes the head's inline scripts with innerHTML.
  ['the policy script itself', TRUSTED_TYPES_SCRIPT],
  ['the app-mode script', APP_MODE_SCRIPT],
])('passes %s', (_, value) => {
  expect(value).toBeTruthy();
  expect(html(value as string)).toBe(value);
});

test.each([
  ['an event handler', '<img src=x onerror="alert(1)">'],
  ['an event handler in capitals', '<IMG SRC=x ONERROR=alert(1)>'],
  ['a script element', '<p>x</p><script>alert(1)</' + 'script>'],
  ['a script in SVG', '<svg><script>alert(1)</' + 'script></svg>'],
  ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
  ['a javascript: link split by a tab', '<a href="java\tscript:alert(1)">x</a>'],
  ['a javascript: link behind spaces', '<a href="  javascript:alert(1)">x</a>'],
  ['an SVG xlink:href', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
  ['a frame with srcdoc', '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>'],
  ['a form action', '<form action="javascript:alert(1)"><button>x</button></form>'],
  ['an SVG animation', '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>'],
  ['a use of an outside document', '<svg><use href="data:image/svg+xml,x#a"/></svg>'],
  ['an object', '<object data="x.swf"></object>'],
  ['an embed', '<embed src="x">'],
  ['a base', '<base href="https://evil.example/">'],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['a template holding a script', '<template><script>alert(1)</' + 'script></template>'],
])('refuses %s', (_, value) => {
  expect(html(value)).toBeNull();
});

test('script URLs: the build chunks and blob: of this origin only', () => {
  const origin = window.location.origin;
  expect(scriptUrl('/_next/static/chunks/abc.js')).toBe('/_next/static/chunks/abc.js');
  expect(scriptUrl(`${origin}/_next/static/chunks/abc.js`)).toBe(`${origin}/_next/static/chunks/abc.js`);
  expect(scriptUrl(`blob:${origin}/1234`)).toBe(`blob:${origin}/1234`);
  expect(scriptUrl('https://evil.example/_next/static/chunks/abc.js')).toBeNull();
  expect(scriptUrl('/api/anything.js')).toBeNull();
  expect(scriptUrl('data:text/javascript,alert(1)')).toBeNull();
  expect(scriptUrl('blob:https://evil.example/1234')).toBeNull();
});
