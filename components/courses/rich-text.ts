/** Typography of upstream HTML (descriptions, membership text) rendered through <SafeHtml>. */
export const RICH_TEXT =
  'text-base leading-8 text-ink [&_a]:text-secondary [&_a]:underline [&_h2]:mb-3 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-primary [&_h3]:mb-2 [&_h3]:mt-5 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-primary [&_h4]:mt-4 [&_h4]:font-semibold [&_li]:mb-1 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:mb-4 [&_table]:mb-4 [&_table]:w-full [&_td]:border [&_td]:border-line [&_td]:p-2 [&_th]:border [&_th]:border-line [&_th]:p-2 [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:ps-6 [&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full [&_img]:h-auto [&_img]:max-w-full';

/** The same in a small size (cards). */
export const RICH_TEXT_SM =
  'text-sm leading-6 text-ink [&_li]:mb-0.5 [&_ol]:mb-2 [&_ol]:list-decimal [&_ol]:ps-5 [&_p]:mb-2 [&_ul]:mb-2 [&_ul]:list-disc [&_ul]:ps-5';
