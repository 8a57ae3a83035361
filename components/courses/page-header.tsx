import type { ReactNode } from 'react';
import { Breadcrumbs, type BreadcrumbItem } from '@/components/ui/breadcrumbs';

export type PageHeaderProps = {
  title: string;
  /** The trail after Home; the last item is the current page. */
  breadcrumbs: BreadcrumbItem[];
  /** A line under the title. */
  subtitle?: ReactNode;
  children?: ReactNode;
};

/** The head of a catalogue page: breadcrumbs (with their BreadcrumbList JSON-LD) and the page's one h1. */
export function PageHeader({ title, breadcrumbs, subtitle, children }: PageHeaderProps) {
  return (
    <header className="border-b border-line bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 sm:py-8">
        <Breadcrumbs items={breadcrumbs} />
        <h1 className="text-2xl font-bold leading-tight text-primary sm:text-3xl" data-testid="page-title">
          {title}
        </h1>
        {subtitle && <p className="max-w-3xl text-base text-muted">{subtitle}</p>}
        {children}
      </div>
    </header>
  );
}
