import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import { createNavigation } from 'next-intl/navigation';
import type { ComponentProps } from 'react';
import { routing } from './routing';

const { getPathname, ...navigation } = createNavigation(routing);
export const { redirect, usePathname, useRouter } = navigation;

export type LinkProps = Omit<ComponentProps<typeof NextLink>, 'locale'>;
type Href = LinkProps['href'];

/** A path of this site ('/courses'), which takes the language prefix; not a URL with a scheme, '#x' or '?x'. */
function localizable(pathname: string | null | undefined, href: Href): pathname is string {
  const external = typeof href === 'object' ? href.host != null || href.hostname != null : /^[a-z]+:/i.test(href);
  return !external && pathname != null && pathname.startsWith('/');
}

/**
 * A link in the page's own language, prefixed as next-intl's `Link` prefixes it. Not next-intl's Link itself: that
 * one sends its locale-cookie settings with the props of every link, in the page's flight data
 * (docs/performance.md#html-and-flight-data), for a cookie only a link to the other language sets; the language
 * switch is such a link and keeps its own (components/layout/language-switch).
 */
export function Link({ href, ...rest }: LinkProps) {
  const locale = useLocale();
  const pathname = typeof href === 'object' ? href.pathname : href;
  if (!localizable(pathname, href)) return <NextLink href={href} {...rest} />;
  const localized = getPathname({ locale, href: pathname });
  return <NextLink href={typeof href === 'object' ? { ...href, pathname: localized } : localized} {...rest} />;
}
