import { fireEvent, screen, within } from '@testing-library/react';
import type { Course } from '@/lib/contract';
import { CourseGrid } from '@/components/catalog/course-grid';
import { CourseMedia } from '@/components/catalog/course-media';
import { makeCourse, PHOTO_ID } from './fixtures';
import { renderIn } from '../../support/render';

jest.mock('next/navigation', () => require('../../support/navigation-mock').navigationMock);

/** One card, as the lists render it: worded on the server (courseCard), drawn by the list's island from that data. */
function CourseCard({ course }: { course: Course }) {
  return <CourseGrid courses={[course]} />;
}

describe('CourseCard', () => {
  it('renders every field of the spec in English', () => {
    renderIn('en', <CourseCard course={makeCourse()} />);
    const card = screen.getByTestId('course-card');

    const img = card.querySelector('img')!;
    expect(img.getAttribute('src')).toMatch(new RegExp(`^/files/${PHOTO_ID}\\?w=\\d+&h=\\d+$`));
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '400');

    expect(within(card).getByRole('link', { name: 'Brokerage' })).toHaveAttribute('href', '/en/courses/brokerage/3');
    const title = within(card).getByRole('heading', { level: 3, name: 'Real Estate Brokerage Basics' });
    expect(within(title).getByRole('link')).toHaveAttribute('href', '/en/course/real-estate-brokerage-basics/12');
    expect(card).toHaveTextContent('Learn the rules of brokerage in the UAE.');
    expect(screen.getByTestId('price-current')).toHaveTextContent('AED 1,250.00');
    expect(screen.getByTestId('price-old').tagName).toBe('DEL');
    expect(screen.getByTestId('price-old')).toHaveTextContent('AED 1,500.00');
    expect(screen.getByTestId('price-vat')).toHaveTextContent('+ 5% VAT');
    expect(card).toHaveTextContent('Credit Hours');
    expect(screen.getByTestId('credit-hours')).toHaveTextContent('16');
    const details = within(card).getByRole('link', { name: 'Details of Real Estate Brokerage Basics' });
    expect(details).toHaveAttribute('href', '/en/course/real-estate-brokerage-basics/12');
    expect(details).toHaveTextContent('Details');
  });

  it('renders the Arabic fields and texts in Arabic', () => {
    renderIn('ar', <CourseCard course={makeCourse()} />);
    const card = screen.getByTestId('course-card');
    expect(within(card).getByRole('link', { name: 'الوساطة' })).toHaveAttribute('href', '/ar/courses/brokerage/3');
    expect(within(card).getByRole('heading', { name: 'أساسيات الوساطة العقارية' })).toBeInTheDocument();
    expect(card).toHaveTextContent('تعرّف على قواعد الوساطة العقارية في الإمارات.');
    expect(screen.getByTestId('price-current')).toHaveTextContent('1,250.00 د.إ');
    expect(screen.getByTestId('price-vat')).toHaveTextContent('+ 5% ضريبة القيمة المضافة');
    expect(card).toHaveTextContent('الساعات المعتمدة');
    expect(within(card).getByRole('link', { name: 'تفاصيل أساسيات الوساطة العقارية' })).toHaveAttribute(
      'href',
      '/ar/course/real-estate-brokerage-basics/12',
    );
    expect(card).not.toHaveTextContent(/[٠-٩]/); // Western digits only
  });

  it('shows FREE without VAT note when the price is 0, and no old price when it is 0', () => {
    renderIn('en', <CourseCard course={makeCourse({ Price: 0, OldPrice: 0 })} />);
    expect(screen.getByTestId('price-current')).toHaveTextContent(/^FREE$/);
    expect(screen.queryByTestId('price-old')).toBeNull();
    expect(screen.queryByTestId('price-vat')).toBeNull();
  });

  it('shows the old price of a free course when it is > 0', () => {
    renderIn('ar', <CourseCard course={makeCourse({ Price: 0, OldPrice: 200 })} />);
    expect(screen.getByTestId('price-current')).toHaveTextContent('مجاناً');
    expect(screen.getByTestId('price-old')).toHaveTextContent('200.00 د.إ');
    expect(screen.queryByTestId('price-vat')).toBeNull();
  });

  it('uses the placeholder image when the photo id is all zeros', () => {
    renderIn('en', <CourseCard course={makeCourse({ MainPhoto: '00000000-0000-0000-0000-000000000000' })} />);
    expect(screen.getByTestId('course-card').querySelector('img')!.getAttribute('src')).toMatch(/^\/placeholder\.svg/);
  });
});

describe('CourseMedia and CourseGrid', () => {
  it('embeds an allow-listed video from ExtraInfo3, rebuilt rather than copied', () => {
    renderIn(
      'en',
      <CourseMedia
        course={makeCourse({
          ExtraInfo3: '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" onload="x()"></iframe>',
        })}
      />,
    );
    // The player's frame loads only when asked for: until then, the photo and a play button.
    expect(screen.getByTestId('course-video').querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play the course video: Real Estate Brokerage Basics' }));
    const frame = screen.getByTestId('lazy-video-frame');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(frame).toHaveAttribute('title', 'Course video: Real Estate Brokerage Basics');
    expect(frame).not.toHaveAttribute('onload');
  });

  it('falls back to the photo for other markup', () => {
    renderIn(
      'ar',
      <CourseMedia course={makeCourse({ ExtraInfo3: '<iframe src="https://evil.example/x"></iframe>' })} />,
    );
    expect(screen.queryByTestId('course-video')).toBeNull();
    expect(screen.getByRole('img', { name: 'أساسيات الوساطة العقارية' }).getAttribute('src')).toContain(
      `/files/${PHOTO_ID}`,
    );
  });

  it('lists course cards, or says No Courses Found', () => {
    const { unmount } = renderIn('en', <CourseGrid courses={[makeCourse(), makeCourse({ ProductId: 13 })]} />);
    expect(screen.getAllByTestId('course-card')).toHaveLength(2);
    unmount();
    renderIn('en', <CourseGrid courses={[]} />);
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No Courses Found');
  });
});
