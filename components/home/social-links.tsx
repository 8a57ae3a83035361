import type { ComponentType, SVGProps } from 'react';
import { getTranslations } from 'next-intl/server';
import { SOCIAL_LINK_KEYS, type Settings, type SocialLinkKey } from '@/lib/contract';
import {
  AndroidIcon,
  AppleIcon,
  FacebookIcon,
  InstagramIcon,
  LinkedinIcon,
  SnapchatIcon,
  TiktokIcon,
  XIcon,
  YoutubeIcon,
} from '@/components/ui/icons';

type Icon = ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;

const NETWORKS: Record<SocialLinkKey, { label: string; Icon: Icon }> = {
  Facebook: { label: 'facebook', Icon: FacebookIcon },
  Instagram: { label: 'instagram', Icon: InstagramIcon },
  Twitter: { label: 'twitter', Icon: XIcon },
  Youtube: { label: 'youtube', Icon: YoutubeIcon },
  AndroidApp: { label: 'android', Icon: AndroidIcon },
  IosApp: { label: 'ios', Icon: AppleIcon },
  Linkedin: { label: 'linkedin', Icon: LinkedinIcon },
  Tiktok: { label: 'tiktok', Icon: TiktokIcon },
  Snapchat: { label: 'snapchat', Icon: SnapchatIcon },
};

/** Only links that are configured and are web URLs (spec 2: shown only when configured). */
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
    <ul className={`flex flex-wrap items-center gap-3 ${variant === 'band' ? 'justify-center' : ''}`}>
      {links.map(({ key, href, label, Icon }) => (
        <li key={key}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className={
              variant === 'band'
                ? 'flex size-11 items-center justify-center rounded-full border border-primary/20 bg-white text-primary transition hover:bg-primary hover:text-white'
                : 'flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition hover:bg-accent hover:text-primary'
            }
          >
            <Icon size={20} />
            <span className="sr-only">
              {t(label)} {tc('opensInNewTab')}
            </span>
          </a>
        </li>
      ))}
    </ul>
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
