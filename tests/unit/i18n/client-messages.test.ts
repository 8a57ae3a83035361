import type { AbstractIntlMessages } from 'next-intl';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import {
  ACCOUNT_NAMESPACES,
  COMPANY_NAMESPACES,
  CART_NAMESPACES,
  CLIENT_NAMESPACES,
  clientMessages,
  LICENCE_NAMESPACES,
  STAFF_NAMESPACES,
} from '@/lib/i18n/client-messages';

const at = (messages: unknown, path: string) =>
  path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

describe('client messages: what each part of the site sends to the browser', () => {
  const scopes = {
    every: [],
    account: ACCOUNT_NAMESPACES,
    licence: LICENCE_NAMESPACES,
    company: COMPANY_NAMESPACES,
    cart: CART_NAMESPACES,
    staff: STAFF_NAMESPACES,
  };

  it.each(Object.entries(scopes))('%s: every namespace it names exists in both languages', (_, namespaces) => {
    for (const ns of [...CLIENT_NAMESPACES, ...namespaces]) {
      expect([ns, at(en, ns)]).not.toEqual([ns, undefined]);
      expect([ns, at(ar, ns)]).not.toEqual([ns, undefined]);
    }
  });

  it('sends the named sub-trees and nothing else', () => {
    const staff = clientMessages(en as AbstractIntlMessages, [...CLIENT_NAMESPACES, ...STAFF_NAMESPACES]);
    expect(at(staff, 'documents.bulkOrder')).toEqual(en.documents.bulkOrder);
    expect(Object.keys(staff.documents as object)).toEqual(['bulkOrder']);
    expect(staff.common).toEqual(en.common);
    expect(staff.cart).toBeUndefined();
    const cart = clientMessages(en as AbstractIntlMessages, [...CLIENT_NAMESPACES, ...CART_NAMESPACES]);
    expect(cart.cart).toEqual(en.cart);
    expect(cart.account).toBeUndefined();
  });

  it('sends the profile codes, missing steps, confirmations and prompts only to the parts that read them', () => {
    const before = JSON.stringify(en.errors);
    const every = clientMessages(en as AbstractIntlMessages);
    expect(at(every, 'errors.enterField')).toBe(en.errors.enterField);
    for (const path of ['errors.codes', 'errors.missing', 'errors.confirm', 'errors.prompt']) {
      expect([path, at(every, path)]).toEqual([path, undefined]);
    }
    const account = clientMessages(en as AbstractIntlMessages, [...CLIENT_NAMESPACES, ...ACCOUNT_NAMESPACES]);
    expect(at(account, 'errors.codes')).toEqual(en.errors.codes);
    expect(at(account, 'errors.missing')).toEqual(en.errors.missing);
    expect(at(account, 'errors.confirm')).toEqual(en.errors.confirm);
    expect(at(account, 'errors.prompt.confirmDelete')).toBe('Are you sure you want to delete?');
    const cart = clientMessages(en as AbstractIntlMessages, [...CLIENT_NAMESPACES, ...CART_NAMESPACES]);
    expect(at(cart, 'errors.confirm.addedToCart')).toBe('Added to Cart');
    expect(at(cart, 'errors.prompt')).toEqual(en.errors.prompt);
    expect(at(cart, 'errors.codes')).toBeUndefined();
    // The messages the server keeps are not changed by what a page leaves out.
    expect(JSON.stringify(en.errors)).toBe(before);
  });
});
