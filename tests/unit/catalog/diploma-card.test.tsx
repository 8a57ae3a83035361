import { screen, within } from '@testing-library/react';
import type { Diploma } from '@/lib/contract';
import { DiplomaGrid } from '@/components/catalog/diploma-grid';
import { makeDiploma, PHOTO_ID } from './fixtures';
import { renderIn } from '../../support/render';

jest.mock('next/navigation', () => require('../../support/navigation-mock').navigationMock);

/** One card, as the lists render it: worded on the server (diplomaCard), drawn by the list's island from that data. */
function DiplomaCard({ diploma }: { diploma: Diploma }) {
  return <DiplomaGrid diplomas={[diploma]} />;
}

describe('DiplomaCard', () => {
  it('renders every field of the spec in English', () => {
    renderIn('en', <DiplomaCard diploma={makeDiploma({ OldPrice: 11000 })} />);
    const card = screen.getByTestId('diploma-card');
    expect(card.querySelector('img')!.getAttribute('src')).toContain(`/files/${PHOTO_ID}?w=`);
    expect(within(card).getByRole('heading', { name: 'Professional Diploma in Real Estate' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Six courses that prepare you for the market.');
    expect(card).toHaveTextContent('Number of Courses');
    expect(screen.getByTestId('courses-count')).toHaveTextContent('6');
    expect(screen.getByTestId('credit-hours')).toHaveTextContent('120');
    expect(screen.getByTestId('price-current')).toHaveTextContent('AED 9,500.00');
    expect(screen.getByTestId('price-old')).toHaveTextContent('AED 11,000.00');
    expect(screen.getByTestId('price-vat')).toHaveTextContent('+ 5% VAT');
    const more = within(card).getByRole('link', { name: 'Learn more about Professional Diploma in Real Estate' });
    expect(more).toHaveAttribute('href', '/en/academic-program/4/professional-diploma-in-real-estate');
  });

  it('renders Arabic fields, and Free with no VAT note nor old price when both are 0', () => {
    renderIn('ar', <DiplomaCard diploma={makeDiploma({ Price: 0, OldPrice: 0 })} />);
    const card = screen.getByTestId('diploma-card');
    expect(within(card).getByRole('heading', { name: 'الدبلوم المهني في العقارات' })).toBeInTheDocument();
    expect(card).toHaveTextContent('ست دورات تعدّك لسوق العقارات.');
    expect(card).toHaveTextContent('عدد الدورات');
    expect(screen.getByTestId('price-current')).toHaveTextContent(/^مجاني$/);
    expect(screen.queryByTestId('price-old')).toBeNull();
    expect(screen.queryByTestId('price-vat')).toBeNull();
    expect(within(card).getByRole('link', { name: 'اعرف المزيد عن الدبلوم المهني في العقارات' })).toHaveAttribute(
      'href',
      '/ar/academic-program/4/professional-diploma-in-real-estate',
    );
  });
});
