/**
 * The My Account children (docs/product/screens.md#my-account, and the privacy screen), in menu order; labels in
 * `account.menu.<key>`.
 */
export const ACCOUNT_PAGES = [
  { slug: 'my-profile', key: 'myProfile' },
  { slug: 'my-courses', key: 'myCourses' },
  { slug: 'my-memberships', key: 'myMemberships' },
  { slug: 'my-exams', key: 'myExams' },
  { slug: 'my-academic-programs', key: 'myAcademicPrograms' },
  { slug: 'my-orders', key: 'myOrders' },
  { slug: 'my-books', key: 'myBooks' },
  { slug: 'my-wishlist', key: 'myWishlist' },
  { slug: 'my-waitlist', key: 'myWaitlist' },
  { slug: 'my-initiatives', key: 'myInitiatives' },
  { slug: 'my-addresses', key: 'myAddresses' },
  { slug: 'my-privacy', key: 'myPrivacy' },
] as const;

export type AccountPageSlug = (typeof ACCOUNT_PAGES)[number]['slug'];

/** app-auth's `page`: one of the children (my-orders/order included), else my-profile. */
export function accountPage(page: string | null | undefined): string {
  const value = (page ?? '').replace(/^\/+|\/+$/g, '');
  if (value === 'my-orders/order') return value;
  return ACCOUNT_PAGES.some((p) => p.slug === value) ? value : 'my-profile';
}
