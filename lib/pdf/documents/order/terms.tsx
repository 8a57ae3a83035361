import { View } from '@react-pdf/renderer';
import { LangText } from '../../arabic-text';
import type { Bilingual } from '../../institute';
import { L, type LabelKey } from '../../labels';
import { COLORS } from '../../theme';

/** Terms: English on the left, Arabic on the right, as bilingual documents in the UAE are laid out. */
export function TermsBlock({ terms, title = 'terms' }: { terms: Bilingual[]; title?: LabelKey }) {
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
