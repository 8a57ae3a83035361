import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { NotFoundView } from './not-found-view';

function Raise(): never {
  notFound();
}

/**
 * What a page renders for an unknown item instead of calling notFound() itself. React's server render has no error
 * boundaries: a notFound() outside any Suspense boundary fails the whole shell, and Next then sends its bare error
 * document (`<html id="__next_error__">`, no lang, no dir, no site chrome; vercel/next.js#97514). Thrown inside this
 * boundary it still makes the answer a 404, the layout (lang, dir, header, footer) renders, and the 404 text is in
 * the HTML as the fallback until the browser shows the route's not-found page in its place.
 *
 * Only for pages rendered whole before the answer starts (ISR and static: the catalogue detail routes, the albums,
 * the 404 page of unmatched paths). A page rendered per request streams its shell, with status 200, before the
 * boundary fails: such a page must call notFound() itself for a true 404.
 */
export function NotFoundHere() {
  return (
    <Suspense fallback={<NotFoundView />}>
      <Raise />
    </Suspense>
  );
}
