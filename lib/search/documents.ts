import type { Article, Course, Diploma, Instructor, Membership, Page, Program } from '@/lib/contract';
import { htmlToText } from '@/lib/html/text';
import {
  articlePath,
  BOOKS_PATH,
  coursePath,
  diplomaPath,
  instructorPath,
  MEMBERSHIPS_PATH,
  staticPagePath,
} from '@/lib/routes';

/** Kinds of item the site search finds, in the order the results page shows their groups. */
export const SEARCH_KINDS = [
  'course',
  'diploma',
  'program',
  'instructor',
  'article',
  'page',
  'book',
  'membership',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The catalogue the index is built from: the cached reads of lib/upstream (./catalogue.ts), or a test's data. */
export type SearchCatalogue = {
  courses: Course[];
  diplomas: Diploma[];
  programs: Program[];
  instructors: Instructor[];
  articles: Article[];
  pages: { id: string; page: Page }[];
  books: Membership[];
  memberships: Membership[];
};

/** One indexed item: what a result shows (titles, path, date) and the three searched fields. */
export type SearchDoc = {
  id: string;
  kind: SearchKind;
  /** The item's own id (ProductId, PriceOptionID, page key…). */
  key: number | string;
  title_en: string;
  title_ar: string;
  /** The second line of a result, in each language: a course's category, a program's delivery and city. */
  sub_en: string;
  sub_ar: string;
  /** Without the language prefix. */
  path: string;
  /** A program's start (ISO): upcoming programs are listed by date. */
  date?: string;
  /** Searched fields, both languages in each, so a word of either language finds the item on either page. */
  title: string;
  keywords: string;
  text: string;
};

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' \n ');

function courseDoc(c: Course): SearchDoc {
  return {
    id: `course:${c.ProductId}`,
    kind: 'course',
    key: c.ProductId,
    title_en: c.ProductTitle_en,
    title_ar: c.ProductTitle_ar,
    sub_en: c.CategoryTitle_en,
    sub_ar: c.CategoryTitle_ar,
    path: coursePath(c),
    title: join(c.ProductTitle_en, c.ProductTitle_ar),
    keywords: join(c.CategoryTitle_en, c.CategoryTitle_ar),
    text: join(
      c.ProductShortDescription_en,
      c.ProductShortDescription_ar,
      htmlToText(c.ProductDescription_en),
      htmlToText(c.ProductDescription_ar),
    ),
  };
}

function programDoc(p: Program): SearchDoc {
  const where = (lang: 'en' | 'ar') => [p[`CourseType_${lang}`], p[`CourseCity_${lang}`]].filter(Boolean).join(' · ');
  return {
    id: `program:${p.PriceOptionID}`,
    kind: 'program',
    key: p.PriceOptionID,
    title_en: p.ProductTitle_en,
    title_ar: p.ProductTitle_ar,
    sub_en: where('en'),
    sub_ar: where('ar'),
    path: coursePath(p),
    date: p.StartDate_DESC,
    title: join(p.ProductTitle_en, p.ProductTitle_ar),
    keywords: join(
      p.CourseType_en,
      p.CourseType_ar,
      p.CourseLanguages_en,
      p.CourseLanguages_ar,
      p.CourseCity_en,
      p.CourseCity_ar,
      p.InstructorIDs_en,
      p.InstructorIDs_ar,
    ),
    text: '',
  };
}

function diplomaDoc(d: Diploma): SearchDoc {
  return {
    id: `diploma:${d.DiplomaID}`,
    kind: 'diploma',
    key: d.DiplomaID,
    title_en: d.DiplomaTitle_en,
    title_ar: d.DiplomaTitle_ar,
    sub_en: '',
    sub_ar: '',
    path: diplomaPath(d),
    title: join(d.DiplomaTitle_en, d.DiplomaTitle_ar),
    keywords: '',
    text: join(
      d.DiplomaShortDesc_en,
      d.DiplomaShortDesc_ar,
      htmlToText(d.DiplomaDesc_en),
      htmlToText(d.DiplomaDesc_ar),
    ),
  };
}

function instructorDoc(i: Instructor): SearchDoc {
  return {
    id: `instructor:${i.InstructorID}`,
    kind: 'instructor',
    key: i.InstructorID,
    title_en: i.InstructorName_en,
    title_ar: i.InstructorName_ar,
    sub_en: '',
    sub_ar: '',
    path: instructorPath(i),
    title: join(i.InstructorName_en, i.InstructorName_ar),
    keywords: '',
    text: join(htmlToText(i.InstructorBio_en), htmlToText(i.InstructorBio_ar)),
  };
}

function articleDoc(a: Article): SearchDoc {
  return {
    id: `article:${a.ArticleID}`,
    kind: 'article',
    key: a.ArticleID,
    title_en: a.ArticleTitle_en,
    title_ar: a.ArticleTitle_ar,
    sub_en: '',
    sub_ar: '',
    path: articlePath(a),
    date: a.PublishDate,
    title: join(a.ArticleTitle_en, a.ArticleTitle_ar),
    keywords: '',
    text: join(htmlToText(a.ArticleContent_en), htmlToText(a.ArticleContent_ar)),
  };
}

function pageDoc({ id, page }: { id: string; page: Page }): SearchDoc {
  return {
    id: `page:${id}`,
    kind: 'page',
    key: id,
    title_en: page.PageHeading_en,
    title_ar: page.PageHeading_ar,
    sub_en: '',
    sub_ar: '',
    path: staticPagePath(id),
    title: join(page.PageHeading_en, page.PageHeading_ar),
    keywords: '',
    text: join(htmlToText(page.PageContent_en), htmlToText(page.PageContent_ar)),
  };
}

function membershipDoc(m: Membership, kind: 'book' | 'membership'): SearchDoc {
  return {
    id: `${kind}:${m.MemID}`,
    kind,
    key: m.MemID,
    title_en: m.MemTitle_en,
    title_ar: m.MemTitle_ar,
    sub_en: '',
    sub_ar: '',
    // Books and memberships have no page of their own: their list.
    path: kind === 'book' ? BOOKS_PATH : MEMBERSHIPS_PATH,
    title: join(m.MemTitle_en, m.MemTitle_ar),
    keywords: '',
    text: join(htmlToText(m.MemDesc_en), htmlToText(m.MemDesc_ar)),
  };
}

/** Every item of the catalogue as an indexed document. */
export function searchDocuments(catalogue: SearchCatalogue): SearchDoc[] {
  return [
    ...catalogue.courses.map(courseDoc),
    ...catalogue.diplomas.map(diplomaDoc),
    ...catalogue.programs.map(programDoc),
    ...catalogue.instructors.map(instructorDoc),
    ...catalogue.articles.map(articleDoc),
    ...catalogue.pages.map(pageDoc),
    ...catalogue.books.map((m) => membershipDoc(m, 'book')),
    ...catalogue.memberships.map((m) => membershipDoc(m, 'membership')),
  ];
}
