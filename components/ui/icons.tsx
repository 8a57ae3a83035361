import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/**
 * The one icon module. Stroke icons, 24×24, decorative by default (aria-hidden); give the control an accessible name
 * instead. The icons of every page (header, footer, social links, program cards) are symbols of the page's sprite
 * instead (`Icon`, ./icon.tsx).
 */

/** The frame of every stroke icon; `round={false}` leaves the line ends and joins square. */
export function StrokeSvg({ size = 20, round = true, children, ...props }: IconProps & { round?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap={round ? 'round' : undefined}
      strokeLinejoin={round ? 'round' : undefined}
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** A stroke icon of one path given where it is used (contact details, payment methods). */
export function PathIcon({ d, ...props }: IconProps & { d: string }) {
  return (
    <StrokeSvg {...props}>
      <path d={d} />
    </StrokeSvg>
  );
}

function stroke(paths: string[]) {
  return function Icon(props: IconProps) {
    return (
      <StrokeSvg {...props}>
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </StrokeSvg>
    );
  };
}

export const CloseIcon = stroke(['M6 6l12 12', 'M18 6L6 18']);
/** Points to the inline end; add `rtl:-scale-x-100` where it is used. */
export const ChevronIcon = stroke(['M9 6l6 6-6 6']);
export const PauseIcon = stroke(['M9 6v12', 'M15 6v12']);
export const PlayIcon = stroke(['M8 5l11 7-11 7z']);
export const EyeIcon = stroke([
  'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z',
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
]);
export const AlertIcon = stroke([
  'M12 9v4',
  'M12 17h.01',
  'M10.3 4.1L2.6 18a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4.1a2 2 0 0 0-3.4 0z',
]);

export const LinkedinIcon = stroke([
  'M4 4h16v16H4z',
  'M8 10v6',
  'M8 7.5v.01',
  'M12 16v-6',
  'M12 12.5a2.5 2.5 0 0 1 5 0V16',
]);
export const DownloadIcon = stroke(['M12 4v11M7 10l5 5 5-5M5 20h14']);

/** The search field's magnifier (square line joins). */
export function SearchIcon(props: IconProps) {
  return (
    <StrokeSvg strokeLinejoin={undefined} {...props}>
      <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z" />
      <path d="M20 20l-4-4" />
    </StrokeSvg>
  );
}

/** The play button over a video's poster. */
export function PlayCircleIcon({ size = 56, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 56 56" width={size} height={size} aria-hidden="true" focusable="false" {...props}>
      <circle cx="28" cy="28" r="27" fill="rgba(11,37,69,0.85)" stroke="#fff" strokeWidth="2" />
      <path d="M23 18l16 10-16 10z" fill="#fff" />
    </svg>
  );
}
