/** SWR keys and BFF paths of the cart (shared by the add-to-cart buttons, the header badge and the cart page). */
export const SESSION_KEY = '/api/session';
export const CART_KEY = '/api/cart';
export const CART_API = {
  add: '/api/cart/add',
  remove: '/api/cart/remove',
  exam: '/api/cart/exam',
  diplomaLang: '/api/cart/diploma-lang',
  promo: '/api/cart/promo',
  promoRemove: '/api/cart/promo/remove',
  submit: '/api/cart/submit',
} as const;
