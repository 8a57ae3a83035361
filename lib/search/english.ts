import { stemmer } from 'stemmer';

/**
 * English forms of a word: British spellings mapped to American (the catalogue writes "programme", "tokenisation",
 * visitors type either), then the Porter stem (stemmer), so "negotiating" meets "negotiation" and "manager" meets
 * "management". A word is indexed and searched under all of its forms.
 */

/** Whole words that no suffix rule covers. */
const BRITISH_WORDS: Record<string, string> = {
  programme: 'program',
  programmes: 'programs',
  centre: 'center',
  centres: 'centers',
  licence: 'license',
  licences: 'licenses',
  colour: 'color',
  behaviour: 'behavior',
  labour: 'labor',
  neighbour: 'neighbor',
  neighbourhood: 'neighborhood',
  neighbourhoods: 'neighborhoods',
  favour: 'favor',
  cheque: 'check',
  cheques: 'checks',
  defence: 'defense',
  enrol: 'enroll',
  enrolment: 'enrollment',
  fulfil: 'fulfill',
  catalogue: 'catalog',
  practise: 'practice',
  practising: 'practicing',
  practises: 'practices',
  practised: 'practiced',
};

/** Suffix rules (-isation → -ization, -ise → -ize, modelling → modeling…), longest first. */
const BRITISH_SUFFIXES: [RegExp, string][] = [
  [/isations?$/, 'ization'],
  [/ising$/, 'izing'],
  [/ised$/, 'ized'],
  [/ises$/, 'izes'],
  // modelling, travelling, labelling (not selling, telling: a consonant-vowel-consonant must come before "ell")
  [/([a-z][aeiou][^aeiou])ell(ing|ed|ers?)$/, '$1el$2'],
];

/** Words ending in -ise that are the same in American English. */
const ISE_KEPT = new Set([
  'advise',
  'advised',
  'advises',
  'advising',
  'exercise',
  'exercised',
  'exercises',
  'expertise',
  'franchise',
  'franchised',
  'franchises',
  'premise',
  'premises',
  'promise',
  'promised',
  'promises',
  'promising',
  'raise',
  'raised',
  'raises',
  'raising',
  'revise',
  'revised',
  'revises',
  'rise',
  'rises',
  'surprise',
  'supervise',
  'supervised',
  'supervising',
  'televised',
  'wise',
  'otherwise',
  'enterprise',
  'enterprises',
  'merchandise',
  'compromise',
  'comprised',
  'comprises',
  'devise',
  'devised',
  'precise',
  'concise',
  'noise',
  'cruise',
  'praise',
  'arise',
  'arises',
  'arising',
  'arised',
  'paradise',
  'despise',
  'disguise',
  'excise',
  'incise',
  'chastise',
  'improvise',
  'improvised',
  'improvising',
  'appraise',
  'appraised',
  'appraising',
  'appraises',
]);

/** The American spelling of a folded English word (itself when it is not British). */
export function americanSpelling(word: string): string {
  const whole = BRITISH_WORDS[word];
  if (whole) return whole;
  if (ISE_KEPT.has(word)) return word;
  for (const [pattern, replacement] of BRITISH_SUFFIXES) {
    if (pattern.test(word)) return word.replace(pattern, replacement);
  }
  return word;
}

/** The forms a folded Latin word is indexed and searched under: itself, its American spelling, and their stem. */
export function englishForms(word: string): string[] {
  if (/^\d+$/.test(word)) return [word];
  const american = americanSpelling(word);
  return [...new Set([word, american, stemmer(american)])];
}
