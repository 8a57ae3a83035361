import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';

/**
 * Extension (not in the institute's API): takes the applied voucher off the cart, so a customer can undo a code
 * (the cart summary names it in PromoCode, also an extension). Data 1 = removed (also when none was applied).
 */
export const removePromoCode = defineEndpoint({
  method: 'POST',
  path: 'Cart/remove-promo-code',
  query: z.object({}),
  body: undefined,
  response: z.number().int(),
  auth: 'user',
  extension: true,
  summary: 'Removes the voucher applied to the cart (extension)',
});

export const cartVoucherEndpoints = { removePromoCode } as const;
