// The Latin fallback faces of the site's English font stack, read by scripts/subset-fonts.mjs (which writes them into
// app/font-faces.css) and measured by scripts/measure-fallbacks.mjs.
//
// English, before Plex Latin arrives: Arial (Windows, macOS; Liberation Sans, its metric twin, on Linux desktops),
// Roboto (Android) or Noto Sans (Linux without Liberation), each its own family, since each needs its own scale, in
// that order in the font stack. One face per weight, 600 and 700 drawn from the bold (Arial has no semibold; Roboto's
// is Medium), each scaled so the site's English texts (every string of messages/en.json) take the width Plex Latin
// gives them at that weight, measured in Chromium (`node scripts/measure-fallbacks.mjs`). With Arial alone, a phone
// without it drew English in its own font unscaled, wider: home's header took two rows at 390 px, then one, and
// the page moved. As with the Arabic, digits and their separators get a face of their own: Plex Latin's are
// wider than these fonts' by more than its letters, and a diploma's price row, scaled as text, fitted on one
// line and then took two (docs/performance.md#fonts).
// [size-adjust of text, of digits], then the local names (full name, PostScript name).
export const LATIN_FALLBACKS = [
  [
    'Plex Latin Fallback',
    {
      400: [[100.13, 107.3], 'Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
      600: [[96.58, 107.73], 'Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
      700: [[97.91, 107.99], 'Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
    },
  ],
  [
    'Plex Latin Fallback Roboto',
    {
      400: [[100.79, 107.4], 'Roboto', 'Roboto Regular', 'Roboto-Regular'],
      600: [[103.29, 106.4], 'Roboto Medium', 'Roboto-Medium'],
      700: [[104.04, 105.28], 'Roboto Bold', 'Roboto-Bold'],
    },
  ],
  [
    'Plex Latin Fallback Noto',
    {
      400: [[95.34, 104.75], 'Noto Sans Regular', 'NotoSans-Regular'],
      600: [[92.72, 104.96], 'Noto Sans Bold', 'NotoSans-Bold'],
      700: [[93.99, 105.21], 'Noto Sans Bold', 'NotoSans-Bold'],
    },
  ],
];
