import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildCorpus, type Corpus, type PolicyRow, runPolicies } from "./harness.js";
import { POLICIES } from "./policies.js";

/**
 * The reward-hacking suite: every scripted policy in policies.ts is played on the tasks the real
 * pipeline synthesises for every example environment (public/examples) plus two test docs (a
 * Google-style API with transport parameters; BFCL functions), and must stay within its bound.
 */
const TASKS_PER_ENV = 5;
const root = join(import.meta.dirname, "..", "..");

async function docs(): Promise<{ name: string; text: string }[]> {
  const examples = join(root, "public", "examples");
  const names = (await readdir(examples)).filter((n) => n !== "index.json").sort();
  const extra = [
    join(import.meta.dirname, "fixtures", "notices.openapi.yaml"),
    join(root, "test", "fixtures", "ingest", "weather.bfcl.jsonl"),
  ];
  return Promise.all(
    [...names.map((n) => join(examples, n)), ...extra].map(async (p) => ({
      name: p.split("/").pop() as string,
      text: await readFile(p, "utf8"),
    })),
  );
}

let corpora: Corpus[] = [];
let rows: PolicyRow[] = [];

beforeAll(async () => {
  corpora = [];
  for (const d of await docs())
    corpora.push(await buildCorpus(d, { count: TASKS_PER_ENV, seed: 3 }));
  rows = [];
  for (const c of corpora) rows.push(...(await runPolicies(c, POLICIES)));
}, 900_000);

describe("reward-hacking suite", () => {
  it("plays at least 12 policies on tasks of every fixture environment", () => {
    expect(POLICIES.length).toBeGreaterThanOrEqual(12);
    for (const c of corpora) expect(c.tasks.length, c.name).toBeGreaterThan(0);
    expect(corpora.length).toBeGreaterThanOrEqual(6);
  });

  for (const policy of POLICIES) {
    it(`${policy.name}: ${policy.what} — ${policy.bound.exact ? "=" : "≤"} ${policy.bound.max}`, () => {
      const mine = rows.filter((r) => r.policy === policy.name);
      expect(mine.length, "the policy applies to some task").toBeGreaterThan(0);
      for (const r of mine) {
        const detail = `${r.corpus} ${r.taskId.slice(0, 12)}: ${JSON.stringify(r.components)}`;
        if (policy.bound.exact) expect(r.total, detail).toBe(policy.bound.max);
        else expect(r.total, detail).toBeLessThanOrEqual(policy.bound.max);
        expect(r.total).toBeGreaterThanOrEqual(0);
      }
      if (policy.bound.meanMax !== undefined) {
        const mean = mine.reduce((s, r) => s + r.total, 0) / mine.length;
        expect(mean).toBeLessThanOrEqual(policy.bound.meanMax);
      }
    });
  }

  it("no policy that skips or breaks part of the task beats the gold rollout", () => {
    for (const r of rows)
      if (r.policy !== "gold" && r.policy !== "gold+plumbing")
        expect(r.total, `${r.policy} on ${r.taskId}`).toBeLessThan(1);
  });
});
