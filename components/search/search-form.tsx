import { localePath, SEARCH_PATH } from '@/lib/routes';

/**
 * The results page's own query box: a plain GET form (works before and without JavaScript), its label visible to
 * screen readers only.
 */
export function SearchForm({
  lang,
  q,
  labels,
}: {
  lang: string;
  q: string;
  labels: { label: string; placeholder: string; submit: string };
}) {
  return (
    <form role="search" action={localePath(lang, SEARCH_PATH)} method="get" className="flex max-w-xl gap-2">
      <label htmlFor="search-page-q" className="sr-only">
        {labels.label}
      </label>
      <input
        id="search-page-q"
        name="q"
        type="search"
        defaultValue={q}
        placeholder={labels.placeholder}
        maxLength={100}
        className="h-11 min-w-0 flex-1 rounded-md border border-line bg-white px-3 text-ink focus:border-primary"
        data-testid="search-page-input"
      />
      <button
        type="submit"
        className="inline-flex h-11 shrink-0 items-center rounded-md bg-primary px-4 font-semibold text-white hover:bg-primary-700"
      >
        {labels.submit}
      </button>
    </form>
  );
}
