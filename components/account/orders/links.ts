/**
 * Links the upstream gives for documents and payments (Invoice, Receipt, CreditNote, PaymentLink, certificate
 * download links). A relative site path (`/pdf/invoice?…`, `/payment-link/…`) gets the page's language prefix;
 * an absolute http(s) URL is kept; anything else (empty, `//host`, `javascript:`) is no link at all.
 */
export function siteHref(link: string | null | undefined, lang: string): string | null {
  const value = (link ?? '').trim();
  if (!value) return null;
  const prefix = lang === 'ar' ? 'ar' : 'en';
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) {
    if (value === `/${prefix}` || value.startsWith(`/${prefix}/`)) return value;
    return `/${prefix}${value}`;
  }
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Whether an order matches the `?id=` of my-orders (docs/product/screens.md#my-account): its OrderID or its
 * OrderUniqueID.
 */
export function matchesOrderId(
  order: { OrderID: number; OrderUniqueID: string },
  id: string | null | undefined,
): boolean {
  const value = (id ?? '').trim();
  if (!value) return false;
  return String(order.OrderID) === value || order.OrderUniqueID.toLowerCase() === value.toLowerCase();
}

/** The initiative certificate page (the link carries id, uid and lang: docs/product/screens.md#printable-documents). */
export function initCertHref(registration: { ID: number; PageLanguage: string }, userId: string, lang: string): string {
  const query = new URLSearchParams({ id: String(registration.ID), uid: userId, lang: registration.PageLanguage });
  return `/${lang === 'ar' ? 'ar' : 'en'}/pdf/init-cert?${query.toString()}`;
}
