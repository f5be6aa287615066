/**
 * Whether an esbuild bundle is older than the files it was built from (its metafile's inputs,
 * recorded beside it): shared by the command line's and the server's builds.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A file's modification time in ms, or NaN when it does not exist. */
export function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return Number.NaN;
  }
}

/** True when `bundle` is missing, or a file listed in `inputsFile` (paths from `root`) changed or vanished since. */
export function bundleIsStale(root, bundle, inputsFile) {
  const built = mtime(bundle);
  if (Number.isNaN(built)) return true;
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
  } catch {
    return true;
  }
  if (!Array.isArray(inputs)) return true;
  return inputs.some((file) => !(mtime(join(root, file)) <= built));
}
