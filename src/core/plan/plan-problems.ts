import { flattenInputs } from "../graph/schema-walk.js";
import type { EnvBundle, Plan } from "../schema/index.js";
import { parentToName, semanticModelOf } from "./semantics.js";

/**
 * Structural problems of a plan, empty when it is valid: every step's tool exists in its env,
 * every required input is bound, step bindings point to earlier steps (topological order, no
 * dangling references), step ids are unique and the goal is one of the steps; and a create names
 * its parent where the environment holds several (a Telegraf config made in one of eight orgs the
 * user never chose is a request with many right answers).
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
      const bundle = byId.get(step.env) as EnvBundle;
      const parent =
        leaf.required || bound.has(leaf.name) ? undefined : parentToName(bundle, spec, leaf.name);
      if (parent) {
        const entity = semanticModelOf(bundle)?.tools[spec.name]?.entity;
        const noun = (entity && semanticModelOf(bundle)?.entities[entity]?.noun) ?? "record";
        problems.push(
          `${step.id}: ${leaf.name} unbound: the ${noun} is made in one of ${parent.count} ${parent.collection.replace(/_/g, " ")}`,
        );
      }
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
