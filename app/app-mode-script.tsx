/**
 * Runs before first paint: `?app=1` (or the `app` cookie set by app-auth / the proxy) marks the
 * document as app mode, and CSS hides the chrome (`html[data-app] [data-chrome]`). The cookie is
 * read here, in the browser, so cached pages stay the same for everyone.
 */
const SCRIPT = `(function(){try{var d=document,q=new URLSearchParams(location.search).get('app');if(q==='1'){d.cookie='app=1;path=/;max-age=31536000;samesite=lax'}else if(q==='0'){d.cookie='app=;path=/;max-age=0'}if(q==='1'||(q!=='0'&&/(?:^|;\\s*)app=1(?:;|$)/.test(d.cookie))){d.documentElement.setAttribute('data-app','')}}catch(e){}})();`;

export function AppModeScript() {
  return <script id="app-mode" dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
