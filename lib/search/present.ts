import 'server-only';
import { formatLongDate } from '@/lib/dates/format';
import type { AppLocale } from '@/lib/i18n/routing';
import { localePath } from '@/lib/routes';
import type { SearchHit } from './engine';
import type { SearchDoc } from './documents';

/** The search results page of a query, with its language prefix. */
export function searchPath(lang: AppLocale, q: string): string {
  return `${localePath(lang, '/search')}?q=${encodeURIComponent(q)}`;
}

type StartsLabel = (date: string) => string;

/** A result as shown in the language: its title, its second line (a program's start first) and its link. */
export function presentHit({ doc }: SearchHit, lang: AppLocale, starts: StartsLabel) {
  const pickText = (d: SearchDoc, field: 'title' | 'sub') =>
    d[`${field}_${lang}`] || d[`${field}_${lang === 'ar' ? 'en' : 'ar'}`];
  const sub = pickText(doc, 'sub');
  const date = doc.kind === 'program' && doc.date ? starts(formatLongDate(doc.date, lang)) : '';
  return {
    id: doc.id,
    kind: doc.kind,
    title: pickText(doc, 'title'),
    sub: [date, sub].filter(Boolean).join(' · '),
    path: doc.path,
    href: localePath(lang, doc.path),
  };
}
