import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';

export type SectionHeaderProps = {
  id: string;
  title: string;
  subtitle?: ReactNode;
  /** A "see all" link on the end side. */
  link?: { href: string; label: string };
};

/** A home / detail section heading (h2) with an optional "see all" link. */
export function SectionHeader({ id, title, subtitle, link }: SectionHeaderProps) {
  return (
    <div className="section-head">
      <div className="flex flex-col gap-1">
        <h2 id={id} className="section-title">
          {title}
        </h2>
        {subtitle && <p className="text-muted">{subtitle}</p>}
      </div>
      {link && (
        <Link href={link.href} className="btn-outline">
          {link.label}
          <i className="chev" />
        </Link>
      )}
    </div>
  );
}
