/** The accreditation seal: an inline SVG badge (no external image), labelled for assistive technology. */
export function AccreditationSeal({ title, label }: { title: string; label: string }) {
  return (
    <figure className="flex items-center gap-3">
      <svg viewBox="0 0 96 96" width="84" height="84" role="img" aria-label={label}>
        <circle cx="48" cy="48" r="46" fill="#c9a227" />
        <circle cx="48" cy="48" r="39" fill="none" stroke="#0b2545" strokeWidth="2" strokeDasharray="3 3" />
        <circle cx="48" cy="48" r="31" fill="#0b2545" />
        <path
          d="M34 50l9 9 19-20"
          fill="none"
          stroke="#c9a227"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        {[0, 60, 120, 180, 240, 300].map((angle) => (
          <circle
            key={angle}
            cx={48 + 42.5 * Math.cos((angle * Math.PI) / 180)}
            cy={48 + 42.5 * Math.sin((angle * Math.PI) / 180)}
            r="1.8"
            fill="#0b2545"
          />
        ))}
      </svg>
      <figcaption className="max-w-44 text-sm leading-snug text-white/90">
        <strong className="block text-accent">{title}</strong>
        {label}
      </figcaption>
    </figure>
  );
}
