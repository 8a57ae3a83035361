import type { AbstractIntlMessages } from 'next-intl';

/**
 * Namespaces (or dotted sub-trees) that client components read with useTranslations.
 * Everything else stays on the server: add a namespace here only when a client component needs it.
 */
// 'catalog.loading': the loading skeletons (components/ui/loading-text.tsx).
// 'wishlist.heart': the wishlist heart on cards and detail pages (components/wishlist/wishlist-heart.tsx).
// 'lifecycle.island', 'lifecycle.errors': the waitlist and notify-me islands (components/waitlist), the cart's 409s.
// 'notFound': the 404 view (components/layout/not-found-view.tsx), which every page's flight data names.
// 'catalog.vatNote', 'catalog.oldPrice': the price's fixed words (components/catalog/price-tag.tsx), once a page
// instead of once a card.
// 'program.…': the program cards' Add to Cart island (components/catalog/program-cart-button.tsx), once a page
// instead of once a card.
export const CLIENT_NAMESPACES = [
  'common',
  'nav',
  'errors',
  'catalog.loading',
  'catalog.vatNote',
  'catalog.oldPrice',
  'notFound',
  'program.addToCart',
  'program.addToCartLabel',
  'program.adding',
  'program.loginFirst',
  'program.added',
  'program.alreadyPurchased',
  'program.cartError',
  'program.withExam',
  'wishlist.heart',
  'lifecycle.island',
  'lifecycle.errors',
  // Buy for my team beside Add to Cart (components/company-buy/buy-for-team.tsx), and its refusals.
  'companyBuy.island',
  'companyBuy.status',
  'companyBuy.errors',
] as const;

/**
 * Sub-trees of CLIENT_NAMESPACES that only the account screens and the cart read (the upstream's profile codes, the
 * profile's missing steps, their confirmations and prompts): every page would carry them for
 * nothing, so a page sends them only when its part names them.
 */
const SCOPED_ONLY = ['errors.codes', 'errors.missing', 'errors.confirm', 'errors.prompt'] as const;

/**
 * What the client components of one part of the site read besides CLIENT_NAMESPACES, sent only on its pages
 * (components/i18n/scoped-intl.tsx).
 */
/** Account screens, sign-in, sign-up and password reset. */
export const ACCOUNT_NAMESPACES = [
  'errors.codes',
  'errors.missing',
  'errors.confirm',
  'errors.prompt',
  'auth',
  'forms',
  'account',
  'profile',
  'tax',
  'privacy',
  'identity',
  'security',
  'licence.menu',
  // The My Account menu's entry of My Company (its own namespace, docs/company.md).
  'company.menu',
] as const;
/** My Licence's form and Add to Cart (docs/licence.md), on that page only, besides ACCOUNT_NAMESPACES. */
export const LICENCE_NAMESPACES = ['licence.form', 'licence.cart', 'licence.errors'] as const;
/** My Company: the account's, and the company forms'. */
export const COMPANY_NAMESPACES = [...ACCOUNT_NAMESPACES, 'company', 'companySeats'] as const;
/** The cart page. */
export const CART_NAMESPACES = [
  'errors.confirm',
  'errors.prompt',
  'cart',
  'forms',
  'tax',
  'security',
  // A team cart's lines and checkout (docs/company.md#buying-seats).
  'companyBuy.cart',
  'companyBuy.checkout',
] as const;
/** The staff bulk-order page. */
export const STAFF_NAMESPACES = ['documents.bulkOrder'] as const;

/** The part of the messages that the browser receives through NextIntlClientProvider. */
export function clientMessages(
  messages: AbstractIntlMessages,
  namespaces: readonly string[] = CLIENT_NAMESPACES,
): AbstractIntlMessages {
  const out: AbstractIntlMessages = {};
  for (const ns of namespaces) {
    const path = ns.split('.');
    let source: unknown = messages;
    for (const part of path) source = (source as Record<string, unknown> | undefined)?.[part];
    if (source === undefined) continue;
    let target = out as Record<string, unknown>;
    path.slice(0, -1).forEach((part) => {
      target[part] = (target[part] as Record<string, unknown>) ?? {};
      target = target[part] as Record<string, unknown>;
    });
    target[path[path.length - 1]] = source;
  }
  for (const path of SCOPED_ONLY) if (!namespaces.includes(path)) drop(out, path.split('.'));
  return out;
}

/** Removes `path` from `tree`, copying the objects on its way rather than changing the messages they came from. */
function drop(tree: Record<string, unknown>, [head, ...rest]: string[]): void {
  if (!(head in tree)) return;
  if (rest.length === 0) {
    delete tree[head];
    return;
  }
  const child = tree[head];
  if (!child || typeof child !== 'object') return;
  const copy = { ...(child as Record<string, unknown>) };
  tree[head] = copy;
  drop(copy, rest);
}
