import { pickWithArabic } from '@/lib/i18n/pick';

describe("the contact page's P.O. box", () => {
  const settings = { POBox: 'P.O. Box 123456, Dubai', POBox_ar: 'ص.ب. 123456، دبي' };
  it('is Arabic on Arabic pages and English on English ones', () => {
    expect(pickWithArabic(settings, 'POBox', 'ar')).toBe('ص.ب. 123456، دبي');
    expect(pickWithArabic(settings, 'POBox', 'en')).toBe('P.O. Box 123456, Dubai');
  });
  it('falls back to the one field on an API without the extension field, or when it is empty', () => {
    expect(pickWithArabic({ POBox: 'P.O. Box 1' }, 'POBox', 'ar')).toBe('P.O. Box 1');
    expect(pickWithArabic({ POBox: 'P.O. Box 1', POBox_ar: ' ' }, 'POBox', 'ar')).toBe('P.O. Box 1');
    expect(pickWithArabic({ POBox: null, POBox_ar: null }, 'POBox', 'ar')).toBe('');
  });
});
