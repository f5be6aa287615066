/**
 * Client-side message formatting for islands: fills `{{name}}` placeholders like i18next does,
 * without shipping i18next to the browser. Islands get their raw strings from `pickStrings`.
 */
export type MessageVars = Readonly<Record<string, string | number>>;

export function formatMessage(template: string, vars: MessageVars = {}): string {
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = vars[name];
    return value === undefined ? whole : String(value);
  });
}

/**
 * The forms a counted string has in every dictionary, named as i18next names them: `<key>_one` ('1 étoile') and
 * `<key>_other` ('2 étoiles'). A language's CLDR rules pick the form: French says 0 and 1 in the singular,
 * German and Spanish only 1; a category our languages do not write (French 'many', for a million) takes 'other'.
 */
export const PLURAL_FORMS = ['one', 'other'] as const;
export type PluralForm = (typeof PLURAL_FORMS)[number];

/** Plural rules by language, made on first use and kept (building one is slow, islands render often). */
const PLURAL_RULES = new Map<string, Intl.PluralRules>();

/** The form `count` takes in the language of `langTag` (a BCP 47 tag: 'pt-BR', 'fr'). */
export function pluralForm(langTag: string, count: number): PluralForm {
  let rules = PLURAL_RULES.get(langTag);
  if (rules === undefined) {
    rules = new Intl.PluralRules(langTag);
    PLURAL_RULES.set(langTag, rules);
  }
  return rules.select(count) === 'one' ? 'one' : 'other';
}

/** The keys of a counted string's forms, for a page's string registry. */
export const pluralKeys = (key: string): string[] => PLURAL_FORMS.map((form) => `${key}_${form}`);

/**
 * A counted string with its placeholders filled: the form `count` takes (`<key>_one` or `<key>_other`), or, for
 * a dictionary without forms, `key` itself (as i18next falls back). `strings` reads a raw string by key.
 */
export function formatCounted(
  strings: (key: string) => string | undefined,
  key: string,
  langTag: string,
  count: number,
  vars: MessageVars = {},
): string {
  const template = strings(`${key}_${pluralForm(langTag, count)}`) ?? strings(`${key}_other`) ?? strings(key) ?? key;
  return formatMessage(template, vars);
}

/** A counted string's forms, for an island handed its strings as props. */
export type PluralStrings = Readonly<Record<PluralForm, string>>;

/** The forms of the counted string `key`, read with `get` (a raw-string lookup). */
export function pluralStrings(get: (key: string) => string, key: string): PluralStrings {
  return { one: get(`${key}_one`), other: get(`${key}_other`) };
}

/** The form of `forms` that `count` takes in the language of `langTag`, filled from `vars`. */
export function formatPlural(forms: PluralStrings, langTag: string, count: number, vars: MessageVars = {}): string {
  return formatMessage(forms[pluralForm(langTag, count)], vars);
}

/**
 * A chance (0..1) as a whole percent in the reader's language ('31 %'). Formats are made on first use and kept:
 * building an Intl.NumberFormat is slow, and every exercise island renders its texts often (a course stage page
 * spent ~50 ms of its start building them).
 */
const PERCENT = new Map<string, Intl.NumberFormat>();
export function formatPercent(langTag: string, x: number): string {
  let format = PERCENT.get(langTag);
  if (format === undefined) {
    format = new Intl.NumberFormat(langTag, { style: 'percent', maximumFractionDigits: 0 });
    PERCENT.set(langTag, format);
  }
  return format.format(x);
}
