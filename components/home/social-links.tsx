import type { Messages } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { SOCIAL_LINK_KEYS, type Settings, type SocialLinkKey } from '@/lib/contract';
import { SocialList } from './social-list';

/** Message key and CSS icon (globals.css `.i-…`) of each network. */
const NETWORKS: Record<SocialLinkKey, { label: keyof Messages['social']; icon: string }> = {
  Facebook: { label: 'facebook', icon: 'i-facebook' },
  Instagram: { label: 'instagram', icon: 'i-instagram' },
  Twitter: { label: 'twitter', icon: 'i-twitter' },
  Youtube: { label: 'youtube', icon: 'i-youtube' },
  AndroidApp: { label: 'android', icon: 'i-android' },
  IosApp: { label: 'ios', icon: 'i-ios' },
  Linkedin: { label: 'linkedin', icon: 'i-linkedin' },
  Tiktok: { label: 'tiktok', icon: 'i-tiktok' },
  Snapchat: { label: 'snapchat', icon: 'i-snapchat' },
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
