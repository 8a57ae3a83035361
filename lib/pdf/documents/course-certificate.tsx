/**
 * Course certificate, A4 landscape (docs/product/entities.md#certificates: NameOnCertificate, ProductTitle_en,
 * GivenDate_DESC, CertificateNumber, accreditation logos), with the verification QR (type course), the permit line, the
 * stamp and the Chief Executive Officer's signature. `preview` marks the frame as a preview.
 */
import { View } from '@react-pdf/renderer';
import { LangText } from '../arabic-text';
import { formatRequiredDate } from '@/lib/dates/format';
import type { QrShape } from '../qr';
import { resolveInstitute, type InstituteSettings } from '../institute';
import { L } from '../labels';
import { COLORS, other, sides } from '../theme';
import { pickText, type DocLang, type PdfCourseCertificate, type PdfLogo } from '../types';
import { CertificatePage, Detail, langOf, Logos, PermitLine, QrBlock, Signature, Stamp } from './certificate-parts';

export type CourseCertificateProps = {
  lang: DocLang;
  cert: PdfCourseCertificate;
  /** the verification QR (lib/pdf/qr.ts qrShape) */
  qr: QrShape;
  logos?: PdfLogo[] | null;
  preview?: boolean;
  institute?: InstituteSettings;
};

export function CourseCertificateDocument({
  lang,
  cert,
  qr,
  logos,
  preview,
  institute: settings,
}: CourseCertificateProps) {
  const institute = resolveInstitute(settings);
  const s = sides(lang);
  const o = other(lang);
  const titleSize = lang === 'ar' ? 40 : 32;
  const course = pickText(cert.ProductTitle_en, cert.ProductTitle_ar, lang);
  const courseOther = pickText(cert.ProductTitle_en, cert.ProductTitle_ar, o);
  return (
    <CertificatePage
      lang={lang}
      orientation="landscape"
      title={`${L.certificateOfCompletion.en} ${cert.CertificateNumber}`}
      preview={preview}
    >
      <View
        style={{
          position: 'absolute',
          top: 44,
          bottom: 140,
          left: 70,
          right: 70,
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <LangText lang={lang} style={{ fontSize: 13, fontWeight: 700, color: COLORS.navy, textAlign: 'center' }}>
          {institute.name[lang]}
        </LangText>
        <LangText lang={o} style={{ fontSize: 10, color: COLORS.navy, textAlign: 'center', marginBottom: 6 }}>
          {institute.name[o]}
        </LangText>
        <Logos logos={logos} height={34} />
        <LangText
          lang={lang}
          style={{ fontSize: titleSize, fontWeight: 700, color: COLORS.navy, textAlign: 'center', lineHeight: 1.25 }}
        >
          {lang === 'en' ? L.certificateOfCompletion.en.toUpperCase() : L.certificateOfCompletion.ar}
        </LangText>
        <LangText lang={o} style={{ fontSize: 13, color: COLORS.navy, textAlign: 'center' }}>
          {L.certificateOfCompletion[o]}
        </LangText>
        <View style={{ width: 190, height: 2, backgroundColor: COLORS.gold, marginTop: 10, marginBottom: 16 }} />
        <LangText lang={lang} style={{ fontSize: 13, textAlign: 'center', width: 600 }}>
          {L.certifiesThat[lang]}
        </LangText>
        <LangText
          lang={langOf(cert.NameOnCertificate)}
          style={{
            fontSize: 31,
            fontWeight: 700,
            color: COLORS.gold,
            textAlign: 'center',
            width: 660,
            marginVertical: 8,
          }}
        >
          {cert.NameOnCertificate}
        </LangText>
        <LangText lang={lang} style={{ fontSize: 13, textAlign: 'center', width: 600 }}>
          {L.completedCourse[lang]}
        </LangText>
        <LangText
          lang={langOf(course)}
          style={{ fontSize: 21, fontWeight: 700, color: COLORS.navy, textAlign: 'center', width: 660, marginTop: 8 }}
        >
          {course}
        </LangText>
        {courseOther !== course ? (
          <LangText
            lang={langOf(courseOther)}
            style={{ fontSize: 13, color: COLORS.navy, textAlign: 'center', width: 660, marginTop: 2 }}
          >
            {courseOther}
          </LangText>
        ) : null}
      </View>
      <View
        style={{
          position: 'absolute',
          bottom: 54,
          left: 64,
          right: 64,
          flexDirection: s.row,
          justifyContent: 'space-between',
          alignItems: 'flex-end',
        }}
      >
        <View style={{ width: 200 }}>
          <Detail
            lang={lang}
            label={L.givenDate[lang]}
            value={formatRequiredDate(cert.GivenDate_DESC, 'short', lang)}
            align={s.start}
          />
          <Detail lang={lang} label={L.certificateNo[lang]} value={String(cert.CertificateNumber)} align={s.start} />
        </View>
        <View style={{ flexDirection: s.row, alignItems: 'flex-end' }}>
          <Signature lang={lang} institute={institute} />
          <View style={{ marginBottom: 14, marginHorizontal: -6 }}>
            <Stamp institute={institute} size={86} />
          </View>
        </View>
        <QrBlock lang={lang} qr={qr} />
      </View>
      <PermitLine lang={lang} institute={institute} bottom={34} />
    </CertificatePage>
  );
}
