import type { Messages } from 'next-intl';
import type { ComponentType } from 'react';
import { BrokersSection } from './brokers-section';
import { CompanySeatsSection } from './company-seats-section';
import { MailSection, VouchersSection } from './vouchers-mail-sections';
import { OwedSection } from './owed-section';
import { SalesSection } from './sales-section';
import { SeatsSection } from './seats-section';
import type { SectionProps } from './section-props';
import { WaitlistsSection } from './waitlists-section';

/**
 * The dashboard's sections, in page order. A new section is one component here (reading its one endpoint through
 * lib/upstream/staff-dashboard.ts, with its tables in lib/staff-dashboard/tables.ts, which also gives it its CSV):
 * docs/staff-dashboard.md#adding-a-section.
 */
export const DASHBOARD_SECTIONS: {
  id: keyof Messages['staffDashboard']['nav'];
  Component: ComponentType<SectionProps>;
}[] = [
  { id: 'sales', Component: SalesSection },
  { id: 'seats', Component: SeatsSection },
  { id: 'owed', Component: OwedSection },
  { id: 'waitlists', Component: WaitlistsSection },
  { id: 'vouchers', Component: VouchersSection },
  { id: 'brokers', Component: BrokersSection },
  { id: 'companySeats', Component: CompanySeatsSection },
  { id: 'mail', Component: MailSection },
];
