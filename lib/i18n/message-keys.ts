import type { createTranslator, Messages, NamespaceKeys, NestedKeyOf, NestedValueOf } from 'next-intl';

/** A key of a message in messages/en.json (a leaf, not a namespace), e.g. `errors.loginFirst`. */
type MessageKey = {
  [K in NestedKeyOf<Messages>]: NestedValueOf<Messages, K> extends string ? K : never;
}[NestedKeyOf<Messages>];

/**
 * A key whose message takes no argument: what a BFF answer's `error` names and a page translates as it is
 * (`t(answer.error)`). The server's keys are checked against it (lib/validation/messages.ts).
 */
export type PlainMessageKey = {
  [K in MessageKey]: NestedValueOf<Messages, K> extends `${string}{${string}` ? never : K;
}[MessageKey];

/** The translator of a namespace, as `useTranslations(namespace)` and `getTranslations(namespace)` return it. */
export type Translator<Namespace extends NamespaceKeys<Messages, NestedKeyOf<Messages>> = never> = ReturnType<
  typeof createTranslator<Messages, Namespace>
>;

type LooseTranslate = (key: string, values?: Record<string, string>) => string;

/**
 * Translates a key that arrives as a string at run time: a zod issue's message or a BFF answer's `error`. The
 * constants those keys come from are checked against the messages (`satisfies` PlainMessageKey in
 * lib/validation/messages.ts and lib/validation/cart.ts); here `t.has` checks again, and an unknown key is shown
 * as it is rather than failing the render.
 */
export function translateKey(t: Translator, key: string, values?: Record<string, string | number>): string {
  if (!t.has(key as MessageKey)) return key;
  // Plain ICU arguments take text: a number is written as the page writes it (Latin digits), not by ICU.
  const text = values && Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));
  return (t as unknown as LooseTranslate)(key, text);
}
