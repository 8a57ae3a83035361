'use client';

import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useSessionSummary } from '@/components/layout/session-summary';
import type { WishlistItemType } from '@/lib/contract/entities/wishlist';
import { useRouter } from '@/lib/i18n/navigation';
import { wishlistKey } from '@/lib/wishlist/keys';
import { markSaved, postWishlist, refreshSummary, rememberPending, takePending } from './wishlist-api';
import { loginPath } from '@/lib/routes';

export type WishlistHeartProps = {
  type: WishlistItemType;
  id: number;
  /** Names the item in the button's label ("Save to wishlist: Valuation Basics"). */
  title: string;
  /** 'icon': a round heart (cards); 'button': heart and text (detail pages). */
  variant?: 'icon' | 'button';
  /** Placement from the card (e.g. `absolute top-3 end-3`; default `relative`). */
  className?: string;
};

const HEART =
  'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21.3l7.8-7.8 1-1.1a5.5 5.5 0 0 0 0-7.8z';
const LOOK = {
  icon: 'heart-icon',
  button: 'heart-button',
} as const;

type Message = { tone: 'info' | 'error'; text: string } | null;

/**
 * The wishlist heart (a contract extension): a toggle button whose pressed state is whether the signed-in
 * customer saved the item. Cached pages render it with only the item; what is saved, and whether this
 * upstream has a wishlist at all (hidden when not), comes from the /api/session answer (SessionSummaryProvider).
 * A visitor goes to login with this page as returnUrl, and the item is saved on the way back.
 */
export function WishlistHeart({ type, id, title, variant = 'icon', className = 'relative' }: WishlistHeartProps) {
  const t = useTranslations('wishlist.heart');
  const router = useRouter();
  const { loggedIn, features, wishlist } = useSessionSummary();
  const [message, setMessage] = useState<Message>(null);
  const sending = useRef(false);
  const key = wishlistKey(type, id);
  const saved = wishlist.includes(key);

  async function toggle(save: boolean) {
    if (sending.current) return;
    sending.current = true;
    await markSaved({ type, id }, save);
    setMessage(null);
    const outcome = await postWishlist(save ? 'add' : 'remove', { type, id });
    sending.current = false;
    if (outcome === 'done') {
      setMessage({ tone: 'info', text: t(save ? 'saved' : 'removed') });
      return;
    }
    await markSaved({ type, id }, !save);
    if (outcome === 'login') return toLogin();
    setMessage({ tone: 'error', text: t(outcome) });
    void refreshSummary();
  }

  function toLogin() {
    rememberPending(key);
    setMessage({ tone: 'info', text: t('loginFirst') });
    router.push(loginPath(`${window.location.pathname}${window.location.search}`));
  }

  const resumePending = useEffectEvent(() => {
    if (takePending(key) && !saved) return toggle(true);
  });
  useEffect(() => {
    // Back from login with this heart's click pending (sessionStorage): save it once the session is known.
    if (loggedIn && features.wishlist) void Promise.resolve().then(resumePending);
  }, [loggedIn, features.wishlist]);

  useEffect(() => {
    if (message?.tone !== 'error') return;
    const timer = setTimeout(() => setMessage(null), 5000);
    return () => clearTimeout(timer);
  }, [message]);

  if (features.wishlist === false) return null;
  // Until the session answer arrives: the button's room, so nothing moves when it shows.
  if (features.wishlist === undefined)
    return <span aria-hidden="true" className={`invisible flex ${className} ${LOOK[variant]}`} />;

  return (
    <span
      className={`${variant === 'button' ? 'flex' : 'inline-flex'} ${className}`}
      data-testid="wishlist-heart"
      data-item={key}
    >
      <button
        type="button"
        aria-pressed={saved}
        aria-label={t('label', { title })}
        onClick={() => (loggedIn ? toggle(!saved) : toLogin())}
        className={`inline-flex items-center hover:border-type-5 aria-pressed:border-type-5/60 ${LOOK[variant]}`}
      >
        <svg
          viewBox="0 0 24 24"
          width={22}
          height={22}
          aria-hidden="true"
          focusable="false"
          className={saved ? 'fill-type-5 text-type-5' : 'fill-none text-primary'}
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinejoin="round"
        >
          <path d={HEART} />
        </svg>
        {variant === 'button' && <span aria-hidden="true">{t('save')}</span>}
      </button>
      <span
        role="status"
        className={
          message?.tone === 'error'
            ? 'absolute end-0 top-full z-10 mt-1 w-max max-w-60 rounded-md bg-ink px-2.5 py-1.5 text-xs text-white shadow'
            : 'sr-only'
        }
      >
        {message?.text ?? ''}
      </span>
    </span>
  );
}
