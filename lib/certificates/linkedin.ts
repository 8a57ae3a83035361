import { DEFAULT_INSTITUTE } from '@/lib/pdf/institute';

/**
 * LinkedIn's documented "Add to Profile" link for certifications (addtoprofile.linkedin.com): a plain link, no
 * LinkedIn script on the page. Parameters: startTask=CERTIFICATION_NAME, name, organizationId (the institute's
 * LinkedIn company id) or organizationName, issueYear, issueMonth (1-12), certUrl (where anyone verifies it) and
 * certId (the printed certificate number).
 */
export const LINKEDIN_ADD_TO_PROFILE = 'https://www.linkedin.com/profile/add';

export type LinkedInCertification = {
  /** The certification's name (the course, diploma or initiative title). */
  name: string;
  /** ISO date of issue (the certificate's given date, read in Dubai time). */
  issued: string;
  certUrl: string;
  certId: string;
  organizationId?: string | null;
  organizationName?: string;
};

export function linkedInAddUrl(c: LinkedInCertification): string {
  // The day in Dubai (UTC+4, no daylight saving): a certificate given at midnight Dubai time is still that month.
  const day = new Date(Date.parse(c.issued) + 4 * 3600_000);
  const params = new URLSearchParams({ startTask: 'CERTIFICATION_NAME', name: c.name });
  if (c.organizationId) params.set('organizationId', c.organizationId);
  else params.set('organizationName', c.organizationName ?? DEFAULT_INSTITUTE.name.en);
  params.set('issueYear', String(day.getUTCFullYear()));
  params.set('issueMonth', String(day.getUTCMonth() + 1));
  params.set('certUrl', c.certUrl);
  params.set('certId', c.certId);
  return `${LINKEDIN_ADD_TO_PROFILE}?${params.toString()}`;
}
