import fileLoader, { fileSrc, fileUrl, isEmptyFileId } from '@/lib/images/loader';
import { localizeHref } from '@/lib/i18n/localize-href';
import { LOCALES, localeSettings } from '@/lib/i18n/locales';
import { pick } from '@/lib/i18n/pick';
import { alternatesFor } from '@/lib/seo/hreflang';

const ZERO = '00000000-0000-0000-0000-000000000000';

describe('pick', () => {
  const course = {
    ProductTitle_en: 'Valuation',
    ProductTitle_ar: 'التقييم العقاري',
    ProductShortDescription_en: 'Short',
    ProductShortDescription_ar: '  ',
  };
  it('reads the field of the locale', () => {
    expect(pick(course, 'ProductTitle', 'en')).toBe('Valuation');
    expect(pick(course, 'ProductTitle', 'ar')).toBe('التقييم العقاري');
  });
  it('falls back to the other language when empty, and to "" when both are', () => {
    expect(pick(course, 'ProductShortDescription', 'ar')).toBe('Short');
    expect(pick({ X_en: null, X_ar: '' }, 'X', 'en')).toBe('');
    expect(pick(null, 'X', 'en')).toBe('');
  });
});

describe('locale table', () => {
  it('has dir, date locale and currency label', () => {
    expect(LOCALES.ar).toMatchObject({ dir: 'rtl', dateLocale: 'ar-KW', currency: 'د.إ' });
    expect(LOCALES.en).toMatchObject({ dir: 'ltr', dateLocale: 'en', currency: 'AED' });
    expect(localeSettings('fr').dir).toBe('ltr');
  });
});

describe('localizeHref', () => {
  it('prefixes site paths, keeps prefixed and external ones, refuses unsafe ones', () => {
    expect(localizeHref('/courses', 'ar')).toBe('/ar/courses');
    expect(localizeHref('courses/x/1', 'en')).toBe('/en/courses/x/1');
    expect(localizeHref('/en/blog', 'ar')).toBe('/en/blog');
    expect(localizeHref('https://example.com/a', 'ar')).toBe('https://example.com/a');
    expect(localizeHref('javascript:alert(1)', 'en')).toBeNull();
    expect(localizeHref('//evil.example', 'en')).toBeNull();
    expect(localizeHref('', 'en')).toBeNull();
  });
});

describe('image loader', () => {
  const id = '3f2a6c1e-8b7d-4e2f-9a1b-5c6d7e8f9a0b';
  it('builds /files/{id}?w=&h=', () => {
    expect(fileUrl(id, 600, 600)).toBe(`/files/${id}?w=600&h=600`);
    expect(fileLoader({ src: id, width: 640 })).toBe(`/files/${id}?w=640`);
    expect(fileLoader({ src: fileSrc(id, 16 / 9), width: 1600 })).toBe(`/files/${id}?w=1600&h=900`);
  });
  it('sends empty and all-zero ids to the placeholder', () => {
    expect(isEmptyFileId(ZERO)).toBe(true);
    expect(isEmptyFileId('')).toBe(true);
    expect(fileUrl(ZERO, 600)).toBe('/placeholder.svg');
    expect(fileSrc(null)).toBe('/placeholder.svg');
    expect(fileLoader({ src: ZERO, width: 640 })).toBe('/placeholder.svg');
    expect(fileLoader({ src: '/placeholder.svg', width: 640 })).toBe('/placeholder.svg?w=640');
  });
});

describe('alternatesFor', () => {
  it('gives canonical, en, ar and x-default from one path', () => {
    expect(alternatesFor('/home', 'ar')).toEqual({
      canonical: '/ar/home',
      languages: { en: '/en/home', ar: '/ar/home', 'x-default': '/en/home' },
    });
  });
});
