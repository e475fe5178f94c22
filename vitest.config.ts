import { defineConfig } from "vitest/config";

/**
 * Files that need a fresh module graph of their own: `vi.mock` users, and the browser end-to-end
 * files, whose in-process vite build of the site overflows the stack in a worker that has already
 * run other files.
 */
export const ISOLATED = [
  "test/e2e/**/*.test.ts",
  "test/pipeline/generator-build.test.ts",
  "test/app/webllm-runtime.test.ts",
  "test/envgen/episode-model-cache.test.ts",
  "test/verify/bundle-id-once.test.ts",
];

export default defineConfig({
  test: {
    setupFiles: ["test/setup/no-console.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Vitest runs one file at a time on a 2-core machine by default (cores − 1); most slow files
    // wait on child processes (CLI runs, Chromium, python3), so two at once halve the wall time.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // Importing the core once per worker instead of once per file: import time was 405 s of a
        // 796 s run when every one of the 406 files loaded it afresh (stop 52's clean-clone CI).
        test: { name: "shared", include: ["test/**/*.test.ts"], exclude: ISOLATED, isolate: false },
      },
      { extends: true, test: { name: "isolated", include: ISOLATED } },
    ],
  },
});
