import { NotFoundHere } from '@/components/layout/not-found-here';
import { pageParams } from '@/lib/i18n/page-locale';

/**
 * Every path under a language that no route matches comes here (next.config's fallback rewrite to NOT_FOUND_PATH in
 * lib/routes): the translated 404 inside the site chrome. One static page per language, prerendered whole, so the
 * answer is a 404 in the site's own document (lang, dir); a catch-all route would render per request and send Next's
 * bare error document instead, and caching a catch-all per path would let any URL add a cache entry.
 */
export default async function PageNotFound({ params }: PageProps<'/[lang]/page-not-found'>) {
  await pageParams(params);
  return <NotFoundHere />;
}
