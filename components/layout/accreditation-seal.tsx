/**
 * The accreditation seal beside its caption. The badge is decorative (drawn by `.seal` in globals.css): the caption
 * says what it certifies.
 */
export function AccreditationSeal({ title, label }: { title: string; label: string }) {
  return (
    <figure className="flex items-center gap-3">
      <i className="seal" aria-hidden="true" />
      <figcaption className="max-w-44 text-sm leading-snug text-white/90">
        <strong className="block text-accent">{title}</strong>
        {label}
      </figcaption>
    </figure>
  );
}
