import { switchLocalePath } from '@/lib/i18n/switch-locale-path';

describe('switchLocalePath', () => {
  it.each([
    ['/en/home', 'ar', '/ar/home'],
    ['/ar/home', 'en', '/en/home'],
    ['/en/course/valuation-basics/12', 'ar', '/ar/course/valuation-basics/12'],
    ['/en/courses?page=2&sort=new', 'ar', '/ar/courses?page=2&sort=new'],
    ['/ar/blog/article/5/title#comments', 'en', '/en/blog/article/5/title#comments'],
    ['/en/login?returnUrl=%2Fen%2Fcart#top', 'ar', '/ar/login?returnUrl=%2Fen%2Fcart#top'],
    ['/en', 'ar', '/ar'],
    ['/en/', 'ar', '/ar'],
    ['/en?x=1', 'ar', '/ar?x=1'],
    ['/ar/home', 'ar', '/ar/home'],
  ] as const)('%s → %s gives %s', (from, target, expected) => {
    expect(switchLocalePath(from, target)).toBe(expected);
  });

  it('prefixes an unprefixed path', () => {
    expect(switchLocalePath('/courses', 'ar')).toBe('/ar/courses');
    expect(switchLocalePath('courses?x=1', 'en')).toBe('/en/courses?x=1');
    expect(switchLocalePath('/', 'ar')).toBe('/ar');
  });

  it('swaps only a whole leading language segment', () => {
    expect(switchLocalePath('/english/page', 'ar')).toBe('/ar/english/page');
    expect(switchLocalePath('/arabic', 'en')).toBe('/en/arabic');
    expect(switchLocalePath('/en/page/en/x', 'ar')).toBe('/ar/page/en/x');
  });

  it('leaves /ar/ inside the query alone', () => {
    expect(switchLocalePath('/en/login?returnUrl=/ar/cart', 'ar')).toBe('/ar/login?returnUrl=/ar/cart');
  });
});
