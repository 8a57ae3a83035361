import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AlbumDetail } from '@/components/media/album-detail';
import { albumId, albumMetadata } from '@/components/media/album-metadata';
import { routing } from '@/lib/i18n/routing';

// Reached through the `?id=` URL (lib/media/album-rewrites.ts). ISR: rendered on its first visit, then served from
// the cache per language and refreshed after 300 s (LIFETIMES.catalogue) or by the revalidation webhook.
export const revalidate = 300;
export const dynamicParams = true;

const TYPE = 1;

/** No album is prerendered at build (the build needs no upstream): each renders on its first request. */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ lang: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id } = await params;
  return albumMetadata(TYPE, lang, id);
}

export default async function PhotoAlbumPage({ params }: Props) {
  const { lang, id } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  return <AlbumDetail type={TYPE} id={albumId(id)} lang={lang} />;
}
