import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, where
    // two finish the unit tests in about 60 s instead of 95 s (most of a file's time is waiting
    // on its imports and DOM set-up, not on the CPU).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'domain', include: ['domain/src/**/*.test.ts'] } },
      { test: { name: 'emulator', include: ['emulator/src/**/*.test.ts'], testTimeout: 30_000 } },
      {
        test: {
          name: 'functions',
          include: ['functions/src/**/*.test.ts', 'functions/test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['web/src/test-utils/setup.ts'],
          // Component tests drive a real DOM; on a busy 2-core machine one can take seconds.
          testTimeout: 20_000,
        },
      },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
    ],
  },
});
