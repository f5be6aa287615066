/** Command-line options of the long benches (`npm run bench -- <name> --option value`). */

/** The value after `--name`, if given. */
export function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
}

/** A whole number from 1 given as `--name` (else `fallback`); `bench` names the bench in the error. */
export function wholeOption(bench: string, name: string, fallback: number): number {
  const n = Number(option(name) ?? fallback);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${bench}: --${name} must be a whole number from 1`);
  return n;
}
