/**
 * Diploma certificate, A4 portrait (docs/product/screens.md#printable-documents): "Certificate of Completion", the name
 * on the certificate, the diploma title, the given date (dd-MM-yyyy), the certificate number, a QR to the verification
 * URL (type diploma), accreditation logos only if any, the permit line, the stamp and the Chief Executive Officer's
 * signature.
 */
import { View } from '@react-pdf/renderer';
import { LangText } from '../arabic-text';
import { formatRequiredDate } from '@/lib/dates/format';
import type { QrShape } from '../qr';
import { resolveInstitute, type InstituteSettings } from '../institute';
import { L } from '../labels';
import { COLORS, other, sides } from '../theme';
import { pickText, type DocLang, type PdfDiplomaCertificate, type PdfLogo } from '../types';
import { CertificatePage, Detail, langOf, Logos, PermitLine, QrBlock, Signature, Stamp } from './certificate-parts';

export type DiplomaCertificateProps = {
  lang: DocLang;
  cert: PdfDiplomaCertificate;
  /** the verification QR (lib/pdf/qr.ts qrShape) */
  qr: QrShape;
  logos?: PdfLogo[] | null;
  preview?: boolean;
  institute?: InstituteSettings;
};

export function DiplomaCertificateDocument({
  lang,
  cert,
  qr,
  logos,
  preview,
  institute: settings,
}: DiplomaCertificateProps) {
  const institute = resolveInstitute(settings);
  const s = sides(lang);
  const o = other(lang);
  const name = pickText(cert.NameOnCertificate_en, cert.NameOnCertificate_ar, lang);
  const diploma = pickText(cert.DiplomaTitle_en, cert.DiplomaTitle_ar, lang);
  const diplomaOther = pickText(cert.DiplomaTitle_en, cert.DiplomaTitle_ar, o);
  return (
    <CertificatePage
      lang={lang}
      orientation="portrait"
      title={`${L.certificateOfCompletion.en} ${cert.CERT_NUMBER}`}
      preview={preview}
    >
      <View
        style={{
          position: 'absolute',
          top: 56,
          bottom: 180,
          left: 56,
          right: 56,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <View style={{ alignItems: 'center' }}>
          <LangText lang={lang} style={{ fontSize: 14, fontWeight: 700, color: COLORS.navy, textAlign: 'center' }}>
            {institute.name[lang]}
          </LangText>
          <LangText lang={o} style={{ fontSize: 11, color: COLORS.navy, textAlign: 'center', marginBottom: 14 }}>
            {institute.name[o]}
          </LangText>
          <Logos logos={logos} height={46} />
        </View>
        <View style={{ alignItems: 'center' }}>
          <LangText
            lang={lang}
            style={{
              fontSize: lang === 'ar' ? 44 : 33,
              fontWeight: 700,
              color: COLORS.navy,
              textAlign: 'center',
              lineHeight: 1.25,
              width: 480,
            }}
          >
            {lang === 'en' ? L.certificateOfCompletion.en.toUpperCase() : L.certificateOfCompletion.ar}
          </LangText>
          <LangText lang={o} style={{ fontSize: 14, color: COLORS.navy, textAlign: 'center', width: 480 }}>
            {L.certificateOfCompletion[o]}
          </LangText>
          <View style={{ width: 170, height: 2, backgroundColor: COLORS.gold, marginTop: 18, marginBottom: 30 }} />
          <LangText lang={lang} style={{ fontSize: 13, textAlign: 'center', width: 480 }}>
            {L.certifiesThat[lang]}
          </LangText>
          <LangText
            lang={langOf(name)}
            style={{
              fontSize: 30,
              fontWeight: 700,
              color: COLORS.gold,
              textAlign: 'center',
              width: 480,
              marginVertical: 14,
            }}
          >
            {name}
          </LangText>
          <LangText lang={lang} style={{ fontSize: 13, textAlign: 'center', width: 480 }}>
            {L.completedDiploma[lang]}
          </LangText>
          <LangText
            lang={langOf(diploma)}
            style={{
              fontSize: 21,
              fontWeight: 700,
              color: COLORS.navy,
              textAlign: 'center',
              width: 480,
              marginTop: 14,
            }}
          >
            {diploma}
          </LangText>
          {diplomaOther !== diploma ? (
            <LangText
              lang={langOf(diplomaOther)}
              style={{ fontSize: 13, color: COLORS.navy, textAlign: 'center', width: 480, marginTop: 2 }}
            >
              {diplomaOther}
            </LangText>
          ) : null}
        </View>
        <View style={{ width: 300 }}>
          <Detail
            lang={lang}
            label={L.givenDate[lang]}
            value={formatRequiredDate(cert.GivenDate, 'short', lang)}
            align="center"
          />
          <Detail lang={lang} label={L.certificateNo[lang]} value={String(cert.CERT_NUMBER)} align="center" />
        </View>
      </View>
      <View
        style={{
          position: 'absolute',
          bottom: 70,
          left: 56,
          right: 56,
          flexDirection: s.row,
          justifyContent: 'space-between',
          alignItems: 'flex-end',
        }}
      >
        <QrBlock lang={lang} qr={qr} size={78} />
        <View style={{ flexDirection: s.row, alignItems: 'flex-end' }}>
          <View style={{ marginBottom: 18, marginHorizontal: -8 }}>
            <Stamp institute={institute} size={92} />
          </View>
          <Signature lang={lang} institute={institute} />
        </View>
      </View>
      <PermitLine lang={lang} institute={institute} bottom={40} />
    </CertificatePage>
  );
}
