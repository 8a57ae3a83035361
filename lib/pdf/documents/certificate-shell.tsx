/**
 * The one layout of the course, diploma and initiative certificates: the A4 page with its double frame, corner
 * ornaments and preview watermark; a centred text column (the institute's name, the accreditation logos, "Certificate
 * of Completion", a gold rule, the recipient, what was completed and when); the signed footer (details, Chief
 * Executive Officer's signature and stamp, verification QR) and the permit line. Each certificate passes its words and
 * its `CertificateLook`: the sizes and places that make it its own.
 */
import { Document, Page, Path, Svg, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { LangText, langOf } from '../arabic-text';
import { PDF_FONT_FAMILY } from '../fonts';
import type { InstituteInfo, InstituteSettings } from '../institute';
import { L } from '../labels';
import type { QrShape } from '../qr';
import { COLORS, other, sides } from '../theme';
import type { DocLang, PdfLogo } from '../types';
import { Detail, Logos, PermitLine, QrBlock, Signature, Stamp } from './certificate-parts';

type Orientation = 'portrait' | 'landscape';

/** What a certificate document takes: its record, the verification QR and the institute's settings. */
export type CertificateProps<Cert> = {
  lang: DocLang;
  cert: Cert;
  /** the verification QR (lib/pdf/qr.ts qrShape) */
  qr: QrShape;
  logos?: PdfLogo[] | null;
  preview?: boolean;
  institute?: InstituteSettings;
};

/**
 * What differs between the certificates, in points. A landscape certificate keeps its details at the start of the
 * footer, then the signature and stamp, then the QR; a portrait one ends its text column with the details and has the
 * QR at the start of the footer, then the stamp and signature.
 */
export type CertificateLook = {
  orientation: Orientation;
  /** The text column's box, and whether its groups are centred or spread over it. */
  column: { top: number; bottom: number; side: number; spread: 'center' | 'space-between' };
  /** The institute's name in the main language, then in the other one (navy, or muted). */
  institute: { size: number; otherSize: number; otherMuted?: boolean; gap?: number; width?: number };
  logoHeight?: number;
  /** "Certificate of Completion"; `otherSize` adds it in the other language. */
  heading: {
    size: Record<DocLang, number>;
    lineHeight: number;
    width?: number;
    marginTop?: number;
    otherSize?: number;
  };
  rule: { width: number; above: number; below: number };
  /** "This is to certify that" and "has successfully completed …" (and the initiative's dates). */
  text: { size: number; width: number };
  /** The recipient's name and what was completed: their width and the space around them. */
  wide: { width: number; gap: number; nameSize: number; titleSize: number };
  detailsWidth: number;
  footer: { bottom: number; side: number };
  stamp: { size: number; lift: number; overlap: number };
  qrSize?: number;
  permitBottom: number;
};

export function CertificateShell({
  lang,
  look,
  title,
  preview,
  institute,
  logos,
  recipient,
  completed,
  achievement,
  achievementOther,
  when,
  details,
  qr,
}: {
  lang: DocLang;
  look: CertificateLook;
  /** The PDF's title. */
  title: string;
  preview?: boolean;
  institute: InstituteInfo;
  logos?: PdfLogo[] | null;
  /** The name on the certificate. */
  recipient: string;
  /** "has successfully completed the course" … */
  completed: string;
  /** The course, diploma or initiative. */
  achievement: string;
  /** Its title in the other language, printed under it when it differs. */
  achievementOther?: string;
  /** A last line under the title (the initiative's dates). */
  when?: string;
  details: { label: string; value: string }[];
  qr: QrShape;
}) {
  const s = sides(lang);
  const o = other(lang);
  const { column, heading, text, wide } = look;
  const portrait = look.orientation === 'portrait';
  const detailList = (
    <View style={{ width: look.detailsWidth }}>
      {details.map((d) => (
        <Detail key={d.label} lang={lang} label={d.label} value={d.value} align={portrait ? 'center' : s.start} />
      ))}
    </View>
  );
  const stamp = (
    <View style={{ marginBottom: look.stamp.lift, marginHorizontal: look.stamp.overlap }}>
      <Stamp institute={institute} size={look.stamp.size} />
    </View>
  );
  const signature = <Signature lang={lang} institute={institute} />;
  const qrBlock = <QrBlock lang={lang} qr={qr} size={look.qrSize} />;
  return (
    <CertificatePage lang={lang} orientation={look.orientation} title={title} preview={preview}>
      <View
        style={{
          position: 'absolute',
          top: column.top,
          bottom: column.bottom,
          left: column.side,
          right: column.side,
          alignItems: 'center',
          justifyContent: column.spread,
        }}
      >
        <View style={{ alignItems: 'center' }}>
          <LangText
            lang={lang}
            style={{
              fontSize: look.institute.size,
              fontWeight: 700,
              color: COLORS.navy,
              textAlign: 'center',
              width: look.institute.width,
            }}
          >
            {institute.name[lang]}
          </LangText>
          <LangText
            lang={o}
            style={{
              fontSize: look.institute.otherSize,
              color: look.institute.otherMuted ? COLORS.muted : COLORS.navy,
              textAlign: 'center',
              marginBottom: look.institute.gap,
              width: look.institute.width,
            }}
          >
            {institute.name[o]}
          </LangText>
          <Logos logos={logos} height={look.logoHeight} />
        </View>
        <View style={{ alignItems: 'center' }}>
          <LangText
            lang={lang}
            style={{
              fontSize: heading.size[lang],
              fontWeight: 700,
              color: COLORS.navy,
              textAlign: 'center',
              lineHeight: heading.lineHeight,
              width: heading.width,
              marginTop: heading.marginTop,
            }}
          >
            {lang === 'en' ? L.certificateOfCompletion.en.toUpperCase() : L.certificateOfCompletion.ar}
          </LangText>
          {heading.otherSize ? (
            <LangText
              lang={o}
              style={{ fontSize: heading.otherSize, color: COLORS.navy, textAlign: 'center', width: heading.width }}
            >
              {L.certificateOfCompletion[o]}
            </LangText>
          ) : null}
          <View
            style={{
              width: look.rule.width,
              height: 2,
              backgroundColor: COLORS.gold,
              marginTop: look.rule.above,
              marginBottom: look.rule.below,
            }}
          />
          <LangText lang={lang} style={{ fontSize: text.size, textAlign: 'center', width: text.width }}>
            {L.certifiesThat[lang]}
          </LangText>
          <LangText
            lang={langOf(recipient)}
            style={{
              fontSize: wide.nameSize,
              fontWeight: 700,
              color: COLORS.gold,
              textAlign: 'center',
              width: wide.width,
              marginVertical: wide.gap,
            }}
          >
            {recipient}
          </LangText>
          <LangText lang={lang} style={{ fontSize: text.size, textAlign: 'center', width: text.width }}>
            {completed}
          </LangText>
          <LangText
            lang={langOf(achievement)}
            style={{
              fontSize: wide.titleSize,
              fontWeight: 700,
              color: COLORS.navy,
              textAlign: 'center',
              width: wide.width,
              marginTop: wide.gap,
            }}
          >
            {achievement}
          </LangText>
          {achievementOther && achievementOther !== achievement ? (
            <LangText
              lang={langOf(achievementOther)}
              style={{ fontSize: 13, color: COLORS.navy, textAlign: 'center', width: wide.width, marginTop: 2 }}
            >
              {achievementOther}
            </LangText>
          ) : null}
          {when ? (
            <LangText lang={lang} style={{ fontSize: text.size, textAlign: 'center', width: text.width, marginTop: 8 }}>
              {when}
            </LangText>
          ) : null}
        </View>
        {portrait ? detailList : null}
      </View>
      <View
        style={{
          position: 'absolute',
          bottom: look.footer.bottom,
          left: look.footer.side,
          right: look.footer.side,
          flexDirection: s.row,
          justifyContent: 'space-between',
          alignItems: 'flex-end',
        }}
      >
        {portrait ? qrBlock : detailList}
        <View style={{ flexDirection: s.row, alignItems: 'flex-end' }}>
          {portrait ? stamp : signature}
          {portrait ? signature : stamp}
        </View>
        {portrait ? null : qrBlock}
      </View>
      <PermitLine lang={lang} institute={institute} bottom={look.permitBottom} />
    </CertificatePage>
  );
}

function CertificatePage({
  lang,
  orientation,
  title,
  preview,
  children,
}: {
  lang: DocLang;
  orientation: Orientation;
  title: string;
  preview?: boolean;
  children: ReactNode;
}) {
  return (
    <Document title={title} author="" creator="" producer="" language={lang === 'ar' ? 'ar-AE' : 'en-AE'}>
      <Page
        size="A4"
        orientation={orientation}
        style={{ fontFamily: PDF_FONT_FAMILY, color: COLORS.ink, backgroundColor: COLORS.paper, position: 'relative' }}
      >
        <View
          style={{
            position: 'absolute',
            top: 18,
            left: 18,
            right: 18,
            bottom: 18,
            borderWidth: 4,
            borderColor: COLORS.navy,
          }}
        />
        <View
          style={{
            position: 'absolute',
            top: 26,
            left: 26,
            right: 26,
            bottom: 26,
            borderWidth: 1,
            borderColor: COLORS.gold,
          }}
        />
        <Corners />
        {children}
        {preview ? <PreviewWatermark orientation={orientation} /> : null}
      </Page>
    </Document>
  );
}

/** Small gold ornaments in the frame's corners. */
function Corners() {
  const spots = [
    { top: 31, left: 31 },
    { top: 31, right: 31 },
    { bottom: 31, left: 31 },
    { bottom: 31, right: 31 },
  ];
  return (
    <>
      {spots.map((pos, i) => (
        <Svg key={i} width={14} height={14} viewBox="0 0 14 14" style={{ position: 'absolute', ...pos }}>
          <Path d="M7 0 L9 5 L14 7 L9 9 L7 14 L5 9 L0 7 L5 5 Z" fill={COLORS.gold} />
        </Svg>
      ))}
    </>
  );
}

function PreviewWatermark({ orientation }: { orientation: Orientation }) {
  const top = orientation === 'landscape' ? 250 : 380;
  return (
    <View fixed style={{ position: 'absolute', top, left: 0, right: 0, transform: 'rotate(-24deg)', opacity: 0.1 }}>
      <Text style={{ fontSize: 80, fontWeight: 700, color: COLORS.navy, textAlign: 'center' }}>
        {`${L.preview.en}`}
      </Text>
      <LangText lang="ar" style={{ fontSize: 56, fontWeight: 700, color: COLORS.navy, textAlign: 'center' }}>
        {L.preview.ar}
      </LangText>
    </View>
  );
}
