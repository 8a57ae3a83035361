import { View } from '@react-pdf/renderer';
import { LangText, langOf } from '../../arabic-text';
import { L, type LabelKey } from '../../labels';
import { sides } from '../../theme';
import type { DocLang } from '../../types';
import { BiLabel } from './bi-label';
import type { Party } from './facts';

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
          {party.tradeLicenceAuthority ? <PartyLine lang={lang} text={party.tradeLicenceAuthority} small /> : null}
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
              <LangText lang={langOf(f.value)} style={{ fontSize: 9, textAlign: s.end }}>
                {f.value}
              </LangText>
            </View>
          </View>
        ))}
      </View>
    </View>
  );
}

function PartyLine({ lang, text, bold, small }: { lang: DocLang; text: string; bold?: boolean; small?: boolean }) {
  const s = sides(lang);
  const textLang: DocLang = langOf(text);
  return (
    <LangText
      lang={textLang}
      style={{ fontSize: small ? 8.5 : 9.5, fontWeight: bold ? 700 : 400, textAlign: s.start, lineHeight: 1.3 }}
    >
      {text}
    </LangText>
  );
}
