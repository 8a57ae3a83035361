'use client';

import { useEffect } from 'react';

/** Sends the browser on as soon as the page is shown (the page keeps a link for when scripts are off). */
export function RedirectNow({ to }: { to: string }) {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return null;
}
