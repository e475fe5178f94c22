// Runs every bench/*.bench.ts (or those named on the command line) and prints their figures.
// Each module exports `run(report)`; ratios are always against a baseline measured in the same run,
// because this machine is shared and absolute times drift.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export type Report = (name: string, value: number, unit: string, note?: string) => void;
export interface BenchModule {
  run(report: Report): Promise<void>;
}

const dir = import.meta.dirname;
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

for (const file of files) {
  process.stdout.write(`\n## ${file.replace(/\.bench\.ts$/, "")}\n`);
  const mod = (await import(pathToFileURL(join(dir, file)).href)) as BenchModule;
  await mod.run((name, value, unit, note) => {
    const v = Number.isInteger(value) ? String(value) : value.toPrecision(4);
    process.stdout.write(
      `${name.padEnd(58)} ${v.padStart(12)} ${unit}${note ? `  (${note})` : ""}\n`,
    );
  });
}
