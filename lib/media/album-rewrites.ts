import { GALLERY_PATH, VIDEOS_PATH } from '../routes';

type Rewrite = { source: string; destination: string; has: { type: 'query'; key: string; value: string }[] };

/** The longest album id the routes accept (the same bound as every other id in a path). */
const ALBUM_ID = '(?<id>\\d{1,9})';

/**
 * `beforeFiles` rewrites for next.config: the public album URLs keep the spec's query form
 * (`/{lang}/media-center/gallery/photo-album?id=6`), and are served by the `…/photo-album/[id]` routes. Those render
 * once per album and language (ISR) with the id in the path, so an unknown album is a 404 in the site's own document
 * (lang, dir, chrome); a page that reads the query renders per request and sends Next's bare error document instead.
 * A missing or non-numeric id matches no route and gets the site's static 404 page (the fallback rewrite).
 */
export function albumRewrites(): Rewrite[] {
  return [`${GALLERY_PATH}/photo-album`, `${VIDEOS_PATH}/video-album`].map((path) => ({
    source: `/:lang(en|ar)${path}`,
    has: [{ type: 'query', key: 'id', value: ALBUM_ID }],
    destination: `/:lang${path}/:id`,
  }));
}
