import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';

jest.mock('next-intl/server', () => ({ setRequestLocale: jest.fn() }));
jest.mock('next/navigation', () => ({
  notFound: jest.fn(() => {
    throw new Error('NEXT_NOT_FOUND');
  }),
}));

beforeEach(() => jest.clearAllMocks());

describe('pageParams (the locale guard of pages and layouts)', () => {
  it('gives the params back and sets the request locale for a known locale', async () => {
    await expect(pageParams(Promise.resolve({ lang: 'ar', id: '7' }))).resolves.toEqual({ lang: 'ar', id: '7' });
    expect(setRequestLocale).toHaveBeenCalledWith('ar');
    expect(notFound).not.toHaveBeenCalled();
  });

  it('is a 404 for an unknown locale, without setting it', async () => {
    await expect(pageParams(Promise.resolve({ lang: 'fr' }))).rejects.toThrow('NEXT_NOT_FOUND');
    expect(notFound).toHaveBeenCalled();
    expect(setRequestLocale).not.toHaveBeenCalled();
  });
});

describe('metadataParams (generateMetadata and route handlers)', () => {
  it('gives the params back with a known locale, with no side effect', async () => {
    await expect(metadataParams(Promise.resolve({ lang: 'en', page: '2' }))).resolves.toEqual({
      lang: 'en',
      page: '2',
    });
    expect(setRequestLocale).not.toHaveBeenCalled();
  });

  it('answers a null locale for an unknown one, without a 404', async () => {
    await expect(metadataParams(Promise.resolve({ lang: 'EN', id: '1' }))).resolves.toEqual({ lang: null, id: '1' });
    expect(notFound).not.toHaveBeenCalled();
    expect(setRequestLocale).not.toHaveBeenCalled();
  });
});
