import type { ColourIconName, IconName } from './icon-sprite';

/**
 * An icon of the page's sprite (./icon-sprite.tsx), decorative: give the control an accessible name instead.
 * `.icon` sizes it (20 px unless `className` says otherwise) and draws it in the text colour.
 */
export function Icon({ name, className = '' }: { name: IconName; className?: string }) {
  return (
    <svg className={`icon ${className}`} aria-hidden="true">
      <use href={`#i-${name}`} />
    </svg>
  );
}

/** An icon in the institute's colours (the emblem, the accreditation seal), sized by `className`. */
export function ColourIcon({ name, className }: { name: ColourIconName; className: string }) {
  return (
    <svg className={className} aria-hidden="true">
      <use href={`#i-${name}`} />
    </svg>
  );
}
