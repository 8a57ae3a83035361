/**
 * Date helpers for seed content. All content dates are day offsets from `baseDate`
 * (see types.ts). Times are Asia/Dubai (UTC+4, no daylight saving).
 */
const DUBAI_OFFSET_HOURS = 4;

/** (Dubai calendar day of baseDate) + offsetDays, at the given Dubai wall-clock time (default 00:00 Dubai). */
export function resolveDate(baseDate: Date, offsetDays: number, time = '00:00'): Date {
  const [h, m] = time.split(':').map((x) => Number(x));
  // the Dubai calendar day of baseDate
  const dubai = new Date(baseDate.getTime() + DUBAI_OFFSET_HOURS * 3_600_000);
  const d = new Date(
    Date.UTC(
      dubai.getUTCFullYear(),
      dubai.getUTCMonth(),
      dubai.getUTCDate() + offsetDays,
      (h ?? 0) - DUBAI_OFFSET_HOURS,
      m ?? 0,
      0,
      0,
    ),
  );
  return d;
}
