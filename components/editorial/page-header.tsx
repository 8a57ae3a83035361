import type { ReactNode } from 'react';
import { Breadcrumbs, type BreadcrumbItem } from '@/components/ui/breadcrumbs';

/** Breadcrumb trail (Home first, with BreadcrumbList JSON-LD) and the page's one h1. */
export function PageHeader({
  title,
  trail,
  children,
}: {
  title: string;
  trail: BreadcrumbItem[];
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-3 pb-6">
      <Breadcrumbs items={trail} />
      <h1 className="section-title">{title}</h1>
      {children}
    </header>
  );
}

/** The page body's width and padding. */
export function PageShell({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-7xl px-4 py-8 ${className}`}>{children}</div>;
}
