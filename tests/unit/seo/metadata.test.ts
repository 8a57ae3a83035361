import type { PageMeta } from '@/lib/contract';
import { buildMetadata, metaText, pageMetadata } from '@/lib/seo/metadata';
import { getMetaTags } from '@/lib/upstream/shared';

jest.mock('@/lib/upstream/shared', () => ({ getMetaTags: jest.fn() }));
const metaTags = jest.mocked(getMetaTags);

const COURSES: PageMeta = {
  PageTitle_en: 'Real Estate Courses',
  PageTitle_ar: 'الدورات العقارية',
  PageKeywords_en: 'broker course',
  PageKeywords_ar: 'دورة وسيط',
  PageDescription_en: 'Courses in Dubai.',
  PageDescription_ar: 'دورات في دبي.',
  PageContent_en: null,
  PageContent_ar: null,
};

describe('buildMetadata', () => {
  it('gives canonical, hreflang alternates and Open Graph from one path per language', () => {
    const metadata = buildMetadata({ lang: 'ar', path: '/courses?type=1', title: 'الدورات', description: 'نص' });
    expect(metadata.alternates).toEqual({
      canonical: '/ar/courses?type=1',
      languages: { en: '/en/courses?type=1', ar: '/ar/courses?type=1', 'x-default': '/en/courses?type=1' },
    });
    expect(metadata.title).toBe('الدورات');
    expect(metadata.description).toBe('نص');
    expect(metadata.openGraph).toEqual({
      title: 'الدورات',
      description: 'نص',
      url: '/ar/courses?type=1',
      locale: 'ar_AE',
      type: 'website',
      images: undefined,
    });
    expect(metadata.robots).toBeUndefined();
  });

  it('makes HTML descriptions one plain line of at most 300 characters', () => {
    const long = `<p>${'word '.repeat(100)}</p>`;
    expect(buildMetadata({ lang: 'en', path: '/x', description: '<p>Sat &amp; Sun</p><p>Dubai</p>' }).description).toBe(
      'Sat & Sun Dubai',
    );
    expect(buildMetadata({ lang: 'en', path: '/x', description: long }).description).toHaveLength(300);
    expect(buildMetadata({ lang: 'en', path: '/x', description: '<p> </p>' }).description).toBeUndefined();
  });

  it('keeps an absolute title, the image at 1200×630, and noindex with links followed', () => {
    const metadata = buildMetadata({
      lang: 'en',
      path: '/home',
      title: 'Home',
      absoluteTitle: true,
      image: 'f1',
      noindex: true,
    });
    expect(metadata.title).toEqual({ absolute: 'Home' });
    expect(metadata.openGraph?.title).toBe('Home');
    expect(metadata.openGraph?.images).toEqual([{ url: '/files/f1?w=1200&h=630', width: 1200, height: 630 }]);
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });
});

describe('pageMetadata', () => {
  beforeEach(() => metaTags.mockReset());

  it('takes title, description and keywords from the meta tags of the page kind, in the language', async () => {
    metaTags.mockResolvedValue({ ok: true, data: COURSES });
    const metadata = await pageMetadata({ metaId: 'courses', lang: 'ar', path: '/courses', fallbackTitle: 'x' });
    expect(metaTags).toHaveBeenCalledWith('courses');
    expect(metadata).toMatchObject({ title: 'الدورات العقارية', description: 'دورات في دبي.', keywords: 'دورة وسيط' });
  });

  it("lets the page's own title and description win, and an empty one fall back to the meta tags", async () => {
    metaTags.mockResolvedValue({ ok: true, data: COURSES });
    const own = await pageMetadata({
      metaId: 'course',
      lang: 'en',
      path: '/c',
      title: 'Brokerage',
      description: 'Own',
    });
    expect(own).toMatchObject({ title: 'Brokerage', description: 'Own' });
    const empty = await pageMetadata({ metaId: 'course', lang: 'en', path: '/c', description: '<p></p>' });
    expect(empty).toMatchObject({ title: 'Real Estate Courses', description: 'Courses in Dubai.' });
  });

  it('falls back to the translated heading when the meta tags cannot be read', async () => {
    metaTags.mockResolvedValue({ ok: false, error: { kind: 'network', retryable: true } });
    const metadata = await pageMetadata({ metaId: 'blog', lang: 'en', path: '/blog', fallbackTitle: 'Blog' });
    expect(metadata.title).toBe('Blog');
    expect(metadata.description).toBeUndefined();
    expect(metadata.keywords).toBeUndefined();
    expect(metadata.alternates?.canonical).toBe('/en/blog');
  });
});

describe('metaText', () => {
  it('cuts plain text of HTML to 160 characters with an ellipsis', () => {
    const text = metaText(`<p>${'أ'.repeat(200)}</p>`);
    expect(text).toHaveLength(160);
    expect(text.endsWith('…')).toBe(true);
    expect(metaText('<p>Short &amp; sweet</p>')).toBe('Short & sweet');
  });
});
