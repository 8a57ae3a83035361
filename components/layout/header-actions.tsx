'use client';

import { useTranslations } from 'next-intl';
import { AuthSync } from '@/components/account/auth-sync';
import { IntentLink } from '@/components/ui/intent-link';
import { useSessionSummary } from './session-summary';
import { CART_PATH, LOGIN_PATH, MY_ORDERS_PATH } from '@/lib/routes';
import { Icon } from '@/components/ui/icon';

/** The header's cart link; it also carries the tab's AuthSync (login or logout in another tab reloads this one). */
export function CartLink() {
  const t = useTranslations('nav');
  const { cartCount } = useSessionSummary();
  return (
    <>
      <AuthSync />
      <IntentLink
        href={CART_PATH}
        aria-label={t('cartWithCount', { count: cartCount })}
        className="relative flex size-10 items-center justify-center rounded-full text-primary hover:bg-primary-50"
      >
        <Icon name="cart" className="size-5.5" />
        {cartCount > 0 && (
          <span
            aria-hidden="true"
            className="absolute -end-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-accent px-1 text-xs font-bold text-primary"
          >
            {cartCount > 99 ? '99+' : cartCount}
          </span>
        )}
      </IntentLink>
    </>
  );
}

/** A login button, or a greeting linking to My Orders (docs/product/screens.md#header-footer-chat). */
export function AccountLink() {
  const t = useTranslations('nav');
  const { loggedIn, firstName } = useSessionSummary();
  if (loggedIn) {
    return (
      <IntentLink
        href={MY_ORDERS_PATH}
        className="flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold text-primary hover:bg-primary-50"
      >
        <Icon name="user" className="size-4.5" />
        <span className="max-w-32 truncate">{t('greeting', { name: firstName ?? '' })}</span>
      </IntentLink>
    );
  }
  return (
    <IntentLink
      href={LOGIN_PATH}
      className="flex items-center gap-1.5 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-700"
    >
      <Icon name="user" className="size-4.5" />
      <span>{t('login')}</span>
    </IntentLink>
  );
}
