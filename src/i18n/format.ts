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
