import type { Extension } from '@/lib/extensions/availability';

/**
 * The My Account children (docs/product/screens.md#my-account, and the privacy screen), in menu order; labels in
 * `account.menu.<key>` (or the message `label`). `feature`: the API extension the page needs (the entry hides on an upstream without it).
 */
export const ACCOUNT_PAGES = [
  { slug: 'my-profile', key: 'myProfile' },
  { slug: 'my-courses', key: 'myCourses' },
  { slug: 'my-memberships', key: 'myMemberships' },
  { slug: 'my-exams', key: 'myExams' },
  { slug: 'my-academic-programs', key: 'myAcademicPrograms' },
  { slug: 'my-orders', key: 'myOrders' },
  { slug: 'my-books', key: 'myBooks' },
  { slug: 'my-wishlist', key: 'myWishlist', feature: 'wishlist' },
  { slug: 'my-waitlist', key: 'myWaitlist', feature: 'waitlist' },
  { slug: 'my-licence', label: 'licence.menu', feature: 'licence' },
  { slug: 'my-initiatives', key: 'myInitiatives' },
  { slug: 'my-addresses', key: 'myAddresses' },
  { slug: 'my-privacy', key: 'myPrivacy', feature: 'privacy' },
  // Its label is in its feature's own namespace (company.menu), as the company messages are kept together.
  { slug: 'my-company', label: 'company.menu', feature: 'company' },
] as const satisfies readonly AccountPage[];

/** `key`: a label of `account.menu`; `label`: a feature's own message (its namespace), for pages added by features. */
type AccountPage = { slug: string; feature?: Extension } & ({ key: string } | { label: string });

/** Whether the entry shows: its extension is not known to be missing (shown until the session answers). */
export function pageShown(page: AccountPage, features: Partial<Record<Extension, boolean>>): boolean {
  return !page.feature || features[page.feature] !== false;
}

/** app-auth's `page`: one of the children (my-orders/order included), else my-profile. */
export function accountPage(page: string | null | undefined): string {
  const value = (page ?? '').replace(/^\/+|\/+$/g, '');
  if (value === 'my-orders/order') return value;
  return ACCOUNT_PAGES.some((p) => p.slug === value) ? value : 'my-profile';
}
