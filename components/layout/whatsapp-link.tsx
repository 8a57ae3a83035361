import { getTranslations } from 'next-intl/server';
import { FloatClear } from './float-clear';
import { Icon } from '@/components/ui/icon';

/**
 * Floating WhatsApp link, shown when the settings give one (docs/product/screens.md#header-footer-chat). Hidden in app
 * mode.
 */
export async function WhatsappLink({ href }: { href: string | null | undefined }) {
  const url = href?.trim();
  if (!url || !/^https:\/\//i.test(url)) return null;
  const [t, tc] = await Promise.all([getTranslations('chat'), getTranslations('common')]);
  // FloatClear places it and hides it while it would cover a control or the cart's total.
  return (
    <FloatClear label={t('label')}>
      <a
        data-testid="whatsapp-link"
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="flex size-12 items-center justify-center rounded-full bg-[#1a7f44] text-white shadow-lg transition hover:scale-105 focus-visible:scale-105 sm:size-14"
      >
        <Icon name="whatsapp" className="size-7" />
        <span className="sr-only">
          {t('whatsapp')} {tc('opensInNewTab')}
        </span>
      </a>
    </FloatClear>
  );
}
