/**
 * Building blocks shared by the tax invoice, the payment receipt and the credit note: the page, the header
 * with the institute's name, address and TRN, the parties and document facts, the lines table with unit
 * price, quantity, VAT rate and VAT amount, the totals, the amount in words, the terms and the footer.
 * `lang` chooses the main language and the writing direction; every label also shows the other language.
 */
import { Document, Page, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { htmlToLine } from '@/lib/html/text';
import { amountInWords } from '@/lib/money/amount-in-words';
import { formatAmount, formatMoney } from '@/lib/money/format';
import type { Fils } from '@/lib/money/fils';
import { LangText } from '../arabic-text';
import { PDF_FONT_FAMILY } from '../fonts';
import { pickLang, type Bilingual, type InstituteInfo } from '../institute';
import { L, type LabelKey } from '../labels';
import type { PrintedLine } from '../order-amounts';
import type { Party } from './order-common';
import { COLORS, other, sides } from '../theme';
import { pickText, type DocLang } from '../types';

const FS = { base: 8.5, small: 7, tiny: 6.2 };

export function OrderPage({
  lang,
  title,
  subject,
  children,
}: {
  lang: DocLang;
  title: string;
  subject?: string;
  children: ReactNode;
}) {
  const s = sides(lang);
  return (
    <Document
      title={title}
      subject={subject}
      author=""
      creator=""
      producer=""
      language={lang === 'ar' ? 'ar-AE' : 'en-AE'}
    >
      <Page
        size="A4"
        style={{
          fontFamily: PDF_FONT_FAMILY,
          fontSize: FS.base,
          color: COLORS.ink,
          paddingTop: 30,
          paddingBottom: 54,
          paddingHorizontal: 36,
          textAlign: s.start,
        }}
      >
        {children}
        <Footer lang={lang} />
      </Page>
    </Document>
  );
}

/** Primary label in the main language, the other language under it, smaller. */
export function BiLabel({
  k,
  label,
  lang,
  align,
  color = COLORS.muted,
  size = FS.small,
  upper = true,
}: {
  k?: LabelKey;
  label?: Bilingual;
  lang: DocLang;
  align: 'left' | 'right' | 'center';
  color?: string;
  size?: number;
  upper?: boolean;
}) {
  const b = label ?? L[k as LabelKey];
  const o = other(lang);
  const up = (text: string, l: DocLang) => (upper && l === 'en' ? text.toUpperCase() : text);
  // One paragraph of two lines (fewer text boxes to lay out): the main language, then the other one smaller.
  return (
    <LangText
      lang={lang}
      style={{
        fontSize: size,
        color,
        textAlign: align,
        lineHeight: 1.3,
        letterSpacing: upper && lang === 'en' ? 0.3 : 0,
      }}
    >
      {up(b[lang], lang)}
      {'\n'}
      <Text style={{ fontSize: size - 0.8, letterSpacing: 0, opacity: 0.85 }}>{up(b[o], o)}</Text>
    </LangText>
  );
}

export function Header({
  lang,
  institute,
  title,
  badge,
}: {
  lang: DocLang;
  institute: InstituteInfo;
  title: Bilingual;
  badge?: { label: Bilingual; color: string };
}) {
  const s = sides(lang);
  const o = other(lang);
  return (
    <View style={{ flexDirection: s.row, justifyContent: 'space-between', marginBottom: 10 }}>
      <View style={{ width: '60%' }}>
        <LangText lang={lang} style={{ fontSize: 14, fontWeight: 700, color: COLORS.navy, textAlign: s.start }}>
          {institute.name[lang]}
        </LangText>
        <LangText
          lang={o}
          style={{ fontSize: 10, fontWeight: 700, color: COLORS.navy, textAlign: s.start, marginBottom: 3 }}
        >
          {institute.name[o]}
        </LangText>
        <LangText lang={lang} style={{ fontSize: FS.small, color: COLORS.muted, textAlign: s.start }}>
          {pickLang(institute.address, lang)}
        </LangText>
        <LangText lang={lang} style={{ fontSize: FS.small, color: COLORS.muted, textAlign: s.start }}>
          {pickLang(institute.poBox, lang)}
        </LangText>
        <Text style={{ fontSize: FS.small, color: COLORS.muted, textAlign: s.start, direction: 'ltr' }}>
          {`${institute.phone} · ${institute.email} · ${institute.website}`}
        </Text>
        <LangText
          lang={lang}
          style={{ fontSize: FS.small, color: COLORS.ink, fontWeight: 700, textAlign: s.start, marginTop: 2 }}
        >
          {`${L.trn[lang]}: ${institute.trn}`}
        </LangText>
      </View>
      <View style={{ width: '38%' }}>
        <LangText
          lang={lang}
          style={{ fontSize: lang === 'en' ? 19 : 20, fontWeight: 700, color: COLORS.navy, textAlign: s.end }}
        >
          {lang === 'en' ? title.en.toUpperCase() : title.ar}
        </LangText>
        <LangText
          lang={o}
          style={{ fontSize: o === 'ar' ? 15 : 12, fontWeight: 700, color: COLORS.navy, textAlign: s.end }}
        >
          {o === 'en' ? title.en.toUpperCase() : title.ar}
        </LangText>
        {badge ? (
          <View style={{ flexDirection: s.row, justifyContent: 'flex-end', marginTop: 6 }}>
            <View
              style={{
                flexDirection: s.row,
                alignItems: 'center',
                borderWidth: 1.2,
                borderColor: badge.color,
                borderRadius: 3,
                paddingHorizontal: 6,
                paddingVertical: 1,
              }}
            >
              <LangText lang={lang} style={{ fontSize: 9, fontWeight: 700, color: badge.color }}>
                {badge.label[lang]}
              </LangText>
              <Text style={{ fontSize: 9, color: badge.color }}>{'  ·  '}</Text>
              <LangText lang={o} style={{ fontSize: 9, fontWeight: 700, color: badge.color }}>
                {badge.label[o]}
              </LangText>
            </View>
          </View>
        ) : null}
      </View>
    </View>
  );
}

export type Fact = { k: LabelKey; value: string };

/** The customer on the start side, the document facts (number, dates, currency …) on the end side. */
export function Parties({
  lang,
  partyLabel,
  party,
  facts,
}: {
  lang: DocLang;
  partyLabel: LabelKey;
  party: Party;
  facts: Fact[];
}) {
  const s = sides(lang);
  return (
    <View style={{ flexDirection: s.row, justifyContent: 'space-between', marginBottom: 10 }}>
      <View style={{ width: '50%' }}>
        <BiLabel k={partyLabel} lang={lang} align={s.start} />
        <View style={{ marginTop: 3 }}>
          {party.company ? <PartyLine lang={lang} bold text={party.company} /> : null}
          <PartyLine lang={lang} bold={!party.company} text={party.name} />
          {party.address.map((line, i) => (
            <PartyLine key={i} lang={lang} text={line} small />
          ))}
          {party.email ? <PartyLine lang={lang} text={party.email} small /> : null}
          {party.trn ? <PartyLine lang={lang} text={`${L.customerTrn[lang]}: ${party.trn}`} /> : null}
          {party.tradeLicence ? (
            <PartyLine lang={lang} text={`${L.tradeLicence[lang]}: ${party.tradeLicence}`} small />
          ) : null}
        </View>
      </View>
      <View style={{ width: '46%' }}>
        {facts.map((f) => (
          <View
            key={f.k}
            style={{ flexDirection: s.row, justifyContent: 'space-between', alignItems: 'center', marginBottom: 0.5 }}
          >
            <View style={{ width: '52%' }}>
              <BiLabel k={f.k} lang={lang} align={s.start} size={6.6} />
            </View>
            <View style={{ width: '46%' }}>
              <LangText lang={hasArabic(f.value) ? 'ar' : 'en'} style={{ fontSize: 9, textAlign: s.end }}>
                {f.value}
              </LangText>
            </View>
          </View>
        ))}
      </View>
    </View>
  );
}

const hasArabic = (text: string) => /[\u0600-\u06FF]/.test(text);

function PartyLine({ lang, text, bold, small }: { lang: DocLang; text: string; bold?: boolean; small?: boolean }) {
  const s = sides(lang);
  const textLang: DocLang = hasArabic(text) ? 'ar' : 'en';
  return (
    <LangText
      lang={textLang}
      style={{ fontSize: small ? 8.5 : 9.5, fontWeight: bold ? 700 : 400, textAlign: s.start, lineHeight: 1.3 }}
    >
      {text}
    </LangText>
  );
}

/* ------------------------------------------------------------------ lines */

type Col = { k: LabelKey; width?: number; align: 'start' | 'end' | 'center' };
const COLS: Col[] = [
  { k: 'no', width: 18, align: 'start' },
  { k: 'description', align: 'start' },
  { k: 'qty', width: 30, align: 'center' },
  { k: 'unitPrice', width: 62, align: 'end' },
  { k: 'vatRate', width: 44, align: 'center' },
  { k: 'vatAmount', width: 56, align: 'end' },
  { k: 'amount', width: 68, align: 'end' },
];
/**
 * With a voucher every line also shows its discount and its net (the taxable amount): net + VAT = amount, and each
 * column adds up to its row of the totals (FTA: the discount offered; docs/product/commerce.md#prices).
 */
const COLS_DISCOUNTED: Col[] = [
  { k: 'no', width: 16, align: 'start' },
  { k: 'description', align: 'start' },
  { k: 'qty', width: 24, align: 'center' },
  { k: 'unitPrice', width: 54, align: 'end' },
  { k: 'lineDiscount', width: 50, align: 'end' },
  { k: 'lineNet', width: 60, align: 'end' },
  { k: 'vatRate', width: 34, align: 'center' },
  { k: 'vatAmount', width: 48, align: 'end' },
  { k: 'amount', width: 60, align: 'end' },
];

const ITEM_TYPES: Record<string, Bilingual> = {
  program: { en: 'Training program', ar: 'برنامج تدريبي' },
  diploma: { en: 'Academic program (diploma)', ar: 'برنامج أكاديمي (دبلوم)' },
  book: { en: 'Book', ar: 'كتاب' },
  membership: { en: 'Membership', ar: 'عضوية' },
  exam: { en: 'Exam', ar: 'امتحان' },
};

function cellStyle(col: Col, lang: DocLang) {
  const s = sides(lang);
  const textAlign = col.align === 'center' ? 'center' : col.align === 'start' ? s.start : s.end;
  return {
    box: col.width ? { width: col.width, paddingHorizontal: 4 } : { flex: 1, paddingHorizontal: 4 },
    textAlign: textAlign as 'left' | 'right' | 'center',
  };
}

export function LinesTable({
  lang,
  lines,
  lineDetails,
}: {
  lang: DocLang;
  lines: PrintedLine[];
  lineDetails: (line: PrintedLine) => string | undefined;
}) {
  const s = sides(lang);
  const cols = lines.some((l) => l.discount !== 0) ? COLS_DISCOUNTED : COLS;
  return (
    <View style={{ marginBottom: 8 }}>
      <View style={{ flexDirection: s.row, backgroundColor: COLORS.navy, paddingVertical: 4 }} fixed>
        {cols.map((col) => {
          const c = cellStyle(col, lang);
          return (
            <View key={col.k} style={c.box}>
              <BiLabel k={col.k} lang={lang} align={c.textAlign} color="#ffffff" size={7.4} upper={false} />
            </View>
          );
        })}
      </View>
      {lines.map((line) => {
        const name = (lang === 'ar' && line.source.ItemName_ar) || line.source.ItemName_en;
        const second = lang === 'ar' ? line.source.ItemName_en : line.source.ItemName_ar;
        const details = lineDetails(line);
        const values: Record<string, string> = {
          no: String(line.index),
          qty: String(line.quantity),
          unitPrice: formatAmount(line.unitPrice, lang),
          lineDiscount: line.discount ? `-${formatAmount(line.discount, lang)}` : formatAmount(0, lang),
          lineNet: formatAmount(line.net, lang),
          vatRate: `${line.vatRatePercent}%`,
          vatAmount: formatAmount(line.vat, lang),
          amount: formatAmount(line.total, lang),
        };
        return (
          <View
            key={line.index}
            wrap={false}
            style={{
              flexDirection: s.row,
              paddingVertical: 3.5,
              borderBottomWidth: 0.6,
              borderBottomColor: COLORS.line,
              backgroundColor: line.index % 2 === 0 ? COLORS.zebra : '#ffffff',
            }}
          >
            {cols.map((col) => {
              const c = cellStyle(col, lang);
              if (col.k === 'description') {
                return (
                  <View key={col.k} style={c.box}>
                    <LangText
                      lang={hasArabic(name) ? 'ar' : 'en'}
                      style={{ fontSize: 9, textAlign: c.textAlign, lineHeight: 1.35 }}
                    >
                      {name}
                    </LangText>
                    {second && second !== name ? (
                      <LangText
                        lang={hasArabic(second) ? 'ar' : 'en'}
                        style={{ fontSize: 8, color: COLORS.muted, textAlign: c.textAlign, lineHeight: 1.35 }}
                      >
                        {second}
                      </LangText>
                    ) : null}
                    {details ? (
                      <LangText
                        lang={lang}
                        style={{
                          fontSize: FS.tiny + 0.4,
                          color: COLORS.faint,
                          textAlign: c.textAlign,
                          lineHeight: 1.35,
                        }}
                      >
                        {details}
                      </LangText>
                    ) : null}
                  </View>
                );
              }
              return (
                <View key={col.k} style={c.box}>
                  <Text style={{ fontSize: 9, textAlign: c.textAlign, direction: 'ltr' }}>{values[col.k]}</Text>
                </View>
              );
            })}
          </View>
        );
      })}
    </View>
  );
}

/** "Training program · 05 December 2026 - 07 December 2026 · Classroom · English · 09:00 - 17:00 · Dubai" */
export function describeLine(
  line: PrintedLine,
  lang: DocLang,
  formatDate: (iso: string) => string,
): string | undefined {
  const src = line.source;
  const type = typeof src.ItemType === 'string' ? ITEM_TYPES[src.ItemType.toLowerCase()] : undefined;
  const parts: string[] = [];
  if (type) parts.push(type[lang]);
  if (src.StartDate_DESC) {
    const start = formatDate(src.StartDate_DESC);
    const end = src.EndDate_DESC ? formatDate(src.EndDate_DESC) : start;
    parts.push(start === end ? start : `${start} - ${end}`);
  }
  const details = [
    pickText(src.CourseType_en, src.CourseType_ar, lang, src.CourseType),
    pickText(src.CourseLanguages_en, src.CourseLanguages_ar, lang, src.CourseLanguages),
    // Timing fields are HTML: keep the words.
    htmlToLine(pickText(src.CourseTiming_en, src.CourseTiming_ar, lang, src.CourseTiming)),
    pickText(src.CourseLocation_en, src.CourseLocation_ar, lang, src.CourseLocation),
  ];
  for (const v of details) if (v) parts.push(v);
  return parts.length ? parts.join(' · ') : undefined;
}

/* ----------------------------------------------------------------- totals */

export type TotalRow = { k: LabelKey; value: Fils; strong?: boolean; negative?: boolean };

/** The totals rows (each one the sum of its column of the lines), in a box of the given width. */
function TotalsBox({ lang, rows, width = '50%' }: { lang: DocLang; rows: TotalRow[]; width?: string }) {
  const s = sides(lang);
  return (
    <View style={{ flexDirection: s.row, justifyContent: 'flex-end' }} wrap={false}>
      <View style={{ width }}>
        {rows.map((r) => (
          <View
            key={r.k}
            style={{
              flexDirection: s.row,
              justifyContent: 'space-between',
              alignItems: 'center',
              paddingVertical: r.strong ? 4 : 2,
              paddingHorizontal: 6,
              backgroundColor: r.strong ? COLORS.navy : undefined,
              borderBottomWidth: r.strong ? 0 : 0.6,
              borderBottomColor: COLORS.line,
            }}
          >
            <View style={{ width: '62%' }}>
              <BiLabel
                k={r.k}
                lang={lang}
                align={s.start}
                color={r.strong ? '#ffffff' : COLORS.ink}
                size={r.strong ? 9.5 : 8}
                upper={false}
              />
            </View>
            <View style={{ width: '38%' }}>
              <LangText
                lang={r.strong ? lang : 'en'}
                style={{
                  fontSize: r.strong ? 11 : 9,
                  fontWeight: r.strong ? 700 : 400,
                  color: r.strong ? '#ffffff' : COLORS.ink,
                  textAlign: s.end,
                }}
              >
                {r.strong
                  ? formatMoney(r.value, lang)
                  : `${r.negative && r.value > 0 ? '-' : ''}${formatAmount(r.value, lang)}`}
              </LangText>
            </View>
          </View>
        ))}
      </View>
    </View>
  );
}

/** English and Arabic words of an amount, the main language first. */
function AmountInWordsBox({ lang, fils, label = 'amountInWords' }: { lang: DocLang; fils: Fils; label?: LabelKey }) {
  const s = sides(lang);
  const en = amountInWords(Math.abs(fils), 'en', { only: true });
  const ar = amountInWords(Math.abs(fils), 'ar', { only: true });
  const enLine = (
    <LangText key="en" lang="en" style={{ fontSize: 9, textAlign: 'left' }}>
      {`${L[label].en}: ${en}`}
    </LangText>
  );
  const arLine = (
    <LangText
      key="ar"
      lang="ar"
      style={{
        fontSize: 9.5,
        textAlign: 'right',
        marginTop: lang === 'ar' ? 0 : 3,
        marginBottom: lang === 'ar' ? 3 : 0,
      }}
    >
      {`${L[label].ar}: ${ar}`}
    </LangText>
  );
  return (
    <View
      wrap={false}
      style={{
        borderWidth: 0.8,
        borderColor: COLORS.line,
        backgroundColor: COLORS.sand,
        paddingVertical: 6,
        paddingHorizontal: 9,
        textAlign: s.start,
      }}
    >
      {lang === 'ar' ? [arLine, enLine] : [enLine, arLine]}
    </View>
  );
}

/**
 * The end of an order document, kept together on one page (the terms never sit alone on a
 * page of their own): the totals, `children` (the credit note's corrected amounts), the amount in words and the
 * terms. When they do not fit under the lines, they move to the next page together.
 */
export function ClosingBlock({
  lang,
  rows,
  fils,
  wordsLabel,
  terms,
  children,
}: {
  lang: DocLang;
  rows: TotalRow[];
  fils: Fils;
  wordsLabel?: LabelKey;
  terms: Bilingual[];
  children?: ReactNode;
}) {
  return (
    <View wrap={false}>
      <View style={{ marginBottom: 10 }}>
        <TotalsBox lang={lang} rows={rows} />
      </View>
      {children}
      <View style={{ marginBottom: 9 }}>
        <AmountInWordsBox lang={lang} fils={fils} label={wordsLabel} />
      </View>
      <TermsBlock terms={terms} />
    </View>
  );
}

/** Terms: English on the left, Arabic on the right, as bilingual documents in the UAE are laid out. */
function TermsBlock({ terms, title = 'terms' }: { terms: Bilingual[]; title?: LabelKey }) {
  return (
    <View wrap={false} style={{ marginBottom: 8 }}>
      <View
        style={{
          flexDirection: 'row',
          justifyContent: 'space-between',
          borderBottomWidth: 0.6,
          borderBottomColor: COLORS.line,
          paddingBottom: 2,
          marginBottom: 4,
        }}
      >
        <View style={{ width: '48%' }}>
          <LangText lang="en" style={{ fontSize: 8, fontWeight: 700, color: COLORS.navy, textAlign: 'left' }}>
            {L[title].en}
          </LangText>
        </View>
        <View style={{ width: '48%' }}>
          <LangText lang="ar" style={{ fontSize: 8.5, fontWeight: 700, color: COLORS.navy }}>
            {L[title].ar}
          </LangText>
        </View>
      </View>
      {terms.map((term, i) => (
        <View key={i} style={{ flexDirection: 'row', justifyContent: 'space-between', marginBottom: 1.5 }}>
          <View style={{ width: '48%' }}>
            <LangText
              lang="en"
              style={{ fontSize: 7.2, color: COLORS.muted, textAlign: 'left', lineHeight: 1.25 }}
            >{`${i + 1}. ${term.en}`}</LangText>
          </View>
          <View style={{ width: '48%' }}>
            <LangText
              lang="ar"
              style={{ fontSize: 7.6, color: COLORS.muted, textAlign: 'right', lineHeight: 1.25 }}
            >{`${i + 1}. ${term.ar}`}</LangText>
          </View>
        </View>
      ))}
    </View>
  );
}

function Footer({ lang }: { lang: DocLang }) {
  const o = other(lang);
  return (
    <View
      fixed
      style={{
        position: 'absolute',
        bottom: 24,
        left: 36,
        right: 36,
        borderTopWidth: 0.6,
        borderTopColor: COLORS.line,
        paddingTop: 5,
      }}
    >
      <LangText lang={lang} style={{ fontSize: 6.8, color: COLORS.faint, textAlign: 'center' }}>
        {L.computerGenerated[lang]}
      </LangText>
      <LangText lang={o} style={{ fontSize: 6.8, color: COLORS.faint, textAlign: 'center' }}>
        {L.computerGenerated[o]}
      </LangText>
    </View>
  );
}
