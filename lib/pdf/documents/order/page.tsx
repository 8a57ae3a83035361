/** The A4 page of an order document, in the main language's direction, with its footer on every page. */
import { Document, Page, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { LangText } from '../../arabic-text';
import { PDF_FONT_FAMILY } from '../../fonts';
import { L } from '../../labels';
import { COLORS, other, sides } from '../../theme';
import type { DocLang } from '../../types';
import { FS } from './font-sizes';

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
