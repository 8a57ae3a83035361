import { ColourIcon } from '@/components/ui/icon';

/**
 * The accreditation seal beside its caption. The badge is decorative (a symbol of the icon sprite): the caption
 * says what it certifies.
 */
export function AccreditationSeal({ title, label }: { title: string; label: string }) {
  return (
    <figure className="flex flex-wrap items-center gap-3">
      <ColourIcon name="seal" className="seal" />
      <figcaption className="max-w-44 text-sm leading-snug text-white/90">
        <strong className="block text-accent">{title}</strong>
        {label}
      </figcaption>
    </figure>
  );
}
