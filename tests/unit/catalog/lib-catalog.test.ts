import { courseMode, courseTypeColor, courseTypeClass, showsLocation } from '@/lib/catalog/course-types';
import { SEAT_BAND_COLORS, seatBand, seatBandColor } from '@/lib/catalog/seats';
import { categoryPath, coursePath, diplomaPath } from '@/lib/routes';
import { formatFullDate, formatLongDate, formatShortDate } from '@/lib/dates/format';

describe('seat bands', () => {
  it.each([
    [60, 'high', '#15803d'],
    [51, 'high', '#15803d'],
    [50, 'mid', '#b45309'],
    [30, 'mid', '#b45309'],
    [11, 'mid', '#b45309'],
    [10, 'low', '#b91c1c'],
    [5, 'low', '#b91c1c'],
    [0, 'low', '#b91c1c'],
  ])('%i seats → %s', (n, band, colour) => {
    expect(seatBand(n)).toBe(band);
    expect(seatBandColor(n)).toBe(colour);
  });
  it('has three distinct colours', () => expect(new Set(Object.values(SEAT_BAND_COLORS)).size).toBe(3));
});

describe('course types', () => {
  it('gives each type id 1-5 its brand colour and a neutral one otherwise', () => {
    expect([1, 2, 3, 4, 5].map(courseTypeColor)).toEqual(['#1d4ed8', '#047857', '#b45309', '#7c3aed', '#be123c']);
    expect(courseTypeColor(9)).toBe('#4b5563');
    expect(courseTypeClass(3)).toContain('bg-type-3');
  });
  it('shows a location for venue types when one is given, never for online', () => {
    expect(showsLocation(5, 'Client HQ')).toBe(true);
    expect(showsLocation(1, 'Business Bay')).toBe(true);
    expect(showsLocation(1, '  ')).toBe(false);
    expect(showsLocation(2, 'Business Bay')).toBe(false);
    expect([1, 2, 3, 5].map(courseMode)).toEqual(['Onsite', 'Online', 'Blended', 'Onsite']);
  });
});

describe('paths', () => {
  it('builds the spec routes and encodes slugs', () => {
    expect(coursePath({ Link: 'valuation-101', ProductId: 5 })).toBe('/course/valuation-101/5');
    expect(coursePath({ Link: 'a/b?c', ProductId: 5 })).toBe('/course/a%2Fb%3Fc/5');
    expect(categoryPath({ CatLink: 'brokerage', CategoryId: 3 })).toBe('/courses/brokerage/3');
    expect(diplomaPath({ DiplomaID: 4, Link: 'pro' })).toBe('/academic-program/4/pro');
  });
});

describe('dates', () => {
  const iso = '2026-12-01T05:00:00.000Z';
  it('formats the three spec formats in English', () => {
    expect(formatShortDate(iso, 'en')).toBe('01-12-2026');
    expect(formatLongDate(iso, 'en')).toBe('01 December 2026');
    expect(formatFullDate(iso, 'en')).toBe('Tuesday 01-December-2026');
  });
  it('uses Arabic month and day names with Western digits', () => {
    expect(formatLongDate(iso, 'ar')).toBe('01 ديسمبر 2026');
    expect(formatFullDate(iso, 'ar')).toBe('الثلاثاء 01-ديسمبر-2026');
    expect(formatShortDate(iso, 'ar')).toBe('01-12-2026');
  });
  it('uses the Dubai calendar day (UTC+4), whatever the server zone', () => {
    expect(formatShortDate('2026-11-30T20:30:00.000Z', 'en')).toBe('01-12-2026');
    expect(formatShortDate('2026-11-30T19:59:00.000Z', 'en')).toBe('30-11-2026');
  });
  it('returns empty text for missing or invalid dates', () => {
    expect(formatLongDate(null, 'en')).toBe('');
    expect(formatLongDate('not a date', 'en')).toBe('');
  });
});
