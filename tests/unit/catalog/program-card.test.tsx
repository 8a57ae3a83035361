import { screen, within } from '@testing-library/react';
import type { Program } from '@/lib/contract';
import { ProgramGrid } from '@/components/catalog/program-grid';
import { makeProgram } from './fixtures';
import { renderIn } from '../../support/render';

jest.mock('next/navigation', () => require('../../support/navigation-mock').navigationMock);

/** One card, as the lists render it: worded on the server (programCard), drawn by the list's island from that data. */
function ProgramCard({ program, showTitle }: { program: Program; showTitle?: boolean }) {
  return <ProgramGrid programs={[program]} showTitle={showTitle} />;
}

describe('ProgramCard', () => {
  it('renders every field of the spec in English', () => {
    renderIn('en', <ProgramCard program={makeProgram()} />);
    const card = screen.getByTestId('program-card');

    const title = within(card).getByRole('heading', { name: 'Real Estate Brokerage Basics' });
    expect(within(title).getByRole('link')).toHaveAttribute('href', '/en/course/real-estate-brokerage-basics/12');
    const type = screen.getByTestId('course-type');
    expect(type).toHaveTextContent('Onsite at Client');
    expect(type).toHaveClass('bg-type-5');
    // Dubai dates (UTC+4): 05:00Z on 1 Dec is 09:00 in Dubai.
    expect(screen.getByTestId('program-dates')).toHaveTextContent('01 December 2026 – 03 December 2026');
    expect(screen.getByTestId('program-seats')).toHaveTextContent('Available Seats30 seats (Seats filling up)');
    expect(screen.getByTestId('program-credit-hours')).toHaveTextContent('16');
    expect(screen.getByTestId('program-languages')).toHaveTextContent('English, Arabic');
    // 2026-11-25T19:59Z is 25 Nov 23:59 in Dubai.
    expect(screen.getByTestId('program-deadline')).toHaveTextContent('Registration Deadline25 November 2026');
    expect(screen.getByTestId('program-instructors')).toHaveTextContent('Ahmed Al Mansoori, Sara Khan');
    const timing = screen.getByTestId('program-timing');
    expect(timing.querySelector('p')).toHaveTextContent('Mon-Wed, 9:00 am to 5:00 pm');
    expect(screen.getByTestId('program-location')).toHaveTextContent('Client HQ, Tower 2, Business Bay, Dubai');
    expect(screen.getByTestId('program-exam')).toHaveTextContent('Exam available (AED 300.00)');
    expect(screen.getByTestId('price-current')).toHaveTextContent('AED 1,100.00');
    expect(screen.getByTestId('price-old')).toHaveTextContent('AED 1,250.00');
    expect(screen.getByTestId('price-vat')).toHaveTextContent('+ 5% VAT');
    expect(
      within(card).getByRole('button', { name: 'Add Real Estate Brokerage Basics to the cart' }),
    ).toHaveTextContent('Add to Cart');
    expect(within(card).getByRole('checkbox', { name: 'With Exam (+ AED 300.00)' })).not.toBeChecked();
    // Add to calendar is a link to the program's .ics (app/api/calendar/program/[id]), in the page's language.
    const calendar = within(card).getByRole('link', {
      name: 'Add Real Estate Brokerage Basics to your calendar (.ics file)',
    });
    expect(calendar).toHaveTextContent('Add to calendar');
    expect(calendar).toHaveAttribute('href', '/api/calendar/program/7?lang=en');
    expect(calendar).toHaveAttribute('download', 'program-7.ics');
  });

  it('renders the Arabic fields with Arabic month names and Western digits', () => {
    renderIn('ar', <ProgramCard program={makeProgram()} />);
    const card = screen.getByTestId('program-card');
    expect(within(card).getByRole('heading', { name: 'أساسيات الوساطة العقارية' })).toBeInTheDocument();
    expect(screen.getByTestId('course-type')).toHaveTextContent('في موقع العميل');
    expect(screen.getByTestId('program-deadline')).toHaveTextContent('آخر موعد للتسجيل25 نوفمبر 2026');
    expect(screen.getByTestId('program-seats')).toHaveTextContent('30 مقعداً');
    expect(screen.getByTestId('program-languages')).toHaveTextContent('الإنجليزية، العربية');
    expect(screen.getByTestId('program-instructors')).toHaveTextContent('أحمد المنصوري، سارة خان');
    expect(screen.getByTestId('program-timing')).toHaveTextContent('الاثنين إلى الأربعاء');
    expect(screen.getByTestId('program-location')).toHaveTextContent('مقر العميل، البرج 2، الخليج التجاري، دبي');
    expect(screen.getByTestId('program-exam')).toHaveTextContent('يتوفر اختبار (300.00 د.إ)');
    expect(screen.getByTestId('price-vat')).toHaveTextContent('ضريبة القيمة المضافة');
    expect(within(card).getByRole('button', { name: 'أضف أساسيات الوساطة العقارية إلى السلة' })).toHaveTextContent(
      'أضف إلى السلة',
    );
    expect(card).not.toHaveTextContent(/[٠-٩]/);
  });

  it.each([
    [60, 'high', 'text-seats-high', 'Plenty of seats'],
    [51, 'high', 'text-seats-high', 'Plenty of seats'],
    [50, 'mid', 'text-seats-mid', 'Seats filling up'],
    [30, 'mid', 'text-seats-mid', 'Seats filling up'],
    [11, 'mid', 'text-seats-mid', 'Seats filling up'],
    [10, 'low', 'text-seats-low', 'Few seats left'],
    [5, 'low', 'text-seats-low', 'Few seats left'],
  ])('colours %i seats as %s', (seats, band, cls, text) => {
    renderIn('en', <ProgramCard program={makeProgram({ MaxStudents: seats })} />);
    const value = screen.getByTestId('program-seats').querySelector('[data-band]')!;
    expect(value).toHaveAttribute('data-band', band);
    expect(value).toHaveClass(cls);
    expect(value).toHaveTextContent(`${seats} seats (${text})`);
  });

  it.each([1, 2, 3, 4, 5] as const)('colours course type %i with its own token', (id) => {
    renderIn('en', <ProgramCard program={makeProgram({ CourseTypeID: id })} />);
    const type = screen.getByTestId('course-type');
    expect(type).toHaveClass(`bg-type-${id}`);
    for (const other of [1, 2, 3, 4, 5].filter((x) => x !== id)) expect(type).not.toHaveClass(`bg-type-${other}`);
  });

  it('hides the location for the online type and when no location is given, and says No exam', () => {
    const online = makeProgram({
      CourseTypeID: 2,
      CourseType_en: 'Live Online',
      HasExam: false,
      CourseLocation_en: null,
      CourseLocation_ar: null,
      CourseArea_en: null,
      CourseArea_ar: null,
      CourseCity_en: null,
      CourseCity_ar: null,
    });
    const { unmount } = renderIn('en', <ProgramCard program={online} />);
    expect(screen.queryByTestId('program-location')).toBeNull();
    expect(screen.getByTestId('program-exam')).toHaveTextContent('No exam');
    expect(screen.queryByRole('checkbox')).toBeNull();
    unmount();
    renderIn('en', <ProgramCard program={makeProgram({ CourseTypeID: 2, CourseType_en: 'Live Online' })} />);
    expect(screen.queryByTestId('program-location')).toBeNull();
  });

  it('shows the location of a classroom program when given', () => {
    renderIn('en', <ProgramCard program={makeProgram({ CourseTypeID: 1, CourseType_en: 'Classroom' })} />);
    expect(screen.getByTestId('program-location')).toHaveTextContent('Business Bay');
  });

  it('shows FREE and no VAT note for a free program; no old price when 0', () => {
    renderIn('en', <ProgramCard program={makeProgram({ SchedulePrice: 0, OldPrice: 0 })} />);
    expect(screen.getByTestId('price-current')).toHaveTextContent(/^FREE$/);
    expect(screen.queryByTestId('price-old')).toBeNull();
    expect(screen.queryByTestId('price-vat')).toBeNull();
  });

  it('can hide the title (course page) and sanitises the timing HTML', () => {
    renderIn(
      'en',
      <ProgramCard
        program={makeProgram({ CourseTiming_en: '<p onclick="x()">9 am</p><script>alert(1)</script>' })}
        showTitle={false}
      />,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    const timing = screen.getByTestId('program-timing');
    expect(timing.innerHTML).not.toMatch(/script|onclick/);
    expect(timing).toHaveTextContent('9 am');
  });
});
