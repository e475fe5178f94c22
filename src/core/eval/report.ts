import type { EvalSummary } from "./metrics.js";

const pct = (x: number | null) => (x === null ? "—" : `${(x * 100).toFixed(1)}%`);
const num = (x: number) => x.toFixed(3);

/** EVAL.md: the summary for people. Same summary ⇒ same text (no dates, no timings). */
export function renderEvalMarkdown(s: EvalSummary): string {
  const lines: string[] = [
    `# Evaluation of ${s.model}`,
    "",
    `${s.tasks} tasks (${s.split} split) × ${s.trials} trial${s.trials === 1 ? "" : "s"} = ${s.rollouts} rollouts. A rollout passes when its reward reaches ${s.passThreshold}.`,
    "",
    "| metric | value |",
    "| --- | --- |",
    `| mean reward | ${num(s.meanReward)} |`,
    `| pass rate | ${pct(s.passRate)} |`,
    ...Object.entries(s.passHatK).map(([k, v]) => `| pass^${k} | ${pct(v)} |`),
    ...Object.entries(s.components).map(([k, v]) => `| component ${k} (mean) | ${num(v)} |`),
    "",
    "pass^k is the chance that all k independent trials of a task pass (τ-bench estimate: mean over tasks of C(c,k)/C(n,k)).",
    "",
    "## By environment",
    "",
    "| environment | tasks | rollouts | mean reward | pass rate |",
    "| --- | --- | --- | --- | --- |",
    ...Object.entries(s.byEnvironment).map(
      ([k, g]) =>
        `| ${k} | ${g.tasks} | ${g.rollouts} | ${num(g.meanReward)} | ${pct(g.passRate)} |`,
    ),
    "",
    "## By tool",
    "",
    "| tool | tasks | gold calls | calls made right | mean reward | pass rate |",
    "| --- | --- | --- | --- | --- | --- |",
    ...Object.entries(s.byTool).map(
      ([k, g]) =>
        `| ${k} | ${g.tasks} | ${g.goldCalls} | ${pct(g.callRecall)} | ${num(g.meanReward)} | ${pct(g.passRate)} |`,
    ),
    "",
    "## Failures",
    "",
    "| category | primary (failed rollouts) | listed anywhere |",
    "| --- | --- | --- |",
  ];
  const cats = [...new Set([...Object.keys(s.failures.primary), ...Object.keys(s.failures.any)])];
  if (cats.length === 0) lines.push("| (none) | 0 | 0 |");
  for (const c of cats)
    lines.push(`| ${c} | ${s.failures.primary[c] ?? 0} | ${s.failures.any[c] ?? 0} |`);
  lines.push(
    "",
    `Episodes ended: ${Object.entries(s.endReasons)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}.`,
    "",
  );
  return lines.join("\n");
}
