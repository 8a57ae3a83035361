'use client';

import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-sprite';

/** A configured network's link, already labelled in the page's language. */
export type SocialLinkData = { key: string; href: string; icon: IconName; label: string };

/**
 * The institute's social links (home's band and the footer), drawn from their data: on every page's footer, the
 * flight data carries each link's address and name rather than its markup a second time.
 */
export function SocialList({
  links,
  variant,
  newTab,
}: {
  links: SocialLinkData[];
  variant: 'band' | 'footer';
  /** "(opens in a new tab)", read after each network's name. */
  newTab: string;
}) {
  return (
    <ul className={`flex flex-wrap items-center gap-3 ${variant === 'band' ? 'whole-row justify-center' : ''}`}>
      {links.map(({ key, href, label, icon }, i) => (
        <li key={key} data-end={i === links.length - 1 || undefined}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className={variant === 'band' ? 'social-band' : 'social-foot'}
          >
            <Icon name={icon} />
            <span className="sr-only">
              {label} {newTab}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
