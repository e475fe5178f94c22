// Builds the Node CLI (and its worker_threads entries) into dist/cli with Vite's SSR build;
// dependencies stay external and are resolved from node_modules at run time, except those in
// BUNDLED (see there).
import { readdirSync } from "node:fs";
import { build } from "vite";

const workers = Object.fromEntries(
  readdirSync("src/adapters/node")
    .filter((f) => f.endsWith("-worker.ts"))
    .map((f) => [f.replace(/\.ts$/, ""), `src/adapters/node/${f}`]),
);

/**
 * Dependencies bundled into dist/cli instead of imported from node_modules. @faker-js/faker's
 * package entry imports all of its 77 locales; the code uses `en` and `base` only. Imported whole,
 * it cost every thread of a run (the main one and each stage worker) ~16 MB of heap and ~37 MB
 * of resident memory; bundled, the unused locales are left out (the package says it has no side
 * effects) and what runs is the same code.
 */
const BUNDLED = ["@faker-js/faker"];

const outDir = process.env.ENVFACTORY_CLI_OUT ?? "dist/cli";

await build({
  configFile: false,
  logLevel: "warn",
  publicDir: false,
  ssr: { noExternal: BUNDLED },
  build: {
    ssr: true,
    outDir,
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    rollupOptions: {
      input: { envfactory: "src/cli/main.ts", ...workers },
      output: { format: "es", entryFileNames: "[name].js" },
    },
  },
});
