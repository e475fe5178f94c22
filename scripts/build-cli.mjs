// Builds the Node CLI (and its worker_threads entries) into dist/cli with Vite's SSR build;
// dependencies stay external and are resolved from node_modules at run time.
import { readdirSync } from "node:fs";
import { build } from "vite";

const workers = Object.fromEntries(
  readdirSync("src/adapters/node")
    .filter((f) => f.endsWith("-worker.ts"))
    .map((f) => [f.replace(/\.ts$/, ""), `src/adapters/node/${f}`]),
);

await build({
  configFile: false,
  logLevel: "warn",
  publicDir: false,
  build: {
    ssr: true,
    outDir: "dist/cli",
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    rollupOptions: {
      input: { envfactory: "src/cli/main.ts", ...workers },
      output: { format: "es", entryFileNames: "[name].js" },
    },
  },
});
