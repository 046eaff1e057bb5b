import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** 1 by default; e.g. TEST_TIMEOUT_SCALE=4 where the machine is shared. */
const timeoutScale = Number(process.env.TEST_TIMEOUT_SCALE ?? 1) || 1;

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['src/core/**/*.test.ts', 'src/web/**/*.test.ts'], environment: 'node' } },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          // TEST_TIMEOUT_SCALE: longer limits on a machine busy with other work (the limits catch hangs, not slowness).
          testTimeout: 30_000 * timeoutScale,
          hookTimeout: 60_000 * timeoutScale,
        },
      },
    ],
  },
});
