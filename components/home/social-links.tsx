import type { Messages } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { SOCIAL_LINK_KEYS, type Settings, type SocialLinkKey } from '@/lib/contract';
import type { IconName } from '@/components/ui/icon-sprite';
import { SocialList } from './social-list';

/** Message key and icon (components/ui/icon-sprite.tsx) of each network. */
const NETWORKS: Record<SocialLinkKey, { label: keyof Messages['social']; icon: IconName }> = {
  Facebook: { label: 'facebook', icon: 'facebook' },
  Instagram: { label: 'instagram', icon: 'instagram' },
  Twitter: { label: 'twitter', icon: 'twitter' },
  Youtube: { label: 'youtube', icon: 'youtube' },
  AndroidApp: { label: 'android', icon: 'android' },
  IosApp: { label: 'ios', icon: 'ios' },
  Linkedin: { label: 'linkedin', icon: 'linkedin' },
  Tiktok: { label: 'tiktok', icon: 'tiktok' },
  Snapchat: { label: 'snapchat', icon: 'snapchat' },
};

/** Only links that are configured and are web URLs (shown only when configured: docs/product/screens.md#home). */
export function configuredSocialLinks(settings: Settings | null, keys: readonly SocialLinkKey[] = SOCIAL_LINK_KEYS) {
  if (!settings) return [];
  return keys
    .map((key) => ({ key, href: settings[key]?.trim() ?? '', ...NETWORKS[key] }))
    .filter((link) => /^https?:\/\//i.test(link.href));
}

type Props = { settings: Settings | null; variant?: 'band' | 'footer'; keys?: readonly SocialLinkKey[] };

export async function SocialLinks({ settings, variant = 'band', keys }: Props) {
  const links = configuredSocialLinks(settings, keys);
  if (links.length === 0) return null;
  const [t, tc, th] = await Promise.all([
    getTranslations('social'),
    getTranslations('common'),
    getTranslations('home.social'),
  ]);

  const list = (
    <SocialList
      links={links.map(({ key, href, icon, label }) => ({ key, href, icon, label: t(label) }))}
      variant={variant}
      newTab={tc('opensInNewTab')}
    />
  );

  if (variant === 'footer') return list;
  return (
    <section aria-labelledby="social-title" className="border-b border-line bg-white py-6">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-3 px-4 sm:flex-row sm:justify-between">
        <h2 id="social-title" className="text-lg font-semibold text-primary">
          {th('title')}
        </h2>
        {list}
      </div>
    </section>
  );
}
