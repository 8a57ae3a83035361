'use client';

/**
 * The page's icons as one inline SVG sprite, rendered once by the root layout; an icon is `<svg><use href="#i-…"/></svg>`
 * (`Icon`, `ColourIcon` in ./icon.tsx). Not CSS images: Chromium builds an isolated document (a page and a frame) for
 * every SVG image a style uses, and the chrome's eighteen were a large part of a load's main thread
 * (docs/performance.md#main-thread-and-hydration); the symbols of an inline sprite cost a few elements each. A
 * client component, so its paths travel once in a shared, cached script rather than again in each page's flight data.
 */

/** 24 × 24 stroke icons, each one path: drawn in the text colour by `.icon` (globals.css sets the stroke). */
const STROKE = {
  calendar: `<path d='M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M12 13v5M9.5 15.5h5'/>`,
  facebook: `<path d='M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6v4h3v7h4v-7h3l1-4h-4V7.5a1 1 0 0 1 1-1h2z'/>`,
  instagram: `<path d='M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17.5 6.5h.01'/>`,
  twitter: `<path d='M4 4l16 16M20 4L4 20'/>`,
  youtube: `<path d='M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zM10 9l5 3-5 3z'/>`,
  android: `<path d='M6 10h12v7a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 6 17zM6 9a6 6 0 0 1 12 0zM8.5 4.5L7.5 3M15.5 4.5l1-1.5M9 20.5v-2M15 20.5v-2'/>`,
  ios: `<path d='M16 13.5c0-2 1.3-3 1.8-3.3-1-1.4-2.4-1.7-3-1.7-1.3-.1-2.2.8-2.9.8s-1.6-.8-2.7-.8C7.5 8.5 5.5 10 5.5 13c0 3.5 2.3 7.5 4 7.5.9 0 1.3-.6 2.4-.6s1.4.6 2.4.6c1.5 0 2.8-2.8 3.2-3.9-.8-.4-1.5-1.5-1.5-3.1zM12.5 6.5c.3-1.7 1.5-3 3-3.3'/>`,
  linkedin: `<path d='M4 4h16v16H4zM8 10v6M8 7.5v.01M12 16v-6M12 12.5a2.5 2.5 0 0 1 5 0V16'/>`,
  tiktok: `<path d='M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.6 2 4.3 5 4.6'/>`,
  snapchat: `<path d='M12 3c3 0 5 2.2 5 5v2.5l1.8-.5c.6 0 .8.7.3 1l-2.1 1.2c.6 1.8 2 3 3.5 3.5-.4.7-1.5 1-2.6 1.1l-.4 1.3c-1.1-.2-2.4 0-3.5.9-.8.6-1.4.8-2 .8s-1.2-.2-2-.8c-1.1-.9-2.4-1.1-3.5-.9l-.4-1.3C4.6 16.7 3.5 16.4 3.1 15.7c1.5-.5 2.9-1.7 3.5-3.5L4.5 11c-.5-.3-.3-1 .3-1l1.8.5V8c0-2.8 2-5 5-5z'/>`,
  mail: `<path d='M4 6h16v12H4zM4 7l8 6 8-6'/>`,
  phone: `<path d='M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z'/>`,
  cart: `<path d='M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.4-1.1L20.5 8H6.2M9 20h.01M17 20h.01'/>`,
  user: `<path d='M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0'/>`,
  globe: `<path d='M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z'/>`,
  menu: `<path d='M4 6h16M4 12h16M4 18h16'/>`,
  close: `<path d='M6 6l12 12M18 6L6 18'/>`,
  search: `<path d='M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4'/>`,
  eye: `<path d='M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z'/>`,
  whatsapp: `<path d='M4 20l1.3-4A8 8 0 1 1 8.3 19zM9 8.5c0 3.2 3 6.5 6.5 6.5l1-1.7-2-1-1 1c-1.2-.5-2.3-1.6-2.8-2.8l1-1-1-2z'/>`,
} as const;

/** Icons in the institute's colours, with their own view box. */
const COLOUR = {
  emblem: {
    viewBox: '0 0 40 40',
    paths: `<rect width='40' height='40' rx='8' fill='#0b2545'/><path d='M9 29V18l11-8 11 8v11' fill='none' stroke='#c9a227' stroke-width='3' stroke-linejoin='round'/><path d='M16 29v-7h8v7' fill='none' stroke='#fff' stroke-width='3' stroke-linejoin='round'/><path d='M6 31h28' stroke='#c9a227' stroke-width='2.5' stroke-linecap='round'/>`,
  },
  seal: {
    viewBox: '0 0 96 96',
    paths: `<circle cx='48' cy='48' r='46' fill='#c9a227'/><circle cx='48' cy='48' r='39' fill='none' stroke='#0b2545' stroke-width='2' stroke-dasharray='3 3'/><circle cx='48' cy='48' r='31' fill='#0b2545'/><path d='M34 50l9 9 19-20' fill='none' stroke='#c9a227' stroke-width='6' stroke-linecap='round' stroke-linejoin='round'/><circle cx='48' cy='48' r='42.5' fill='none' stroke='#0b2545' stroke-width='3.6' stroke-linecap='round' stroke-dasharray='0 44.506'/>`,
  },
} as const;

export type IconName = keyof typeof STROKE;
export type ColourIconName = keyof typeof COLOUR;

const SYMBOLS = [
  ...Object.entries(STROKE).map(([name, paths]) => `<symbol id="i-${name}" viewBox="0 0 24 24">${paths}</symbol>`),
  ...Object.entries(COLOUR).map(
    ([name, { viewBox, paths }]) => `<symbol id="i-${name}" viewBox="${viewBox}">${paths}</symbol>`,
  ),
].join('');

/** The sprite: no box of its own (not display: none, which would leave some engines without the symbols). */
export function IconSprite() {
  return <svg aria-hidden="true" className="icon-sprite" dangerouslySetInnerHTML={{ __html: SYMBOLS }} />;
}
