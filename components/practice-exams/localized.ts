/** The field of `lang` of a bilingual record (`Title_en` / `Title_ar`). */
export function inLang<K extends string, T extends Record<`${K}_en` | `${K}_ar`, string>>(
  lang: string,
  record: T,
  key: K,
): string {
  return lang === 'ar' ? record[`${key}_ar`] : record[`${key}_en`];
}

/** The options of a question in `lang`. */
export const optionsIn = (lang: string, q: { Options_en: string[]; Options_ar: string[] }) =>
  lang === 'ar' ? q.Options_ar : q.Options_en;

/** Seconds as m:ss or h:mm:ss (Western digits, as every number on the site). */
export function clockText(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
