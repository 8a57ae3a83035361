/** A page with one word in a large size: the tanween test rasterises it to check where the marks land. */
import { Document, Page, View } from '@react-pdf/renderer';
import { LangText } from '@/lib/pdf/arabic-text';
import { PDF_FONT_FAMILY } from '@/lib/pdf/fonts';

export function WordDocument({ word, fontSize = 120 }: { word: string; fontSize?: number }) {
  return (
    <Document>
      <Page size={[600, 300]} style={{ fontFamily: PDF_FONT_FAMILY, backgroundColor: '#ffffff' }}>
        <View style={{ position: 'absolute', top: 40, left: 40, width: 520 }}>
          <LangText
            lang={/[\u0600-\u06FF]/.test(word) ? 'ar' : 'en'}
            style={{ fontSize, color: '#000000', textAlign: 'center' }}
          >
            {word}
          </LangText>
        </View>
      </Page>
    </Document>
  );
}
