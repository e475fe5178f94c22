import { defineConfig } from "vite";

// Relative base so dist/ works from any static host or sub-path.
export default defineConfig({
  base: "./",
  build: {
    outDir: "dist/app",
    target: "es2022",
    sourcemap: true,
  },
  worker: { format: "es" },
  optimizeDeps: { exclude: ["@jitl/quickjs-wasmfile-release-sync", "@mlc-ai/web-llm"] },
});
