/**
 * Count a run's gold writes that leave out an input the doc requires ("Required. The device to
 * remove the configuration from."), and gold calls whose resource-name input is not in the form
 * the doc gives (`partners/[PARTNER_ID]/devices/[DEVICE_ID]` sent `customers/…`), with examples.
 *
 *   npx tsx scripts/required-inputs69.ts RUN_DIR...
 */
import {
  formattedNameInputs,
  resourceNameFault,
  resourceNameInputs,
} from "../src/core/domain/resource-names.js";
import { mandatoryByDoc } from "../src/core/plan/semantics.js";
import type { Task } from "../src/core/schema/task.js";
import type { ToolSpec } from "../src/core/schema/tool-spec.js";
import { runBundles, runLines } from "./run-dir.js";

const WRITES = new Set(["create", "update", "delete", "action"]);
for (const dir of process.argv.slice(2)) {
  const specs = new Map<string, ToolSpec>();
  for (const b of runBundles(dir)) for (const t of b.tools as ToolSpec[]) specs.set(t.name, t);
  const tasks = runLines(dir, "tasks.jsonl") as Task[];
  let writes = 0;
  let missing = 0;
  let named = 0;
  let wrong = 0;
  const shown: string[] = [];
  for (const t of tasks)
    for (const c of t.gold.calls) {
      const spec = specs.get(c.tool);
      if (!spec) continue;
      const props = (spec.inputSchema.properties ?? {}) as Record<string, unknown>;
      if (WRITES.has(String(spec.kind))) {
        writes++;
        const left = Object.keys(props).filter(
          (p) => mandatoryByDoc(props[p]) && !(p in c.args) && !/^(key|access_token)$/.test(p),
        );
        if (left.length > 0) {
          missing++;
          if (shown.length < 12)
            shown.push(`missing ${left.join(",")}: ${c.tool} ${JSON.stringify(c.args)}`);
        }
      }
      for (const input of [...resourceNameInputs(spec), ...formattedNameInputs(spec)]) {
        if (!(input.param in c.args)) continue;
        named++;
        const fault = resourceNameFault(c.args[input.param], input);
        if (!fault) continue;
        wrong++;
        if (shown.length < 24) shown.push(`form: ${c.tool} ${input.param}: ${fault}`);
      }
    }
  console.log(
    `${dir}: ${tasks.length} tasks; writes missing a doc-required input ${missing}/${writes}; resource names not in the doc's form ${wrong}/${named}`,
  );
  for (const s of shown) console.log(`  ${s.slice(0, 220)}`);
}
