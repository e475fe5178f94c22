import { flattenInputs } from "../graph/schema-walk.js";
import type { EnvBundle, Plan } from "../schema/index.js";

/**
 * Structural problems of a plan, empty when it is valid: every step's tool exists in its env,
 * every required input is bound, step bindings point to earlier steps (topological order, no
 * dangling references), step ids are unique and the goal is one of the steps.
 */
export function planProblems(plan: Plan, bundles: EnvBundle[]): string[] {
  const problems: string[] = [];
  const byId = new Map(bundles.map((b) => [b.id, b]));
  const seen = new Set<string>();
  for (const step of plan.steps) {
    if (seen.has(step.id)) problems.push(`${step.id}: duplicate step id`);
    if (!plan.envs.includes(step.env)) problems.push(`${step.id}: env not listed in plan.envs`);
    const spec = byId.get(step.env)?.tools.find((t) => t.name === step.tool);
    if (!spec) {
      problems.push(`${step.id}: unknown tool ${step.tool}`);
      seen.add(step.id);
      continue;
    }
    const bound = new Set(Object.keys(step.args).map((k) => k.replace(/\[\d+\]/g, "[]")));
    for (const leaf of flattenInputs(spec.inputSchema)) {
      if (leaf.required && !bound.has(leaf.name)) problems.push(`${step.id}: ${leaf.name} unbound`);
    }
    for (const [key, b] of Object.entries(step.args)) {
      if (b.from === "step" && !seen.has(b.step)) {
        problems.push(`${step.id}.${key}: refers to ${b.step}, which does not come before it`);
      }
    }
    seen.add(step.id);
  }
  if (!seen.has(plan.goal)) problems.push(`goal ${plan.goal} is not a step`);
  return problems;
}
