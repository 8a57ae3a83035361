import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** Stroke icons, 24×24, decorative by default (aria-hidden); give the control an accessible name instead. */
function stroke(paths: string[]) {
  return function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const CartIcon = stroke([
  'M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.4-1.1L20.5 8H6.2',
  'M9 20h.01',
  'M17 20h.01',
]);
export const UserIcon = stroke(['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4 21a8 8 0 0 1 16 0']);
export const CalendarIcon = stroke(['M4 6h16v14H4z', 'M4 10h16M8 3v4M16 3v4M12 13v5M9.5 15.5h5']);
export const MenuIcon = stroke(['M4 6h16', 'M4 12h16', 'M4 18h16']);
export const CloseIcon = stroke(['M6 6l12 12', 'M18 6L6 18']);
export const GlobeIcon = stroke([
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  'M3 12h18',
  'M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z',
]);
/** Points to the inline end; add `rtl:-scale-x-100` where it is used. */
export const ChevronIcon = stroke(['M9 6l6 6-6 6']);
export const MailIcon = stroke(['M4 6h16v12H4z', 'M4 7l8 6 8-6']);
export const PhoneIcon = stroke([
  'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
]);
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

export const FacebookIcon = stroke(['M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6v4h3v7h4v-7h3l1-4h-4V7.5a1 1 0 0 1 1-1h2z']);
export const InstagramIcon = stroke([
  'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z',
  'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M17.5 6.5h.01',
]);
export const XIcon = stroke(['M4 4l16 16', 'M20 4L4 20']);
export const YoutubeIcon = stroke([
  'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3z',
  'M10 9l5 3-5 3z',
]);
export const AndroidIcon = stroke([
  'M6 10h12v7a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 6 17z',
  'M6 9a6 6 0 0 1 12 0z',
  'M8.5 4.5L7.5 3',
  'M15.5 4.5l1-1.5',
  'M9 20.5v-2',
  'M15 20.5v-2',
]);
export const AppleIcon = stroke([
  'M16 13.5c0-2 1.3-3 1.8-3.3-1-1.4-2.4-1.7-3-1.7-1.3-.1-2.2.8-2.9.8s-1.6-.8-2.7-.8C7.5 8.5 5.5 10 5.5 13c0 3.5 2.3 7.5 4 7.5.9 0 1.3-.6 2.4-.6s1.4.6 2.4.6c1.5 0 2.8-2.8 3.2-3.9-.8-.4-1.5-1.5-1.5-3.1z',
  'M12.5 6.5c.3-1.7 1.5-3 3-3.3',
]);
export const LinkedinIcon = stroke([
  'M4 4h16v16H4z',
  'M8 10v6',
  'M8 7.5v.01',
  'M12 16v-6',
  'M12 12.5a2.5 2.5 0 0 1 5 0V16',
]);
export const TiktokIcon = stroke(['M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5', 'M14 3c.4 2.6 2 4.3 5 4.6']);
export const SnapchatIcon = stroke([
  'M12 3c3 0 5 2.2 5 5v2.5l1.8-.5c.6 0 .8.7.3 1l-2.1 1.2c.6 1.8 2 3 3.5 3.5-.4.7-1.5 1-2.6 1.1l-.4 1.3c-1.1-.2-2.4 0-3.5.9-.8.6-1.4.8-2 .8s-1.2-.2-2-.8c-1.1-.9-2.4-1.1-3.5-.9l-.4-1.3C4.6 16.7 3.5 16.4 3.1 15.7c1.5-.5 2.9-1.7 3.5-3.5L4.5 11c-.5-.3-.3-1 .3-1l1.8.5V8c0-2.8 2-5 5-5z',
]);
export const WhatsappIcon = stroke([
  'M4 20l1.3-4A8 8 0 1 1 8.3 19z',
  'M9 8.5c0 3.2 3 6.5 6.5 6.5l1-1.7-2-1-1 1c-1.2-.5-2.3-1.6-2.8-2.8l1-1-1-2z',
]);
