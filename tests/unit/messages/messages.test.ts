import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/**
 * Keys whose Arabic value may legitimately have no Arabic letter: the name of the other language,
 * and literal data shown as it is in both languages (bank account name, IBAN, SWIFT). Add keys here deliberately.
 */
const NON_ARABIC_ALLOWED = new Set([
  'nav.switchLanguage',
  'pages.paymentMethods.accountNameValue',
  'pages.paymentMethods.ibanValue',
  'pages.paymentMethods.swiftValue',
]);
const ARABIC_LETTER = /[\u0600-\u06FF]/;
const HAS_LETTER = /\p{L}/u;

/** ICU argument names used by a message: `{field}`, `{count, plural, …}`. */
function icuArguments(message: string): string[] {
  return [...message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)]
    .map((m) => m[1])
    .filter((n, i, all) => all.indexOf(n) === i)
    .sort();
}

const enFlat = flatten(en as Tree);
const arFlat = flatten(ar as Tree);

describe('messages/en.json and messages/ar.json', () => {
  it('have the same keys', () => {
    const onlyEn = [...enFlat.keys()].filter((k) => !arFlat.has(k));
    const onlyAr = [...arFlat.keys()].filter((k) => !enFlat.has(k));
    expect({ onlyEn, onlyAr }).toEqual({ onlyEn: [], onlyAr: [] });
  });

  it('have no empty value', () => {
    const empty = [...enFlat, ...arFlat].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it('write Arabic in Arabic letters (except allowed literals)', () => {
    const latinOnly = [...arFlat]
      .filter(([key, value]) => !NON_ARABIC_ALLOWED.has(key) && HAS_LETTER.test(value) && !ARABIC_LETTER.test(value))
      .map(([key]) => key);
    expect(latinOnly).toEqual([]);
  });

  it('use the same ICU arguments in both languages', () => {
    const mismatched = [...enFlat]
      .filter(([key, value]) => arFlat.has(key) && icuArguments(value).join() !== icuArguments(arFlat.get(key)!).join())
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('hold the error catalogue with its exact English', () => {
    const codes = ['301', '302', '303', '304', '305', '306', '307', '308'];
    const missing = ['901', '902', '903', '904', '905', '906', '907', '999'];
    for (const code of codes) expect(enFlat.has(`errors.codes.${code}`)).toBe(true);
    for (const code of missing) expect(enFlat.has(`errors.missing.${code}`)).toBe(true);
    expect(enFlat.get('errors.loginFirst')).toBe('Please log in first');
    expect(enFlat.get('errors.enterField')).toBe('Please enter ({field})');
    expect(enFlat.get('errors.confirm.addedToCart')).toBe('Added to Cart');
    expect(enFlat.get('errors.codes.308')).toBe('Please use a different password');
    expect(enFlat.get('errors.missing.999')).toBe('Emirates ID not yet verified');
    expect(enFlat.get('common.noData')).toBe('No Data Found');
    expect(enFlat.get('notFound.title')).toBe('Page not found');
  });

  it('has a nav.switchLanguage that names the other language', () => {
    expect(enFlat.get('nav.switchLanguage')).toMatch(ARABIC_LETTER);
    expect(arFlat.get('nav.switchLanguage')).toBe('English');
  });
});
