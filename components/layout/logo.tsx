import { getTranslations } from 'next-intl/server';
import { IntentLink } from '@/components/ui/intent-link';
import { HOME_PATH } from '@/lib/routes';
import { ColourIcon } from '@/components/ui/icon';

/** The emblem, a house outline over a gold base line (a symbol of the icon sprite); 40 px unless `className` sizes it. */
export function Emblem({ className = '' }: { className?: string }) {
  return <ColourIcon name="emblem" className={`emblem ${className}`} />;
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
