import { buildIcs, escapeIcsText, foldLine, icsFileName, toIcsUtc } from '@/lib/calendar/ics';
import { programIcsEvent } from '@/lib/catalog/program';
import { makeProgram } from './fixtures';

const NOW = new Date('2026-11-20T08:30:00.000Z');
const LABELS = { timing: 'Timing', instructors: 'Instructors', languages: 'Languages', courseType: 'Course Type' };

/** Unfolds RFC 5545 continuation lines. */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, '').split('\r\n');
}

describe('ics', () => {
  it('writes UTC times', () => {
    expect(toIcsUtc('2026-12-01T09:00:00+04:00')).toBe('20261201T050000Z');
    expect(toIcsUtc('2026-12-01T05:00:00.000Z')).toBe('20261201T050000Z');
    expect(() => toIcsUtc('nope')).toThrow(RangeError);
  });

  it('escapes TEXT values', () => {
    expect(escapeIcsText('a,b;c\\d\ne\r\nf')).toBe('a\\,b\\;c\\\\d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting characters', () => {
    const line = `SUMMARY:${'أ'.repeat(60)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('builds a program event with UID, UTC DTSTART/DTEND, SUMMARY, LOCATION and a plain DESCRIPTION', () => {
    const program = makeProgram({ ProductTitle_en: 'Valuation; Advanced, Part 1' });
    const ics = buildIcs(
      programIcsEvent(program, { locale: 'en', origin: 'https://training.example.ae/', labels: LABELS }),
      { now: NOW },
    );
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').every((l) => !l.includes('\n'))).toBe(true);
    const lines = unfold(ics);
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('UID:program-7@training.example.ae');
    expect(lines).toContain('DTSTAMP:20261120T083000Z');
    expect(lines).toContain('DTSTART:20261201T050000Z');
    expect(lines).toContain('DTEND:20261203T130000Z');
    expect(lines).toContain('SUMMARY:Valuation\\; Advanced\\, Part 1');
    expect(lines).toContain('LOCATION:Client HQ\\, Tower 2\\, Business Bay\\, Dubai');
    const description = lines.find((l) => l.startsWith('DESCRIPTION:'))!;
    expect(description).not.toMatch(/<|>/);
    expect(description).toContain('Timing: Mon-Wed\\, 9:00 am to 5:00 pm');
    expect(description).toContain('Instructors: Ahmed Al Mansoori\\, Sara Khan');
    expect(description).toContain('\\nhttps://training.example.ae/en/course/real-estate-brokerage-basics/12');
    expect(lines).toContain('URL:https://training.example.ae/en/course/real-estate-brokerage-basics/12');
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('uses the Arabic fields for an Arabic download and no LOCATION for an online program', () => {
    const program = makeProgram({
      CourseTypeID: 2,
      CourseLocation_en: null,
      CourseLocation_ar: null,
      CourseArea_en: null,
      CourseArea_ar: null,
      CourseCity_en: null,
      CourseCity_ar: null,
    });
    const lines = unfold(
      buildIcs(programIcsEvent(program, { locale: 'ar', origin: 'https://x.ae', labels: LABELS }), { now: NOW }),
    );
    expect(lines).toContain('SUMMARY:أساسيات الوساطة العقارية');
    expect(lines.some((l) => l.startsWith('LOCATION:'))).toBe(false);
  });

  it('never lets text inject a property', () => {
    const ics = buildIcs(
      {
        uid: 'u1@x',
        start: '2026-12-01T05:00:00Z',
        end: '2026-12-01T06:00:00Z',
        summary: 'Hi\r\nATTENDEE:mailto:evil@x',
        description: 'a\nEND:VEVENT',
      },
      { now: NOW },
    );
    const lines = unfold(ics);
    expect(lines.some((l) => l.startsWith('ATTENDEE'))).toBe(false);
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(1);
    expect(lines).toContain('SUMMARY:Hi\\nATTENDEE:mailto:evil@x');
  });

  it('makes safe file names', () => {
    expect(icsFileName('program-12')).toBe('program-12.ics');
    expect(icsFileName('../../etc/passwd')).toBe('etc-passwd.ics');
  });
});
