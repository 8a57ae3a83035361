'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import type { NotifyChangeAnswer } from '@/lib/bff/answer-types';
import { postAnswer } from '@/lib/bff/client';
import { NOTIFY_API, useNotifyMe } from '@/lib/bff/hooks/waitlist';
import { loginPath } from '@/lib/routes';

const button =
  'inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-semibold disabled:cursor-wait disabled:opacity-70';

/**
 * 'Notify me' on a course with no upcoming program, beside the interest enquiry: a signed-in customer asks to be
 * e-mailed when a program opens (a visitor logs in first, with this page as returnUrl). Hidden when the upstream
 * has no such extension.
 */
export function NotifyMeButton({ courseId }: { courseId: number }) {
  const t = useTranslations('lifecycle.island');
  const router = useRouter();
  const { data, mutate } = useNotifyMe(courseId);
  const [pending, setPending] = useState(false);
  const [note, setNote] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);

  if (!data || !data.ok || !data.available) return null;
  const requested = data.loggedIn && data.requested;

  async function change(action: 'subscribe' | 'cancel') {
    if (pending) return;
    if (data && data.ok && data.available && !data.loggedIn) {
      setNote({ tone: 'info', text: t('loginFirst') });
      router.push(loginPath(`${window.location.pathname}${window.location.search}`));
      return;
    }
    setPending(true);
    setNote(null);
    try {
      const r = await postAnswer<NotifyChangeAnswer>(NOTIFY_API, { action, ProductId: courseId });
      if (!r.body?.ok) throw new Error(String(r.status));
      if (action === 'cancel') setNote({ tone: 'info', text: t('notifyOff') });
      await mutate();
    } catch {
      setNote({ tone: 'error', text: t('failed') });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col gap-2 rounded-xl border border-line bg-white p-5" data-testid="notify-me">
      {requested ? (
        <>
          <p className="text-sm font-medium text-primary">{t('notifyOn')}</p>
          <button
            type="button"
            onClick={() => change('cancel')}
            disabled={pending}
            className={`${button} self-start border border-line bg-white text-primary hover:bg-primary-50`}
          >
            {t('notifyStop')}
          </button>
        </>
      ) : (
        <button
          type="button"
          onClick={() => change('subscribe')}
          disabled={pending}
          aria-busy={pending}
          className={`${button} self-start bg-primary text-white hover:bg-primary-700`}
        >
          {pending ? t('working') : t('notify')}
        </button>
      )}
      <p
        role="status"
        aria-live="polite"
        className={`min-h-5 text-sm ${note?.tone === 'error' ? 'text-seats-low' : 'text-primary'}`}
      >
        {note?.text ?? ''}
      </p>
    </div>
  );
}
