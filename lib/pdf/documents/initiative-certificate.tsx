/**
 * Initiative certificate, Arabic, A4 landscape (docs/product/entities.md#certificates: StudentName, InitTitle(_en/_ar),
 * StartDate, EndDate, InitID, ID): one date when start equals end, otherwise a range ("5 - 7 ديسمبر 2026" within a
 * month, "28 نوفمبر - 2 ديسمبر 2026" across months; ar-KW month names), a QR to the verification URL (type init) and
 * the id shown as InitID-ID. `lang` may switch it to English; Arabic is the default.
 */
import { formatDateNatural, formatDateRange } from '@/lib/dates/range';
import { resolveInstitute } from '../institute';
import { L } from '../labels';
import { pickText, type DocLang, type PdfInitiativeCertificate } from '../types';
import { CertificateShell, type CertificateLook, type CertificateProps } from './certificate-shell';

/** Arabic unless `lang` says otherwise; no logos; `issuedAt` defaults to the initiative's end date. */
export type InitiativeCertificateProps = Omit<CertificateProps<PdfInitiativeCertificate>, 'lang' | 'logos'> & {
  lang?: DocLang;
  issuedAt?: string;
};

/** "InitID-ID", e.g. "7-1024". */
const initiativeCertificateId = (cert: Pick<PdfInitiativeCertificate, 'InitID' | 'ID'>) => `${cert.InitID}-${cert.ID}`;

const LOOK: CertificateLook = {
  orientation: 'landscape',
  column: { top: 50, bottom: 150, side: 70, spread: 'center' },
  institute: { size: 14, otherSize: 9.5, otherMuted: true, width: 600 },
  heading: { size: { en: 34, ar: 46 }, lineHeight: 1.3, width: 600, marginTop: 10 },
  rule: { width: 210, above: 6, below: 14 },
  text: { size: 15, width: 600 },
  wide: { width: 680, gap: 6, nameSize: 32, titleSize: 22 },
  detailsWidth: 220,
  footer: { bottom: 50, side: 64 },
  stamp: { size: 84, lift: 14, overlap: -6 },
  permitBottom: 32,
};

export function InitiativeCertificateDocument({
  lang = 'ar',
  cert,
  qr,
  issuedAt,
  preview,
  institute: settings,
}: InitiativeCertificateProps) {
  const range = formatDateRange(cert.StartDate, cert.EndDate, lang);
  return (
    <CertificateShell
      lang={lang}
      look={LOOK}
      title={`${L.certificateOfCompletion[lang]} ${initiativeCertificateId(cert)}`}
      preview={preview}
      institute={resolveInstitute(settings)}
      recipient={cert.StudentName}
      completed={L.completedInitiative[lang]}
      achievement={pickText(cert.InitTitle_en, cert.InitTitle_ar, lang, cert.InitTitle)}
      when={`${range.kind === 'single' ? L.onDate[lang] : L.duringPeriod[lang]} ${range.text}`}
      details={[
        { label: L.initiativeNo[lang], value: initiativeCertificateId(cert) },
        { label: L.issueDate[lang], value: formatDateNatural(issuedAt ?? cert.EndDate, lang) },
      ]}
      qr={qr}
    />
  );
}
