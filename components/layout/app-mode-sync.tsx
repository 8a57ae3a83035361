'use client';

import { useEffect } from 'react';

/**
 * Backs up the inline app-mode script for documents React renders in the browser (a client-rendered
 * 404, for instance), where an inline script does not run. Same rule: `?app=1`, or the `app` cookie.
 */
export function AppModeSync() {
  useEffect(() => {
    const q = new URLSearchParams(window.location.search).get('app');
    const on = q === '1' || (q !== '0' && /(?:^|;\s*)app=1(?:;|$)/.test(document.cookie));
    document.documentElement.toggleAttribute('data-app', on);
  }, []);
  return null;
}
