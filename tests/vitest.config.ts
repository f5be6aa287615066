import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // The engines' property tests take 1-3 s on a quiet machine; on a loaded 2-core one they came near vitest's 5 s default.
    testTimeout: 15_000,
  },
});
