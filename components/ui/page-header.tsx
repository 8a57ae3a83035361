import type { ReactNode } from 'react';
import { Breadcrumbs, type BreadcrumbItem } from '@/components/ui/breadcrumbs';

type PageHeaderProps = {
  title: string;
  /** The trail after Home; the last item is the current page. */
  trail: BreadcrumbItem[];
  /** A line under the title. */
  subtitle?: ReactNode;
  children?: ReactNode;
  /** A full-width white band with a bottom border (catalogue pages); otherwise the header sits in a `PageShell`. */
  band?: boolean;
};

/** The head of a page: the breadcrumb trail (Home first, with BreadcrumbList JSON-LD) and the page's one h1. */
export function PageHeader({ title, trail, subtitle, children, band = false }: PageHeaderProps) {
  const content = (
    <>
      <Breadcrumbs items={trail} />
      {band ? (
        <h1 className="text-2xl font-bold leading-tight text-primary sm:text-3xl" data-testid="page-title">
          {title}
        </h1>
      ) : (
        <h1 className="section-title">{title}</h1>
      )}
      {subtitle && <p className="max-w-3xl text-base text-muted">{subtitle}</p>}
      {children}
    </>
  );
  if (!band) return <header className="flex flex-col gap-3 pb-6">{content}</header>;
  return (
    <header className="border-b border-line bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 sm:py-8">{content}</div>
    </header>
  );
}

/** The page body's width and padding. */
export function PageShell({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-7xl px-4 py-8 ${className}`}>{children}</div>;
}
