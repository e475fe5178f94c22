/**
 * Count the causes of nonsense data the fresh62 blind readers named (stop 58, issue 11): per
 * conversation of a run (after the gates) and per seeded record of its environments (what later
 * conversations will show): ARNs that could not exist or name another record (`arn-shape`), ids
 * of a prefix and a counter in a cloud API (`counter-id`), CIDRs that are no range, Azure
 * operations that are none of their provider's, and later times before creation.
 *
 *   npx tsx scripts/nonsense-causes58.ts RUN_DIR [--examples]
 */
import { cloudProviderOf, isCloudProviderText } from "../src/core/domain/values.js";
import {
  arnDefects,
  azureOperationDefects,
  cidrText,
  counterId,
  recordDefects,
  updatedBeforeCreated,
} from "../src/core/synth/record-defects.js";
import { runBundles, runDirArgs, runLines } from "./run-dir.js";

const { dir, examples } = runDirArgs("usage: nonsense-causes58.ts RUN_DIR [--examples]");
const bundles = runBundles(dir);
const trajectories = runLines(dir, "trajectories.jsonl");
const CAUSES = [
  "arn-shape",
  "counter-id",
  "cidr-text",
  "azure-operation",
  "updated-before-created",
];
const inTalk = new Map<string, number>(CAUSES.map((c) => [c, 0]));
const inSeed = new Map<string, number>(CAUSES.map((c) => [c, 0]));
const quotes = new Map<string, string[]>();
const quote = (c: string, q: string) => {
  const l = quotes.get(c) ?? [];
  if (l.length < 4 && !l.includes(q)) l.push(q);
  quotes.set(c, l);
};
for (const tr of trajectories) {
  const kinds = new Set(recordDefects(tr, bundles).map((d) => d.kind as string));
  for (const c of CAUSES) if (kinds.has(c)) inTalk.set(c, (inTalk.get(c) ?? 0) + 1);
}
// biome-ignore lint/suspicious/noExplicitAny: dev scripts read the stored JSON as it is.
const walk = (v: any, key: string, cloud: boolean, depth = 0): void => {
  if (depth > 8 || v === null || typeof v !== "object") {
    if (typeof v === "string") {
      if (counterId(key, v, cloud ? "azure" : "")) bump("counter-id", `${key}: ${v}`);
      if (cidrText(key, v)) bump("cidr-text", `${key}: ${v}`);
    }
    return;
  }
  if (Array.isArray(v)) {
    for (const x of v) walk(x, key, cloud, depth + 1);
    return;
  }
  for (const d of [...arnDefects(v), ...azureOperationDefects(v), ...updatedBeforeCreated(v)])
    bump(d.kind, `${d.key}: ${d.value}`);
  for (const [k, x] of Object.entries(v)) walk(x, k, cloud, depth + 1);
};
const bump = (c: string, q: string) => {
  inSeed.set(c, (inSeed.get(c) ?? 0) + 1);
  quote(c, q.slice(0, 140));
};
for (const b of bundles) {
  const cloud = isCloudProviderText(
    `${b.domain} ${b.name} ${b.description} ${cloudProviderOf(b.tools)}`,
  );
  walk(b.initialState, "", cloud);
}
console.log(`${dir}: ${trajectories.length} conversations, ${bundles.length} bundles`);
for (const c of CAUSES) {
  console.log(`  ${c}: conversations ${inTalk.get(c)}, seeded values ${inSeed.get(c)}`);
  if (examples) for (const q of quotes.get(c) ?? []) console.log(`      ${q}`);
}
