import { albumMetadata, AlbumRoute, type AlbumRouteProps } from '@/components/media/album-route';

// Reached through the `?id=` URL (lib/media/album-rewrites.ts). ISR: rendered on its first visit, then served from
// the cache per language and refreshed after 300 s (LIFETIMES.catalogue) or by the revalidation webhook.
export const revalidate = 300;
export const dynamicParams = true;

/** No album is prerendered at build (the build needs no upstream): each renders on its first request. */
export function generateStaticParams() {
  return [];
}

export const generateMetadata = (props: AlbumRouteProps) => albumMetadata(2, props);

export default function VideoAlbumPage(props: AlbumRouteProps) {
  return <AlbumRoute type={2} {...props} />;
}
