/**
 * A safe embed URL for a course video (Course.ExtraInfo3) or a video album URL.
 * Accepts iframe markup (`<iframe src="…">`), a YouTube/Vimeo page or embed URL, or a bare YouTube watch
 * URL's `v` parameter; returns an embed URL that this module builds itself (never the input echoed back),
 * or null for anything else (other hosts, `javascript:`, data URLs, malformed ids).
 */

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[A-Za-z0-9]{1,32}$/;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const YOUTUBE_NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
const YOUTU_BE = new Set(['youtu.be', 'www.youtu.be']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);
const VIMEO_PLAYER = 'player.vimeo.com';

export type VideoEmbed = { provider: 'youtube' | 'vimeo'; id: string; embedUrl: string };

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/gi, '&')
    .replace(/&#0*38;/g, '&')
    .replace(/&#x0*26;/gi, '&')
    .replace(/&quot;/gi, '"')
    .replace(/&#0*39;|&apos;/gi, "'");
}

/** The candidate URL in the input: an iframe's src, else the first http(s) or protocol-relative URL, else the text. */
function candidate(input: string): string {
  const text = decodeEntities(input.trim());
  const iframe =
    /<iframe\b[^>]*?\bsrc\s*=\s*(["'])(.*?)\1/i.exec(text) ?? /<iframe\b[^>]*?\bsrc\s*=\s*([^\s>"']+)/i.exec(text);
  if (iframe) return (iframe[2] ?? iframe[1]).trim();
  if (/^</.test(text)) {
    const url = /(?:https?:)?\/\/[^\s"'<>]+/i.exec(text);
    return url ? url[0] : '';
  }
  return text;
}

function parse(raw: string): URL | null {
  if (!raw) return null;
  // Protocol-relative embeds (`//www.youtube.com/embed/…`) are common in pasted markup.
  const withScheme = raw.startsWith('//') ? `https:${raw}` : raw;
  // A bare host path (`youtu.be/abc`, `www.youtube.com/watch?v=…`).
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(withScheme) ? withScheme : `https://${withScheme}`;
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || (url.port && url.port !== '443' && url.port !== '80')) return null;
  return url;
}

function youtube(id: string | null | undefined): VideoEmbed | null {
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return { provider: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` };
}

function vimeo(id: string | null | undefined, hash?: string | null): VideoEmbed | null {
  if (!id || !VIMEO_ID.test(id)) return null;
  // dnt=1: Vimeo's "do not track" mode, in which its player sets no cookies (as YouTube's nocookie host).
  const query = new URLSearchParams(hash && VIMEO_HASH.test(hash) ? { h: hash, dnt: '1' } : { dnt: '1' });
  return { provider: 'vimeo', id, embedUrl: `https://player.vimeo.com/video/${id}?${query.toString()}` };
}

export function extractVideo(input: string | null | undefined): VideoEmbed | null {
  if (!input || typeof input !== 'string') return null;
  const url = parse(candidate(input));
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);

  if (YOUTUBE_HOSTS.has(host) || YOUTUBE_NOCOOKIE_HOSTS.has(host)) {
    if (parts[0] === 'watch' || parts.length === 0) return youtube(url.searchParams.get('v'));
    if (['embed', 'shorts', 'live', 'v'].includes(parts[0]) && parts.length === 2) return youtube(parts[1]);
    return null;
  }
  if (YOUTU_BE.has(host)) return parts.length === 1 ? youtube(parts[0]) : null;
  if (host === VIMEO_PLAYER) {
    return parts[0] === 'video' && parts.length === 2 ? vimeo(parts[1], url.searchParams.get('h')) : null;
  }
  if (VIMEO_HOSTS.has(host)) {
    // vimeo.com/123456789 or vimeo.com/123456789/abcdef (unlisted hash)
    if (parts.length === 1 || parts.length === 2) return vimeo(parts[0], parts[1] ?? url.searchParams.get('h'));
    return null;
  }
  return null;
}

/** Embed URL only (see extractVideo). */
export function extractVideoEmbedUrl(input: string | null | undefined): string | null {
  return extractVideo(input)?.embedUrl ?? null;
}
