import { getTranslations } from 'next-intl/server';
import { IntentLink } from '@/components/ui/intent-link';
import { HOME_PATH } from '@/lib/routes';

/** The emblem: a house outline over a gold base line. */
export function Emblem({ size = 40 }: { size?: number }) {
  return (
    <svg viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="8" fill="#0b2545" />
      <path d="M9 29V18l11-8 11 8v11" fill="none" stroke="#c9a227" strokeWidth="3" strokeLinejoin="round" />
      <path d="M16 29v-7h8v7" fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
      <path d="M6 31h28" stroke="#c9a227" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** Logo link to home: emblem and the institute's name (a wordmark in the page font, so both scripts render well). */
export async function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const t = await getTranslations('brand');
  return (
    <IntentLink href={HOME_PATH} aria-label={t('logoLabel')} className="flex shrink-0 items-center gap-2.5">
      <Emblem />
      <span
        aria-hidden="true"
        className={`flex flex-col leading-tight ${tone === 'dark' ? 'text-primary' : 'text-white'}`}
      >
        <span className="text-sm font-bold sm:text-base">{t('name')}</span>
        <span className={`hidden text-xs sm:block ${tone === 'dark' ? 'text-muted' : 'text-white/80'}`}>
          {t('tagline')}
        </span>
      </span>
    </IntentLink>
  );
}
