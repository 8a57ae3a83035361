/**
 * Pieces of the certificate shell (./certificate-shell.tsx): the drawn stamp and Chief Executive Officer signature
 * (SVG, nothing downloaded), the verification QR, the accreditation logos (only when there are any), the permit line
 * and a label/value detail.
 */
import { Circle, Image, Path, Rect, Svg, Text, View } from '@react-pdf/renderer';
import { LangText, langOf } from '../arabic-text';
import type { InstituteInfo } from '../institute';
import { textOnArc } from '../glyph-paths';
import { L } from '../labels';
import type { QrShape } from '../qr';
import { COLORS, sides } from '../theme';
import type { DocLang, PdfLogo } from '../types';

/** The institute's round stamp, drawn: two rings, the name around the top, the city around the bottom. */
export function Stamp({ institute, size = 96 }: { institute: InstituteInfo; size?: number }) {
  const top = textOnArc({
    text: institute.name.en.toUpperCase(),
    cx: 50,
    cy: 50,
    radius: 38.8,
    fontSize: 6.2,
    fromDeg: -116,
    toDeg: 116,
  });
  const bottom = textOnArc({
    text: 'DUBAI · U.A.E.',
    cx: 50,
    cy: 50,
    radius: 43.4,
    fontSize: 6.2,
    fromDeg: 214,
    toDeg: 146,
    flip: true,
  });
  return (
    <View style={{ width: size, height: size, transform: 'rotate(-12deg)', opacity: 0.9 }}>
      <Svg width={size} height={size} viewBox="0 0 100 100" style={{ position: 'absolute', top: 0, left: 0 }}>
        <Circle cx={50} cy={50} r={48} stroke={COLORS.stamp} strokeWidth={2.4} fill="none" />
        <Circle cx={50} cy={50} r={45.4} stroke={COLORS.stamp} strokeWidth={0.6} fill="none" />
        <Circle cx={50} cy={50} r={30} stroke={COLORS.stamp} strokeWidth={1.2} fill="none" />
        <Path d="M50 23 L52 28 L57 28 L53 31 L54.5 36 L50 33 L45.5 36 L47 31 L43 28 L48 28 Z" fill={COLORS.stamp} />
        <Path d="M10 50 L12 48.5 L14 50 L12 51.5 Z M86 50 L88 48.5 L90 50 L88 51.5 Z" fill={COLORS.stamp} />
        {top ? <Path d={top} fill={COLORS.stamp} /> : null}
        {bottom ? <Path d={bottom} fill={COLORS.stamp} /> : null}
      </Svg>
      <View style={{ position: 'absolute', top: size * 0.4, left: size * 0.22, width: size * 0.56 }}>
        <Text
          style={{ fontSize: size * 0.1, fontWeight: 700, color: COLORS.stamp, textAlign: 'center', lineHeight: 1.1 }}
        >
          CERTIFIED
        </Text>
        <LangText
          lang="ar"
          style={{ fontSize: size * 0.1, fontWeight: 700, color: COLORS.stamp, textAlign: 'center', lineHeight: 1.2 }}
        >
          معتمد
        </LangText>
      </View>
    </View>
  );
}

