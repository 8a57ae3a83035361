/** The head of an order document: the institute (name, address, contacts, TRN), the title and the paid badge. */
import { Text, View } from '@react-pdf/renderer';
import { LangText } from '../../arabic-text';
import { pickLang, type Bilingual, type InstituteInfo } from '../../institute';
import { L } from '../../labels';
import { COLORS, other, sides } from '../../theme';
import type { DocLang } from '../../types';
import { FS } from './font-sizes';

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
