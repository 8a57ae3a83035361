import { createHash } from 'node:crypto';

/**
 * Runs before first paint: `?app=1` (or the `app` cookie set by app-auth / the proxy) marks the document as app
 * mode, and CSS hides the chrome (`html[data-app] [data-chrome]`). The cookie is read here, in the browser, so
 * cached pages stay the same for everyone.
 */
export const APP_MODE_SCRIPT = `(function(){try{var d=document,q=new URLSearchParams(location.search).get('app');if(q==='1'){d.cookie='app=1;path=/;max-age=31536000;samesite=lax'}else if(q==='0'){d.cookie='app=;path=/;max-age=0'}if(q==='1'||(q!=='0'&&/(?:^|;\\s*)app=1(?:;|$)/.test(d.cookie))){d.documentElement.setAttribute('data-app','')}}catch(e){}})();`;

/**
 * Its CSP source: pages whose policy carries a nonce (lib/security/headers.ts) cannot give this script the nonce,
 * because the root layout that writes it is shared with the cached pages; they allow it by its hash instead.
 */
export const APP_MODE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(APP_MODE_SCRIPT, 'utf8').digest('base64')}'`;
