import { getTranslations } from 'next-intl/server';
import { ThirdPartyFrame } from '@/components/privacy/third-party-frame';

/**
 * The map of the contact page from Settings.GoogleMapIframe (an embed URL or iframe markup). Only known
 * map embeds are shown (Google Maps embed, OpenStreetMap export), and the iframe is built here: nothing
 * but the checked URL is taken from the setting.
 */
export function mapEmbedUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value.trim().replace(/&amp;/gi, '&');
  const src = /<iframe\b[^>]*?\bsrc\s*=\s*(["'])(.*?)\1/i.exec(text)?.[2] ?? (text.startsWith('<') ? '' : text);
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  const google =
    (host === 'www.google.com' || host === 'maps.google.com' || host === 'google.com') &&
    url.pathname.startsWith('/maps/embed');
  const osm =
    (host === 'www.openstreetmap.org' || host === 'openstreetmap.org') && url.pathname === '/export/embed.html';
  return google || osm ? url.toString() : null;
}

/** The map, loaded only on the visitor's click: the map provider may set cookies (see ThirdPartyFrame). */
export async function MapEmbed({ value, title }: { value: string | null | undefined; title: string }) {
  const src = mapEmbedUrl(value);
  if (!src) return null;
  const t = await getTranslations('privacy.frames');
  const provider = new URL(src).hostname.includes('openstreetmap') ? 'OpenStreetMap' : 'Google Maps';
  return (
    <ThirdPartyFrame
      src={src}
      title={title}
      notice={t('mapNotice', { provider })}
      showLabel={t('showMap')}
      className="aspect-[4/3] w-full overflow-hidden rounded-xl border border-line bg-white sm:aspect-video"
      testId="contact-map"
    />
  );
}
