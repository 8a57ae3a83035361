// The Arabic fallback faces of the site's Arabic font stack, read by scripts/subset-fonts.mjs (which writes them into
// app/font-faces.css) and measured by scripts/measure-fallbacks.mjs.
//
// Arabic, before Plex Arabic arrives: Arial where it has Arabic (Windows, macOS; next/font's values, in
// subset-fonts.mjs), Noto Sans Arabic or Noto Naskh Arabic (Android, Linux with fonts-noto-core), DejaVu Sans (Debian
// and Ubuntu without Noto: their default font with Arabic), each its own family in that order in the font stack, each
// scaled so the site's Arabic texts (every Arabic string of messages/ar.json) take the width Plex Arabic gives them at
// that weight, measured in Chromium (`node scripts/measure-fallbacks.mjs`). Unscaled, a diploma's breadcrumb and
// subtitle took a line more each before the font arrived, and the page moved by 0.18 (CLS) on the swap: with Noto
// before its faces were added, and with DejaVu Sans before its own (Lighthouse on a machine without Noto, issue 40).
// Digits and their separators get a face of their own: Plex Arabic's are wider than these fonts' by another ratio
// than its letters (a price row, scaled as text, fitted on one line and then took two); measured on prices and dates.
// [size-adjust of text, of digits], then the local names (full name, PostScript name); `arabicOnly` limits the text
// face to the Arabic script and the spaces, for a font that also draws Latin letters (scaled as Arabic, they would not
// match Plex Latin). Without the space, the first face of the stack with one was the device's font unscaled, which set
// each line's baseline 4 px lower than Plex Arabic's: the page moved by 0.002 on the swap.
export const ARABIC_FALLBACKS = [
  [
    'Plex Arabic Fallback Sans',
    {
      400: [
        [92.74, 104.68],
        'Noto Sans Arabic Regular',
        'NotoSansArabic-Regular',
        'Noto Sans Arabic UI Regular',
        'NotoSansArabicUI-Regular',
      ],
      700: [
        [90.9, 105.42],
        'Noto Sans Arabic Bold',
        'NotoSansArabic-Bold',
        'Noto Sans Arabic UI Bold',
        'NotoSansArabicUI-Bold',
      ],
    },
  ],
  [
    'Plex Arabic Fallback Naskh',
    {
      400: [
        [104.07, 106.31],
        'Noto Naskh Arabic Regular',
        'NotoNaskhArabic-Regular',
        'Noto Naskh Arabic UI Regular',
        'NotoNaskhArabicUI-Regular',
      ],
      700: [
        [107.49, 106.5],
        'Noto Naskh Arabic Bold',
        'NotoNaskhArabic-Bold',
        'Noto Naskh Arabic UI Bold',
        'NotoNaskhArabicUI-Bold',
      ],
    },
  ],
  [
    'Plex Arabic Fallback DejaVu',
    {
      400: [[87.09, 93.98], 'DejaVu Sans', 'DejaVuSans'],
      // Plex Arabic's semibold is narrower than its bold by more than DejaVu has weights for: the bold, scaled to it.
      600: [[76.98, 86.3], 'DejaVu Sans Bold', 'DejaVuSans-Bold'],
      700: [[78.52, 86.8], 'DejaVu Sans Bold', 'DejaVuSans-Bold'],
    },
    { arabicOnly: true },
  ],
];
