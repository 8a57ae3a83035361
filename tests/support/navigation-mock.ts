/** Minimal next/navigation for client components under jsdom (used with jest.mock). */
export const push = jest.fn();
const replace = jest.fn();
const refresh = jest.fn();

/** @public The suites' jest.mock factories require() it, which knip does not follow. */
export const navigationMock = {
  useRouter: () => ({ push, replace, refresh, prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() }),
  usePathname: () => '/en/course/real-estate-brokerage-basics/12',
  useSearchParams: () => new URLSearchParams(),
  useParams: () => ({ lang: 'en' }),
  redirect: jest.fn(),
  permanentRedirect: jest.fn(),
  notFound: jest.fn(),
};
