import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { heldAppLogin } from '@/lib/session/app-auth';
import { getSession, isLoggedIn } from '@/lib/session/session';
import { localePath, MY_ACCOUNT_PATH } from '@/lib/routes';

export async function generateMetadata({ params }: PageProps<'/[lang]/app-auth/confirm'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'appAuth' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

const button = 'inline-flex w-full items-center justify-center rounded-lg px-5 py-3 font-semibold transition';

/**
 * /{lang}/app-auth/confirm: a link from the app asked to sign in as another account while this browser is signed in
 * (lib/session/app-auth.ts). Nothing changes until the visitor chooses; the form posts to /{lang}/app-auth.
 */
export default async function Page({ params }: PageProps<'/[lang]/app-auth/confirm'>) {
  const { lang } = await pageParams(params);
  const [t, held, session] = await Promise.all([getTranslations('appAuth'), heldAppLogin(), getSession()]);
  const current = isLoggedIn(session) ? session.firstName || t('thisAccount') : null;
  return (
    <div className="flex min-h-dvh items-center justify-center px-4 py-10">
      <section
        className="w-full max-w-md space-y-5 rounded-2xl border border-line bg-white p-6 text-start shadow-sm"
        data-testid="app-auth-confirm"
      >
        <h1 className="text-xl font-bold text-primary">{held && current ? t('title') : t('expiredTitle')}</h1>
        {held && current ? (
          <>
            <p className="text-ink">{t('body', { current, next: held.firstName || t('anotherAccount') })}</p>
            <form method="post" action={`/${lang}/app-auth`} className="space-y-3">
              <button
                type="submit"
                name="choice"
                value="switch"
                className={`${button} bg-primary text-white hover:bg-primary-700`}
              >
                {t('switch', { next: held.firstName || t('anotherAccount') })}
              </button>
              <button
                type="submit"
                name="choice"
                value="stay"
                className={`${button} border border-primary text-primary hover:bg-primary-50`}
              >
                {t('stay', { current })}
              </button>
            </form>
          </>
        ) : (
          <>
            <p className="text-ink">{t('expiredBody')}</p>
            <a href={localePath(lang, MY_ACCOUNT_PATH)} className="font-semibold text-secondary underline">
              {t('toAccount')}
            </a>
          </>
        )}
      </section>
    </div>
  );
}
