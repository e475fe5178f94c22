// Verification's sandbox cost over a set of documents (VERIFY_DOCS=DIR, default public/examples;
// the paper-scale set is /work/runs/speed46-docs/d85 on the dev machine): CPU time of verify, the
// QuickJS instances it loads (createInstance plus runJob's fresh one) and a hash of the reports
// and bundles, so a change that should be output-neutral shows the same hash before and after.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { shareQuickJsWasmFromPackage } from "../src/adapters/node/quickjs-wasm.js";
import { createDefaultStages } from "../src/core/pipeline/index.js";
import { createInProcessSandbox, type Sandbox } from "../src/core/sandbox/index.js";
import { canonicalJson, sha256Hex } from "../src/core/schema/index.js";
import type { Report } from "./run.js";

const SEED = 7;

function files(dir: string): { name: string; text: string }[] {
  return readdirSync(dir)
    .filter((f) => f !== "index.json" && !f.endsWith(".envbundle.json"))
    .sort()
    .map((f) => ({ name: f, text: readFileSync(join(dir, f), "utf8") }));
}

/**
 * A sandbox that counts the instances it loads and the calls they get; `firstCalls` are those of
 * the first instance loaded since `next()` (verification's probe instance, also used by the CRUD
 * laws), the rest are the replay checks'.
 */
function counting(inner: Sandbox): {
  sandbox: Sandbox;
  loads: () => number;
  calls: () => number;
  firstCalls: () => number;
  next: () => void;
} {
  let loads = 0;
  let calls = 0;
  let firstCalls = 0;
  let first = true;
  return {
    sandbox: {
      ...inner,
      async createInstance(bundle, options) {
        loads++;
        const made = await inner.createInstance(bundle, options);
        if (made.ok) {
          const i = made.value;
          const isFirst = first;
          first = false;
          const count = (n: number) => {
            calls += n;
            if (isFirst) firstCalls += n;
          };
          const call = i.call.bind(i);
          i.call = (tool, args) => {
            count(1);
            return call(tool, args);
          };
          const many = i.callMany?.bind(i);
          if (many)
            i.callMany = (list) => {
              count(list.length);
              return many(list);
            };
        }
        return made;
      },
      runJob(job) {
        loads++;
        calls += job.calls.length;
        return inner.runJob(job);
      },
      runJobs(jobs) {
        loads += jobs.length;
        for (const j of jobs) calls += j.calls.length;
        return inner.runJobs!(jobs);
      },
    },
    loads: () => loads,
    calls: () => calls,
    firstCalls: () => firstCalls,
    next: () => {
      first = true;
    },
  };
}

export async function run(report: Report): Promise<void> {
  shareQuickJsWasmFromPackage();
  const dir = process.env.VERIFY_DOCS ?? join(import.meta.dirname, "..", "public/examples");
  const stages = createDefaultStages();
  const { docs } = await stages.ingest(files(dir), {});
  const bundles = [];
  for (const doc of docs) {
    const b = await stages.build(doc, { seed: SEED });
    if (b.ok) bundles.push(b.value);
  }
  const { sandbox, loads, calls, firstCalls, next } = counting(createInProcessSandbox());
  const out: unknown[] = [];
  const cpu0 = process.cpuUsage();
  for (const bundle of bundles) {
    next();
    out.push(await stages.verify(bundle, { seed: SEED, sandbox }));
  }
  const cpu = process.cpuUsage(cpu0);
  await sandbox.dispose();
  const hash = (await sha256Hex(canonicalJson(out))).slice(0, 16);
  const tools = bundles.reduce((n, b) => n + b.tools.length, 0);
  report(
    "verify: CPU time",
    (cpu.user + cpu.system) / 1000,
    "ms",
    `${bundles.length} bundles, ${tools} tools`,
  );
  report(
    "verify: QuickJS instances loaded",
    loads(),
    "",
    `${(loads() / Math.max(1, bundles.length)).toFixed(2)} per bundle`,
  );
  report("verify: calls into the sandbox", calls(), "");
  report(
    "verify: calls of the replay checks",
    calls() - firstCalls(),
    "",
    "the rest are probes and CRUD laws",
  );
  report("verify: reports and bundles hash", 0, hash);
}
