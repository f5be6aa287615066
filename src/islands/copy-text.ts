/**
 * Copies text to the clipboard: resolves true once copied, false when the browser has no clipboard or
 * refuses (the caller then shows the text to copy by hand, or says it failed). Never rejects.
 */
export function copyText(text: string): Promise<boolean> {
  if (navigator.clipboard === undefined) return Promise.resolve(false);
  return navigator.clipboard.writeText(text).then(
    () => true,
    () => false,
  );
}
