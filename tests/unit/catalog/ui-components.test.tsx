import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReadMore, READ_MORE_HEIGHT } from '@/components/ui/read-more';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { CardGridSkeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { FileImage } from '@/components/catalog/file-image';
import { renderIn } from '../../support/render';

jest.mock('next/navigation', () => require('../../support/navigation-mock').navigationMock);

function mockScrollHeight(value: number) {
  return jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(value);
}

describe('ReadMore', () => {
  afterEach(() => jest.restoreAllMocks());

  it('collapses tall content to the given height and toggles with aria-expanded', async () => {
    mockScrollHeight(1200);
    renderIn(
      'en',
      <ReadMore collapsedHeight={READ_MORE_HEIGHT.course}>
        <p>Long text</p>
      </ReadMore>,
    );
    const content = screen.getByTestId('read-more-content');
    expect(content).toHaveStyle({ maxHeight: '430px' });
    expect(content).toHaveAttribute('data-faded', 'true');
    const button = screen.getByRole('button', { name: 'Read more' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', content.id);

    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
    expect(content.style.maxHeight).toBe('');
    expect(content).toHaveAttribute('data-faded', 'false');
  });

  it('shows no button when the content fits', () => {
    mockScrollHeight(300);
    renderIn(
      'ar',
      <ReadMore collapsedHeight={READ_MORE_HEIGHT.diploma}>
        <p>نص قصير</p>
      </ReadMore>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByTestId('read-more-content')).toHaveAttribute('data-faded', 'false');
  });

  it('is translated', () => {
    mockScrollHeight(2000);
    renderIn(
      'ar',
      <ReadMore collapsedHeight={580}>
        <p>نص</p>
      </ReadMore>,
    );
    expect(screen.getByRole('button', { name: 'اقرأ المزيد' })).toBeInTheDocument();
  });
});

describe('Breadcrumbs', () => {
  it('renders a labelled nav with an ordered list, the current page and BreadcrumbList JSON-LD', () => {
    const { container } = renderIn(
      'en',
      <Breadcrumbs
        origin="https://training.example.ae"
        items={[{ label: 'Courses', href: '/courses' }, { label: 'Brokerage' }]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(within(nav).getByRole('list')).getAllByRole('listitem');
    expect(nav.querySelector('ol')).not.toBeNull();
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en/home');
    expect(within(items[1]).getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/en/courses');
    expect(within(items[2]).getByText('Brokerage')).toHaveAttribute('aria-current', 'page');
    expect(within(items[2]).queryByRole('link')).toBeNull();

    const script = container.querySelector('script[type="application/ld+json"]')!;
    expect(JSON.parse(script.innerHTML)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://training.example.ae/en/home' },
        { '@type': 'ListItem', position: 2, name: 'Courses', item: 'https://training.example.ae/en/courses' },
        { '@type': 'ListItem', position: 3, name: 'Brokerage' },
      ],
    });
  });

  it('is translated and prefixed with the locale in Arabic', () => {
    renderIn('ar', <Breadcrumbs items={[{ label: 'البرامج الأكاديمية' }]} />);
    const nav = screen.getByRole('navigation', { name: 'مسار التنقل' });
    expect(within(nav).getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('href', '/ar/home');
  });
});

describe('Skeleton and EmptyState', () => {
  it('shows 6 card skeletons by default, announced as loading', () => {
    renderIn('en', <CardGridSkeleton />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading...');
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(6);
  });

  it('says No Data Found / No Courses Found', () => {
    const { unmount } = renderIn('en', <EmptyState />);
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No Data Found');
    unmount();
    renderIn('ar', <EmptyState kind="courses" />);
    expect(screen.getByTestId('empty-state')).toHaveTextContent('لم يتم العثور على دورات');
  });
});

describe('FileImage', () => {
  const attributes = (img: HTMLElement) => img.getAttributeNames().sort();

  it('writes only the attributes it has: a covering image has no size, a lazy one no fetch priority', () => {
    const { container } = renderIn('en', <FileImage fileId="abc" alt="" fill sizes="100vw" ratio={16 / 9} />);
    const img = container.querySelector('img')!;
    expect(attributes(img)).toEqual(['alt', 'class', 'decoding', 'loading', 'sizes', 'src', 'srcset']);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img.getAttribute('srcset')).toBe(
      '/files/abc?w=400&h=225 400w, /files/abc?w=800&h=450 800w, /files/abc?w=1200&h=675 1200w, /files/abc?w=1600&h=900 1600w',
    );
  });

  it('a fixed-size LCP image has its size, a high fetch priority, is decoded with its frame, and offers 1x and 2x files', () => {
    const { container } = renderIn('en', <FileImage fileId="abc" alt="Logo" width={160} height={96} priority />);
    const img = container.querySelector('img')!;
    expect(attributes(img)).toEqual([
      'alt',
      'decoding',
      'fetchpriority',
      'height',
      'loading',
      'src',
      'srcset',
      'width',
    ]);
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('decoding', 'sync');
    expect(img).toHaveAttribute('width', '160');
    expect(img.getAttribute('srcset')).toBe('/files/abc?w=160 1x, /files/abc?w=320 2x');
  });

  it('an eager image that is not the LCP candidate loads at once at low priority, so the server writes no preload for it', () => {
    const { container } = renderIn('en', <FileImage fileId="abc" alt="" fill sizes="100vw" loading="eager" />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'low');
    expect(img).toHaveAttribute('decoding', 'async');
  });
});
