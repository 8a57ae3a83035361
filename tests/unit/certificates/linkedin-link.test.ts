import { LINKEDIN_ADD_TO_PROFILE, linkedInAddUrl } from '@/lib/certificates/linkedin';
import { loadWebSettings } from '@/lib/settings/web';

describe("LinkedIn's Add to Profile link for a certificate", () => {
  const base = {
    name: 'Real Estate Brokerage Essentials',
    issued: '2026-03-31T20:00:00.000Z', // 1 April in Dubai
    certUrl: 'https://institute.example/en/verify-certificate?number=RETI-C-2026-00012',
    certId: 'RETI-C-2026-00012',
  };

  it('carries the documented fields: task, name, organisation, issue year and month, URL and id', () => {
    const url = new URL(linkedInAddUrl({ ...base, organizationName: 'Real Estate Training Institute' }));
    expect(`${url.origin}${url.pathname}`).toBe(LINKEDIN_ADD_TO_PROFILE);
    expect(LINKEDIN_ADD_TO_PROFILE).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Real Estate Brokerage Essentials',
      organizationName: 'Real Estate Training Institute',
      issueYear: '2026',
      issueMonth: '4',
      certUrl: base.certUrl,
      certId: 'RETI-C-2026-00012',
    });
  });

  it('names the organisation by its LinkedIn id when configured, instead of its name', () => {
    const url = new URL(linkedInAddUrl({ ...base, organizationId: '1234567' }));
    expect(url.searchParams.get('organizationId')).toBe('1234567');
    expect(url.searchParams.has('organizationName')).toBe(false);
    expect(loadWebSettings({ LINKEDIN_ORGANIZATION_ID: ' 1234567 ' }).linkedInOrganizationId).toBe('1234567');
    expect(() => loadWebSettings({ LINKEDIN_ORGANIZATION_ID: 'acme' })).toThrow(/LINKEDIN_ORGANIZATION_ID/);
    expect(loadWebSettings({}).linkedInOrganizationId).toBeNull();
  });

  it('defaults to the institute name, and encodes Arabic titles and URLs as one parameter each', () => {
    const url = new URL(linkedInAddUrl({ ...base, name: 'أساسيات الوساطة العقارية & التقييم' }));
    expect(url.searchParams.get('organizationName')).toBe('Real Estate Training Institute');
    expect(url.searchParams.get('name')).toBe('أساسيات الوساطة العقارية & التقييم');
    expect(url.searchParams.get('certUrl')).toBe(base.certUrl);
    expect(url.search).not.toContain('number=RETI'); // the certUrl's own query stays encoded inside it
  });
});
