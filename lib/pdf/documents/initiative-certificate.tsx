/**
 * Initiative certificate, Arabic, A4 landscape (docs/product/entities.md#certificates: StudentName, InitTitle(_en/_ar),
 * StartDate, EndDate, InitID, ID): one date when start equals end, otherwise a range ("5 - 7 ديسمبر 2026" within a
 * month, "28 نوفمبر - 2 ديسمبر 2026" across months; ar-KW month names), a QR to the verification URL (type init) and
 * the id shown as InitID-ID. `lang` may switch it to English; Arabic is the default.
 */
import { View } from '@react-pdf/renderer';
import { LangText } from '../arabic-text';
import { formatDateNatural, formatDateRange } from '@/lib/dates/range';
import type { QrShape } from '../qr';
import { resolveInstitute, type InstituteSettings } from '../institute';
import { L } from '../labels';
import { COLORS, other, sides } from '../theme';
import { pickText, type DocLang, type PdfInitiativeCertificate } from '../types';
import { CertificatePage, Detail, langOf, PermitLine, QrBlock, Signature, Stamp } from './certificate-parts';

export type InitiativeCertificateProps = {
  lang?: DocLang;
  cert: PdfInitiativeCertificate;
  /** the verification QR (lib/pdf/qr.ts qrShape) */
  qr: QrShape;
  /** issue date; default the initiative's end date */
  issuedAt?: string;
  preview?: boolean;
  institute?: InstituteSettings;
};

/** "InitID-ID", e.g. "7-1024". */
const initiativeCertificateId = (cert: Pick<PdfInitiativeCertificate, 'InitID' | 'ID'>) => `${cert.InitID}-${cert.ID}`;

export function InitiativeCertificateDocument({
  lang = 'ar',
  cert,
  qr,
  issuedAt,
  preview,
  institute: settings,
}: InitiativeCertificateProps) {
  const institute = resolveInstitute(settings);
  const s = sides(lang);
  const o = other(lang);
  const range = formatDateRange(cert.StartDate, cert.EndDate, lang);
  const title = pickText(cert.InitTitle_en, cert.InitTitle_ar, lang, cert.InitTitle);
  const when = range.kind === 'single' ? `${L.onDate[lang]} ${range.text}` : `${L.duringPeriod[lang]} ${range.text}`;
  return (
    <CertificatePage
      lang={lang}
      orientation="landscape"
      title={`${L.certificateOfCompletion[lang]} ${initiativeCertificateId(cert)}`}
      preview={preview}
    >
      <View
        style={{
          position: 'absolute',
          top: 50,
          bottom: 150,
          left: 70,
          right: 70,
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <LangText
          lang={lang}
          style={{ fontSize: 14, fontWeight: 700, color: COLORS.navy, textAlign: 'center', width: 600 }}
        >
          {institute.name[lang]}
        </LangText>
        <LangText lang={o} style={{ fontSize: 9.5, color: COLORS.muted, textAlign: 'center', width: 600 }}>
          {institute.name[o]}
        </LangText>
        <LangText
          lang={lang}
          style={{
            fontSize: lang === 'ar' ? 46 : 34,
            fontWeight: 700,
            color: COLORS.navy,
            textAlign: 'center',
            width: 600,
            marginTop: 10,
            lineHeight: 1.3,
          }}
        >
          {lang === 'en' ? L.certificateOfCompletion.en.toUpperCase() : L.certificateOfCompletion.ar}
        </LangText>
        <View style={{ width: 210, height: 2, backgroundColor: COLORS.gold, marginTop: 6, marginBottom: 14 }} />
        <LangText
          lang={lang}
          style={{ fontSize: 15, textAlign: 'center', width: 600 }}
        >{`${L.certifiesThat[lang]}`}</LangText>
        <LangText
          lang={langOf(cert.StudentName)}
          style={{
            fontSize: 32,
            fontWeight: 700,
            color: COLORS.gold,
            textAlign: 'center',
            width: 680,
            marginVertical: 6,
          }}
        >
          {cert.StudentName}
        </LangText>
        <LangText lang={lang} style={{ fontSize: 15, textAlign: 'center', width: 600 }}>
          {L.completedInitiative[lang]}
        </LangText>
        <LangText
          lang={langOf(title)}
          style={{ fontSize: 22, fontWeight: 700, color: COLORS.navy, textAlign: 'center', width: 680, marginTop: 6 }}
        >
          {title}
        </LangText>
        <LangText lang={lang} style={{ fontSize: 15, textAlign: 'center', width: 600, marginTop: 8 }}>
          {when}
        </LangText>
      </View>
      <View
        style={{
          position: 'absolute',
          bottom: 50,
          left: 64,
          right: 64,
          flexDirection: s.row,
          justifyContent: 'space-between',
          alignItems: 'flex-end',
        }}
      >
        <View style={{ width: 220 }}>
          <Detail lang={lang} label={L.initiativeNo[lang]} value={initiativeCertificateId(cert)} align={s.start} />
          <Detail
            lang={lang}
            label={L.issueDate[lang]}
            value={formatDateNatural(issuedAt ?? cert.EndDate, lang)}
            align={s.start}
          />
        </View>
        <View style={{ flexDirection: s.row, alignItems: 'flex-end' }}>
          <Signature lang={lang} institute={institute} />
          <View style={{ marginBottom: 14, marginHorizontal: -6 }}>
            <Stamp institute={institute} size={84} />
          </View>
        </View>
        <QrBlock lang={lang} qr={qr} />
      </View>
      <PermitLine lang={lang} institute={institute} bottom={32} />
    </CertificatePage>
  );
}
