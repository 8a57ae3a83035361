import { NotFoundView } from '@/components/layout/not-found-view';

// notFound() outside the (site) group (e.g. pdf/, payment-link/): the same message, without chrome.
export default function LangNotFound() {
  return (
    <main id="main" className="flex-1">
      <NotFoundView />
    </main>
  );
}
