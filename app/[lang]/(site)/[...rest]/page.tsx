import { notFound } from 'next/navigation';

// Any path under a language that no route matches: the translated 404 inside the site chrome.
export default function CatchAll() {
  notFound();
}
