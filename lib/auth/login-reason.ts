/**
 * Why a visitor was sent to the login page. It travels in the login URL (`?returnUrl=…&reason=login-first`) and
 * the login page says it itself, translated, so the explanation is still there after the redirect (a notice on
 * the page the visitor left would show for a split second only). Unknown values say nothing.
 */
export const LOGIN_REASONS = {
  /** Add to cart, enrol, book: 'Please log in first'. */
  'login-first': 'loginFirst',
} as const;

export type LoginReason = keyof typeof LOGIN_REASONS;

/** The message key (namespace `errors`) of a `reason` query value, or null. */
export function loginReasonKey(raw: unknown): (typeof LOGIN_REASONS)[LoginReason] | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' && Object.hasOwn(LOGIN_REASONS, value) ? LOGIN_REASONS[value as LoginReason] : null;
}
