#!/usr/bin/env node
// The CLI is built into dist/cli by `npm ci` (prepare) or `npm run build:cli`.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const built = fileURLToPath(new URL("../dist/cli/envfactory.js", import.meta.url));
if (!existsSync(built)) {
  process.stderr.write(
    "envfactory: the CLI is not built yet; run `npm run build:cli` (npm ci does it).\n",
  );
  process.exit(1);
}
const { runCli } = await import(built);
await runCli();
