// Helpers of the licence suites: a Dubai calendar day N days from a clock, and a licence body.
import { dayText, dubaiDayNumber } from '../../../lib/contract/constants/licence';

/** `yyyy-MM-dd` of the Dubai day `days` after `now`'s. */
export const dayFrom = (now: Date, days: number) => dayText(dubaiDayNumber(now) + days);

export function licenceBody(now: Date, o: Partial<Record<string, unknown>> = {}) {
  return {
    Authority: 'RERA',
    CardNumber: '204518',
    CardType: 'broker',
    IssueDate: dayFrom(now, -300),
    ExpiryDate: dayFrom(now, 90),
    EmployerTradeLicence: null,
    CardCopy: null,
    Reminders: true,
    ...o,
  };
}
