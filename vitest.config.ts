import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    setupFiles: ["test/setup/no-console.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Vitest runs one file at a time on a 2-core machine by default (cores − 1); most slow files
    // wait on child processes (CLI runs, Chromium, python3), so two at once halve the wall time.
    maxWorkers: 2,
  },
});
