import { PRIVACY_AR, PRIVACY_EN } from '../../../upstream/src/seed/content/pages-legal';
import { CONSENT_VERSIONS } from '@/lib/privacy/consent-versions';

/** The seeded privacy-policy page says what the site does with cookies and records, in both languages. */
describe('privacy policy page content', () => {
  it('says there are no tracking cookies, names the only cookies set, and that anything else waits for consent', () => {
    expect(PRIVACY_EN).toContain('sets no tracking cookies');
    expect(PRIVACY_EN).toContain('no cookie banner');
    expect(PRIVACY_EN).toMatch(/<strong>session<\/strong>[\s\S]*<strong>app<\/strong>/);
    expect(PRIVACY_EN).toContain('it will wait for your consent');
    expect(PRIVACY_AR).toContain('لا يضع هذا الموقع أي ملفات تعريف ارتباط للتتبع');
    expect(PRIVACY_AR).toContain('لا يعرض الموقع شريط موافقة');
    expect(PRIVACY_AR).toMatch(/<strong>session<\/strong>[\s\S]*<strong>app<\/strong>/);
    expect(PRIVACY_AR).toContain('فلن يُستخدم إلا بعد موافقتك');
  });

  it('states the tax-record retention of UAE law (five years after the tax period) in both languages', () => {
    expect(PRIVACY_EN).toContain('at least five years after the end of the tax period');
    expect(PRIVACY_EN).toContain('Federal Decree-Law No. 8 of 2017');
    expect(PRIVACY_AR).toContain('مدة لا تقل عن خمس سنوات من نهاية الفترة الضريبية');
    expect(PRIVACY_AR).toContain('المرسوم بقانون اتحادي رقم 8 لسنة 2017');
    // The old promise to keep certificate data ten years after an account is gone no longer holds.
    expect(PRIVACY_EN).not.toContain('ten years');
  });

  it('is the version that sign-up records', () => {
    expect(CONSENT_VERSIONS.privacy).toBe('2026-11-24');
    expect(PRIVACY_EN).toContain('This version: 24 November 2026.');
    expect(PRIVACY_AR).toContain('هذه النسخة: 24 نوفمبر 2026.');
  });
});
