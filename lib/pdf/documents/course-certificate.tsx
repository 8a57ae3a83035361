/**
 * Course certificate, A4 landscape (docs/product/entities.md#certificates: NameOnCertificate, ProductTitle_en,
 * GivenDate_DESC, CertificateNumber, accreditation logos), with the verification QR (type course), the permit line, the
 * stamp and the Chief Executive Officer's signature. `preview` marks the frame as a preview.
 */
import { formatRequiredDate } from '@/lib/dates/format';
import { resolveInstitute } from '../institute';
import { L } from '../labels';
import { other } from '../theme';
import { pickText, type PdfCourseCertificate } from '../types';
import { CertificateShell, type CertificateLook, type CertificateProps } from './certificate-shell';

export type CourseCertificateProps = CertificateProps<PdfCourseCertificate>;

const LOOK: CertificateLook = {
  orientation: 'landscape',
  column: { top: 44, bottom: 140, side: 70, spread: 'center' },
  institute: { size: 13, otherSize: 10, gap: 6 },
  logoHeight: 34,
  heading: { size: { en: 32, ar: 40 }, lineHeight: 1.25, otherSize: 13 },
  rule: { width: 190, above: 10, below: 16 },
  text: { size: 13, width: 600 },
  wide: { width: 660, gap: 8, nameSize: 31, titleSize: 21 },
  detailsWidth: 200,
  footer: { bottom: 54, side: 64 },
  stamp: { size: 86, lift: 14, overlap: -6 },
  permitBottom: 34,
};

export function CourseCertificateDocument({ lang, cert, qr, logos, preview, institute }: CourseCertificateProps) {
  return (
    <CertificateShell
      lang={lang}
      look={LOOK}
      title={`${L.certificateOfCompletion.en} ${cert.CertificateNumber}`}
      preview={preview}
      institute={resolveInstitute(institute)}
      logos={logos}
      recipient={cert.NameOnCertificate}
      completed={L.completedCourse[lang]}
      achievement={pickText(cert.ProductTitle_en, cert.ProductTitle_ar, lang)}
      achievementOther={pickText(cert.ProductTitle_en, cert.ProductTitle_ar, other(lang))}
      details={[
        { label: L.givenDate[lang], value: formatRequiredDate(cert.GivenDate_DESC, 'short', lang) },
        { label: L.certificateNo[lang], value: String(cert.CertificateNumber) },
      ]}
      qr={qr}
    />
  );
}
