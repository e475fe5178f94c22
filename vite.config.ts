import { defineConfig } from "vite";
import { codeIdentity } from "./src/adapters/node/generator-build.js";

// The app's stage keys carry the generator build (its core sources, hashed at build time), so
// IndexedDB artifacts of an earlier build are not resumed from after an upgrade.
const generatorBuild = await codeIdentity(import.meta.dirname, "src/core");

// Relative base so dist/ works from any static host or sub-path.
export default defineConfig({
  base: "./",
  define: { "import.meta.env.ENVFACTORY_BUILD": JSON.stringify(generatorBuild) },
  build: {
    outDir: "dist/app",
    target: "es2022",
    sourcemap: true,
  },
  worker: { format: "es" },
  optimizeDeps: { exclude: ["@jitl/quickjs-wasmfile-release-sync", "@mlc-ai/web-llm"] },
});
