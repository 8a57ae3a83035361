/**
 * Diploma certificate, A4 portrait (docs/product/screens.md#printable-documents): "Certificate of Completion", the name
 * on the certificate, the diploma title, the given date (dd-MM-yyyy), the certificate number, a QR to the verification
 * URL (type diploma), accreditation logos only if any, the permit line, the stamp and the Chief Executive Officer's
 * signature.
 */
import { formatRequiredDate } from '@/lib/dates/format';
import { resolveInstitute } from '../institute';
import { L } from '../labels';
import { other } from '../theme';
import { pickText, type PdfDiplomaCertificate } from '../types';
import { CertificateShell, type CertificateLook, type CertificateProps } from './certificate-shell';

export type DiplomaCertificateProps = CertificateProps<PdfDiplomaCertificate>;

const LOOK: CertificateLook = {
  orientation: 'portrait',
  column: { top: 56, bottom: 180, side: 56, spread: 'space-between' },
  institute: { size: 14, otherSize: 11, gap: 14 },
  logoHeight: 46,
  heading: { size: { en: 33, ar: 44 }, lineHeight: 1.25, width: 480, otherSize: 14 },
  rule: { width: 170, above: 18, below: 30 },
  text: { size: 13, width: 480 },
  wide: { width: 480, gap: 14, nameSize: 30, titleSize: 21 },
  detailsWidth: 300,
  footer: { bottom: 70, side: 56 },
  stamp: { size: 92, lift: 18, overlap: -8 },
  qrSize: 78,
  permitBottom: 40,
};

export function DiplomaCertificateDocument({ lang, cert, qr, logos, preview, institute }: DiplomaCertificateProps) {
  return (
    <CertificateShell
      lang={lang}
      look={LOOK}
      title={`${L.certificateOfCompletion.en} ${cert.CERT_NUMBER}`}
      preview={preview}
      institute={resolveInstitute(institute)}
      logos={logos}
      recipient={pickText(cert.NameOnCertificate_en, cert.NameOnCertificate_ar, lang)}
      completed={L.completedDiploma[lang]}
      achievement={pickText(cert.DiplomaTitle_en, cert.DiplomaTitle_ar, lang)}
      achievementOther={pickText(cert.DiplomaTitle_en, cert.DiplomaTitle_ar, other(lang))}
      details={[
        { label: L.givenDate[lang], value: formatRequiredDate(cert.GivenDate, 'short', lang) },
        { label: L.certificateNo[lang], value: String(cert.CERT_NUMBER) },
      ]}
      qr={qr}
    />
  );
}
