import { getTranslations } from 'next-intl/server';
import { callerContext, getSession } from '@/lib/session/session';
import { getConsents } from '@/lib/upstream/privacy';
import { isUnavailable } from '@/lib/upstream/result';
import { ConsentsCard } from './consents-card';

/** The consents card of My Profile and Privacy, read for this customer; hidden when the upstream lacks consents. */
export async function ConsentsSection({ lang, source }: { lang: string; source: 'profile' | 'privacy' }) {
  const session = await getSession();
  const result = await getConsents(callerContext(session, lang));
  if (isUnavailable(result)) return null;
  if (!result.ok) {
    const t = await getTranslations('common');
    return (
      <p role="alert" className="rounded-2xl border border-line bg-white p-5 text-seats-low">
        {t(`errorKinds.${result.error.kind}`)}
      </p>
    );
  }
  return <ConsentsCard consents={result.data} source={source} />;
}
