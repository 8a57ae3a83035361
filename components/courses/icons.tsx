import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** Icons of the course pages (decorative; the control carries the accessible name). */
export function SearchIcon({ size = 20, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z" />
      <path d="M20 20l-4-4" />
    </svg>
  );
}

export function PlayCircleIcon({ size = 56, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 56 56" width={size} height={size} aria-hidden="true" focusable="false" {...props}>
      <circle cx="28" cy="28" r="27" fill="rgba(11,37,69,0.85)" stroke="#fff" strokeWidth="2" />
      <path d="M23 18l16 10-16 10z" fill="#fff" />
    </svg>
  );
}
