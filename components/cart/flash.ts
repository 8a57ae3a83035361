'use client';

/**
 * A one-shot message carried across a client navigation (add to cart → /{lang}/cart): the cart page shows it
 * as a toast once. sessionStorage: this tab only, gone with the tab.
 */
const KEY = 'cart:flash';
export type CartFlash = 'added';

export function setCartFlash(flash: CartFlash): void {
  try {
    window.sessionStorage.setItem(KEY, flash);
  } catch {
    // storage disabled: the toast is skipped, the status line on the button said it already
  }
}

export function takeCartFlash(): CartFlash | null {
  try {
    const value = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return value === 'added' ? value : null;
  } catch {
    return null;
  }
}
