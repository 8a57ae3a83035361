// No Node built-ins here: the browser's instrumentation (instrumentation-client.ts) imports the script too.

/**
 * Trusted Types (docs/adr/0005-csp-without-nonces.md): the policy sends `require-trusted-types-for 'script'`, so a
 * plain string written into a DOM sink that can run script (innerHTML, a script's text, a script's or a worker's URL,
 * document.write, setTimeout with a string) goes through the `default` policy below, and is refused unless it passes.
 * It is the one protection against script injected through the DOM that cached pages can have: their HTML is shared,
 * so their inline scripts are allowed by 'unsafe-inline' rather than a nonce.
 *
 * The policy is not a sanitiser (upstream HTML is sanitised on the server, lib/html/sanitize.ts); it is a gate:
 * - HTML passes unless it holds something that runs script: a script, object, embed, base, meta, link, frame or
 *   template element, an SVG animation, an event-handler attribute, a srcdoc, a `javascript:`/`vbscript:` URL, or an
 *   SVG `use` of anything but a fragment. The HTML React writes on a client-side navigation (sanitised articles, the
 *   icon sprite, JSON-LD) passes; `<img onerror=…>` does not. React's own inert `<script></script>` (how it makes a
 *   script element that never runs) passes as that exact string.
 * - Script URLs pass when they are the site's own build chunks (`/_next/static/`) or a blob: of this origin (ALTCHA's
 *   proof-of-work worker).
 * - Script text never passes (no createScript): no string becomes code through the DOM.
 * The HTML is read with DOMParser, which runs nothing, through a second policy (`inert-check`) kept in this closure.
 * The CSP allows these two names and ALTCHA's Svelte policy only, and this script runs first in <head>, so no later
 * script can take either of ours.
 *
 * It is inline, before any other script: it must exist before the first sink is used. Its text is allowed by its
 * hash on pages with a nonce, by 'unsafe-inline' on cached pages. A document that has it already (a default policy)
 * is left as it is, so running it twice is harmless (instrumentation-client.ts runs it where no layout did). Its own
 * text holds no tag (`'<'+'script>'`): a document rendered in the browser writes it with innerHTML, through the gate.
 */
export const TRUSTED_TYPES_SCRIPT = `(function(){var t=window.trustedTypes;if(!t||!t.createPolicy||t.defaultPolicy)return;var inert=t.createPolicy('inert-check',{createHTML:function(s){return s}}),parser=new DOMParser(),inertScript='<'+'script></'+'script>',badTag=/^(script|object|embed|base|meta|link|frame|frameset|template|animate|animatemotion|animatetransform|set|handler|listener)$/i,badUrl=/^(javascript|vbscript):/i;function runs(html){var all=parser.parseFromString(inert.createHTML(html),'text/html').querySelectorAll('*');for(var i=0;i<all.length;i++){var el=all[i];if(badTag.test(el.localName))return true;for(var j=0;j<el.attributes.length;j++){var a=el.attributes[j],name=a.localName.toLowerCase(),value=a.value.replace(/[\\u0000-\\u0020]/g,'');if(name.indexOf('on')===0||name==='srcdoc'||badUrl.test(value))return true;if(el.localName==='use'&&name==='href'&&value.charAt(0)!=='#')return true}}return false}t.createPolicy('default',{createHTML:function(html){return html===inertScript||!runs(html)?html:null},createScriptURL:function(url){var u=new URL(url,location.href);return u.origin===location.origin&&(u.protocol==='blob:'||u.pathname.indexOf('/_next/static/')===0)?url:null}})})();`;
