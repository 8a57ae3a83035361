'use client';

import type { ReactNode } from 'react';
import { IntentLink } from '@/components/ui/intent-link';
import { useSessionSummary } from './session-summary';
import { AccreditationSeal } from './accreditation-seal';
import { VisitorCounter } from './visitor-counter';
import { Icon } from '@/components/ui/icon';

/** The footer's texts and links, worded on the server (components/layout/footer.tsx). */
export type FooterData = {
  labels: {
    sealTitle: string;
    sealLabel: string;
    quickLinks: string;
    contactUs: string;
    email: string;
    phone: string;
    visitors: string;
    downloadApp: string;
    followUs: string;
  };
  links: { href: string; label: string }[];
  /** A contract extension's page: listed once /api/session says the upstream has it (features.practiceExams). */
  practiceExams: { href: string; label: string };
  email: string | null;
  phone: string | null;
  /** `tel:` href of the phone. */
  tel: string | null;
  address: string;
  apps: { key: string; href: string; label: string }[];
};

/**
 * The footer's body, drawn from its fields: on every page, its markup would otherwise be written twice, in the HTML
 * and again in the flight data (docs/performance.md#html-and-flight-data). The logo and the social links come rendered.
 */
export function FooterBody({ data, logo, social }: { data: FooterData; logo: ReactNode; social: ReactNode }) {
  const { labels } = data;
  // Only once the upstream is known to have the extension: the footer sits at the bottom, so the link appearing
  // after the session answer moves nothing the visitor is reading.
  const { features } = useSessionSummary();
  // Beside the training programs (the first link), which the exams prepare for.
  const links = features.practiceExams
    ? [...data.links.slice(0, 1), data.practiceExams, ...data.links.slice(1)]
    : data.links;
  return (
    <div className="footer-body mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
      <div className="flex flex-col gap-6">
        {logo}
        <AccreditationSeal title={labels.sealTitle} label={labels.sealLabel} />
      </div>

      <nav aria-labelledby="footer-links">
        <h2 id="footer-links" className="foot-heading">
          {labels.quickLinks}
        </h2>
        <ul className="grid gap-2 text-sm">
          {links.map((link) => (
            <li key={link.href}>
              <IntentLink href={link.href} className="foot-link">
                {link.label}
              </IntentLink>
            </li>
          ))}
        </ul>
      </nav>

      <div>
        {(data.email || data.phone || data.address) && <h2 className="foot-heading">{labels.contactUs}</h2>}
        <ul className="grid gap-3 text-sm">
          {data.email && (
            <li>
              <a href={`mailto:${data.email}`} className="foot-contact">
                <Icon name="mail" className="size-4.5" />
                <span className="sr-only">{labels.email}:</span>
                <span dir="ltr">{data.email}</span>
              </a>
            </li>
          )}
          {data.phone && data.tel && (
            <li>
              <a href={data.tel} className="foot-contact">
                <Icon name="phone" className="size-4.5" />
                <span className="sr-only">{labels.phone}:</span>
                <span dir="ltr">{data.phone}</span>
              </a>
            </li>
          )}
          {data.address && <li className="text-white/80">{data.address}</li>}
        </ul>
        <div className="mt-5">
          <VisitorCounter label={labels.visitors} />
        </div>
      </div>

      <div className="flex flex-col gap-6">
        {data.apps.length > 0 && (
          <div>
            <h2 className="foot-heading">{labels.downloadApp}</h2>
            <ul className="flex flex-wrap gap-2">
              {data.apps.map((app) => (
                <li key={app.key}>
                  <a href={app.href} target="_blank" rel="noopener noreferrer" className="foot-app">
                    <Icon name={app.key === 'AndroidApp' ? 'android' : 'ios'} />
                    <span>{app.label}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {social && (
          <div>
            <h2 className="foot-heading">{labels.followUs}</h2>
            {social}
          </div>
        )}
      </div>
    </div>
  );
}
