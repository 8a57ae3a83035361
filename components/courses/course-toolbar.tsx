'use client';

import { useId, useState, useTransition, type FormEvent, type ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { COURSE_FILTER_KEYS, type CourseFilterKey } from '@/lib/courses/filter-keys';
import { CardGridSkeleton } from '@/components/ui/skeleton';
import { SearchIcon } from '@/components/ui/icons';
import { COURSES_PATH } from '@/lib/routes';

type ToolbarOption = { value: string; label: string };

type CourseToolbarLabels = {
  searchLabel: string;
  searchPlaceholder: string;
  searchSubmit: string;
  categoryLabel: string;
  allCategories: string;
  filtersTitle: string;
  type: string;
  anyType: string;
  language: string;
  anyLanguage: string;
  month: string;
  anyMonth: string;
  price: string;
  anyPrice: string;
  apply: string;
  clear: string;
};

export type CourseToolbarProps = {
  /** Locale-less path of the current list (`/courses` or `/courses/{CatLink}/{CategoryId}`). */
  basePath: string;
  /** Category routes (locale-less); the first option, value '', is "All Categories" → `/courses`. */
  categories: ToolbarOption[];
  /** Current filter values by query key ('' = not set). */
  values: Record<CourseFilterKey, string>;
  options: { type: ToolbarOption[]; language: ToolbarOption[]; month: ToolbarOption[]; price: ToolbarOption[] };
  labels: CourseToolbarLabels;
  /**
   * The results under the toolbar (server-rendered). While a change loads they give way to the 6-card skeleton
   * (docs/product/constants.md#page-sizes): the list routes have no loading.tsx, whose Suspense boundary made React
   * send the prerendered list out of line and paint it a frame after the skeleton (a late LCP on every first visit).
   */
  children?: ReactNode;
};

const ALL_COURSES = COURSES_PATH;

function searchOf(values: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const key of COURSE_FILTER_KEYS) {
    const value = values[key]?.trim();
    if (value) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Keyword search, category select and the filters of the course list. Every change navigates (the server
 * renders the filtered list), so the URL always holds the filters; without JavaScript the form still
 * submits as a GET to the same route. Choosing "All Categories" goes to `/courses`, a category to its route.
 */
export function CourseToolbar({ basePath, categories, values, options, labels, children }: CourseToolbarProps) {
  const router = useRouter();
  const locale = useLocale();
  const id = useId();
  const [routing, startTransition] = useTransition();
  const [loading, setLoading] = useState(false);
  const pending = routing || loading;
  const [state, setState] = useState(values);

  function go(path: string, next: Record<string, string>) {
    const search = searchOf(next);
    if (search) {
      // A filtered list is served through a rewrite (lib/courses/filter-rewrites.ts) that the client router cannot
      // see: it would show its cached copy of the plain, prerendered list under the new URL. Load the document.
      setLoading(true);
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- the router cannot see the rewrite
      window.location.assign(`/${locale}${path}${search}`);
      return;
    }
    startTransition(() => router.push(path, { scroll: false }));
  }

  function change(key: CourseFilterKey, value: string) {
    const next = { ...state, [key]: value };
    setState(next);
    // The keyword waits for the search button; the selects apply at once.
    if (key !== 'q') go(basePath, next);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    go(basePath, state);
  }

  const field = 'flex min-w-0 flex-col gap-1 text-sm';
  const control = 'h-11 w-full rounded-md border border-line bg-white px-3 text-ink focus:border-primary';
  const selects: { key: Exclude<CourseFilterKey, 'q'>; label: string; any: string }[] = [
    { key: 'type', label: labels.type, any: labels.anyType },
    { key: 'language', label: labels.language, any: labels.anyLanguage },
    { key: 'month', label: labels.month, any: labels.anyMonth },
    { key: 'price', label: labels.price, any: labels.anyPrice },
  ];
  const active = COURSE_FILTER_KEYS.some((key) => values[key]);

  return (
    <>
      <form
        role="search"
        action={`/${locale}${basePath}`}
        method="get"
        onSubmit={submit}
        aria-busy={pending}
        className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4 shadow-sm"
        data-testid="course-toolbar"
      >
        <div className="grid gap-3 md:grid-cols-[2fr_1fr]">
          <div className={field}>
            <label htmlFor={`${id}-q`} className="font-medium text-primary">
              {labels.searchLabel}
            </label>
            <div className="flex gap-2">
              <input
                id={`${id}-q`}
                type="search"
                name="q"
                value={state.q}
                maxLength={100}
                placeholder={labels.searchPlaceholder}
                onChange={(e) => change('q', e.target.value)}
                className={control}
                data-testid="course-search"
              />
              <button
                type="submit"
                className="inline-flex h-11 shrink-0 items-center gap-2 rounded-md bg-primary px-4 font-semibold text-white hover:bg-primary-700"
              >
                <SearchIcon size={18} />
                <span>{labels.searchSubmit}</span>
              </button>
            </div>
          </div>
          <div className={field}>
            <label htmlFor={`${id}-category`} className="font-medium text-primary">
              {labels.categoryLabel}
            </label>
            <select
              id={`${id}-category`}
              // Not submitted: the category is part of the path.
              value={categories.find((c) => c.value === basePath)?.value ?? ''}
              onChange={(e) => go(e.target.value || ALL_COURSES, state)}
              className={control}
              data-testid="course-category"
            >
              <option value="">{labels.allCategories}</option>
              {categories.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
        </div>

        <fieldset className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <legend className="sr-only">{labels.filtersTitle}</legend>
          {selects.map(({ key, label, any }) => (
            <div key={key} className={field}>
              <label htmlFor={`${id}-${key}`} className="font-medium text-primary">
                {label}
              </label>
              <select
                id={`${id}-${key}`}
                name={key}
                value={state[key]}
                onChange={(e) => change(key, e.target.value)}
                className={control}
                data-testid={`course-filter-${key}`}
              >
                <option value="">{any}</option>
                {options[key].map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </fieldset>

        <noscript>
          <button type="submit" className="self-start rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white">
            {labels.apply}
          </button>
        </noscript>
        {(active || pending) && (
          <div className="flex flex-wrap items-center gap-3">
            {active && (
              <button
                type="button"
                onClick={() => {
                  const cleared = Object.fromEntries(COURSE_FILTER_KEYS.map((k) => [k, ''])) as Record<
                    CourseFilterKey,
                    string
                  >;
                  setState(cleared);
                  go(basePath, cleared);
                }}
                className="text-sm font-semibold text-secondary underline hover:text-primary"
                data-testid="course-filters-clear"
              >
                {labels.clear}
              </button>
            )}
            {pending && (
              <span role="status" className="text-sm text-muted">
                …
              </span>
            )}
          </div>
        )}
      </form>
      {pending ? <CardGridSkeleton /> : children}
    </>
  );
}
