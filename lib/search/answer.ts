/**
 * What `GET /api/search/suggest` answers (app/api/search/suggest/route.ts), shared by the route and the header box.
 * Texts come worded in the asked language, so the box holds no messages of its own.
 */
export type SearchSuggestion = {
  id: string;
  /** The kind's label ("Course", "دورة"). */
  kind: string;
  title: string;
  /** Category, delivery and city, or a program's start. */
  sub: string;
  /** With the language prefix. */
  href: string;
};

export type SearchSuggestAnswer =
  | {
      ok: true;
      items: SearchSuggestion[];
      /** For the screen reader's live region: "3 suggestions, use the arrow keys…". */
      announce: string;
      /** The results page of the query, and its option's text ("All results for …"). */
      more: string;
      moreLabel: string;
      /** A likelier spelling when nothing was found, and its option's label ("Did you mean"). */
      didYouMean: string | null;
      didYouMeanLabel: string;
    }
  | { ok: false; error: string };