/** A hand-drawn looking signature above a line, with the signatory's title in the document's languages. */
export function Signature({
  lang,
  institute,
  width = 170,
}: {
  lang: DocLang;
  institute: InstituteInfo;
  width?: number;
}) {
  const o: DocLang = lang === 'ar' ? 'en' : 'ar';
  return (
    <View style={{ width, alignItems: 'center' }}>
      <Svg width={width * 0.8} height={46} viewBox="0 0 160 46">
        <Path
          d="M8 34 C 14 12, 24 6, 27 18 C 30 30, 20 40, 16 33 C 12 26, 34 10, 42 16 C 48 21, 40 34, 46 32 C 54 29, 58 12, 64 14 C 70 16, 62 34, 70 33 C 78 31, 82 18, 88 20 C 94 22, 88 32, 96 30 C 106 27, 110 10, 118 12 C 124 14, 116 30, 124 29 C 132 28, 140 20, 152 18"
          stroke={COLORS.signature}
          strokeWidth={1.6}
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <Path
          d="M22 40 C 60 36, 110 37, 150 33"
          stroke={COLORS.signature}
          strokeWidth={1}
          fill="none"
          strokeLinecap="round"
        />
      </Svg>
      <View style={{ width, borderTopWidth: 0.8, borderTopColor: COLORS.ink, marginTop: 2, paddingTop: 3 }}>
        {institute.signatoryName ? (
          <LangText lang={lang} style={{ fontSize: 9, fontWeight: 700, textAlign: 'center' }}>
            {institute.signatoryName[lang]}
          </LangText>
        ) : null}
        <LangText lang={lang} style={{ fontSize: 9.5, textAlign: 'center' }}>
          {institute.signatoryTitle[lang]}
        </LangText>
        <LangText lang={o} style={{ fontSize: 7.5, color: COLORS.muted, textAlign: 'center' }}>
          {institute.signatoryTitle[o]}
        </LangText>
      </View>
    </View>
  );
}

/** The verification QR, drawn as vector modules, with its caption. */
export function QrBlock({ lang, qr, size = 74 }: { lang: DocLang; qr: QrShape; size?: number }) {
  return (
    <View style={{ width: size + 50, alignItems: 'center' }}>
      <Svg width={size} height={size} viewBox={`0 0 ${qr.size} ${qr.size}`}>
        <Rect x={0} y={0} width={qr.size} height={qr.size} fill="#ffffff" />
        <Path d={qr.path} fill={COLORS.navy} />
      </Svg>
      <LangText
        lang={lang}
        style={{ fontSize: 7, color: COLORS.muted, textAlign: 'center', marginTop: 3, width: size + 50 }}
      >
        {L.scanToVerify[lang]}
      </LangText>
    </View>
  );
}

/** Accreditation logos in one row, drawn only when there are any. */
export function Logos({ logos, height = 38 }: { logos?: PdfLogo[] | null; height?: number }) {
  if (!logos || logos.length === 0) return null;
  return (
    <View style={{ flexDirection: 'row', justifyContent: 'center', alignItems: 'center', marginBottom: 8 }}>
      {logos.map((logo, i) => (
        <Image
          key={i}
          src={logo.src}
          style={{ height, maxWidth: height * 3, marginHorizontal: 10, objectFit: 'contain' }}
        />
      ))}
    </View>
  );
}

export function PermitLine({
  lang,
  institute,
  bottom = 34,
}: {
  lang: DocLang;
  institute: InstituteInfo;
  bottom?: number;
}) {
  return (
    <View style={{ position: 'absolute', bottom, left: 60, right: 60 }}>
      <LangText lang={lang} style={{ fontSize: 7, color: COLORS.muted, textAlign: 'center' }}>
        {institute.permit[lang]}
      </LangText>
    </View>
  );
}

/**
 * A label/value pair such as "Certificate No.: C-2026-00042" in the document's direction. The value is its
 * own left-to-right text: after an Arabic label, "07-12-2026" would otherwise be reordered to "2026-12-07"
 * by the bidi algorithm (digits after Arabic letters become Arabic numbers, and '-' does not join those).
 */
export function Detail({
  lang,
  label,
  value,
  align,
}: {
  lang: DocLang;
  label: string;
  value: string;
  align: 'left' | 'right' | 'center';
}) {
  const s = sides(lang);
  const justify = align === 'center' ? 'center' : 'flex-start';
  return (
    <View style={{ flexDirection: s.row, justifyContent: justify, marginBottom: 2 }}>
      <LangText lang={lang} style={{ fontSize: 10 }}>{`${label}:`}</LangText>
      <LangText lang={langOf(value)} style={{ fontSize: 10, marginLeft: s.rtl ? 0 : 4, marginRight: s.rtl ? 4 : 0 }}>
        {value}
      </LangText>
    </View>
  );
}
