// Dev tool: count a run's tasks whose user names a resource-name input by its parameter or gives
// a value that is no resource name (`npx tsx scripts/resource-names59.ts RUN_DIR... [--examples]`):
// "the algorithm for my name" → `name: "Partner integration"`, "catalogs for resource eh9rvxnkji".
import { resourceNameInputs } from "../src/core/domain/resource-names.js";
import type { Task } from "../src/core/schema/task.js";
import type { ToolSpec } from "../src/core/schema/tool-spec.js";
import { resourceNameProblems } from "../src/core/synth/checks.js";
import { runBundles, runLines } from "./run-dir.js";

const examples = process.argv.includes("--examples");
for (const dir of process.argv.slice(2).filter((a) => !a.startsWith("--"))) {
  const bundles = runBundles(dir);
  const tasks = runLines(dir, "tasks.jsonl") as Task[];
  let withInput = 0;
  let marked = 0;
  const lines: string[] = [];
  for (const t of tasks) {
    const used = bundles.filter((b) => t.envs.some((e) => e.bundleId === b.id));
    const takes = t.gold.calls.some((c) =>
      used.some((b) =>
        b.tools.some(
          (s: ToolSpec) =>
            s.name === c.tool && resourceNameInputs(s).some((i) => i.param in c.args),
        ),
      ),
    );
    if (takes) withInput++;
    const problems = resourceNameProblems(t, bundles);
    if (problems.length === 0) continue;
    marked++;
    if (examples)
      lines.push(`  ${t.turns.map((u) => u.user).join(" / ")}\n    ${problems.join("; ")}`);
  }
  console.log(
    `${dir}: ${marked} of ${tasks.length} tasks marked (${withInput} take a resource name)`,
  );
  for (const l of lines) console.log(l);
}
