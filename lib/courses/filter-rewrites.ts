import { COURSE_FILTER_KEYS } from './filter-keys';

type Rewrite = { source: string; destination: string; has: { type: 'query'; key: string }[] };

/** The segment of the dynamic routes that render filtered course lists. */
const FILTER_SEGMENT = 'filter';

/**
 * `beforeFiles` rewrites for next.config: `/{lang}/courses` and `/{lang}/courses/{title}/{id}` stay static
 * (ISR) pages; the same URLs with any filter in the query are served by the `…/filter` routes, which read
 * searchParams (so they render per request, from the cached upstream readers). The public URL keeps the
 * query, so a filtered list can be shared and indexed.
 */
export function courseFilterRewrites(): Rewrite[] {
  return COURSE_FILTER_KEYS.flatMap((key) => [
    {
      source: '/:lang(en|ar)/courses',
      has: [{ type: 'query', key }],
      destination: `/:lang/courses/${FILTER_SEGMENT}`,
    },
    {
      source: '/:lang(en|ar)/courses/:title/:id(-?\\d+)',
      has: [{ type: 'query', key }],
      destination: `/:lang/courses/:title/:id/${FILTER_SEGMENT}`,
    },
  ]);
}
