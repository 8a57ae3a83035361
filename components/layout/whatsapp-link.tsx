import { getTranslations } from 'next-intl/server';
import { WhatsappIcon } from '@/components/ui/icons';

/** Floating WhatsApp link, shown when the settings give one (spec 2). Hidden in app mode. */
export async function WhatsappLink({ href }: { href: string | null | undefined }) {
  const url = href?.trim();
  if (!url || !/^https:\/\//i.test(url)) return null;
  const [t, tc] = await Promise.all([getTranslations('chat'), getTranslations('common')]);
  return (
    <a
      data-chrome
      data-testid="whatsapp-link"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="fixed bottom-5 end-5 z-40 flex size-14 items-center justify-center rounded-full bg-[#1a7f44] text-white shadow-lg transition hover:scale-105 focus-visible:scale-105"
    >
      <WhatsappIcon size={30} />
      <span className="sr-only">
        {t('whatsapp')} {tc('opensInNewTab')}
      </span>
    </a>
  );
}
