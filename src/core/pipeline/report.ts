import { formatError } from "../errors.js";
import type { ChatMessage } from "../schema/index.js";
import {
  type DatasetQuality,
  datasetQuality,
  draftWordingOf,
  qualityRows,
} from "../synth/dataset-quality.js";
import type { PipelineOptions } from "./context.js";
import type { RunResult } from "./run-pipeline.js";

/** The run report (report.json): what was built and how good it is. No timestamps, so a resumed
 * run writes the same bytes. */
export interface RunReport {
  format: "envfactory.run-report/v1";
  runId: string;
  options: { seed: number; count: number; turns: string };
  inputs: {
    file: string;
    status: "ingested" | "failed";
    env?: string;
    format?: string;
    tools?: number;
    error?: string;
  }[];
  environments: {
    name: string;
    domain: string;
    bundleId: string;
    toolsIngested: number;
    toolsKept: number;
    toolsVerified: number;
    verificationRate: number;
    envChecksPassed: boolean;
    usedForTasks: boolean;
  }[];
  verification: {
    toolsIngested: number;
    toolsVerified: number;
    rate: number;
    envsPassed: number;
    envs: number;
  };
  graph: Record<string, unknown>;
  dataset: {
    tasks: number;
    trajectories: number;
    requested: number;
    singleTurn: number;
    multiTurn: number;
    meanToolCalls: number;
    toolsUsed: number;
    toolsAvailable: number;
  };
  /** Pass rate of each refinement check over the kept tasks (`no-leak`, `solvable`, …). */
  checks: { name: string; passed: number; total: number; rate: number }[];
  quality: { leakRate: number | null; solvability: number | null; replayExactness: number | null };
  /** The QUALITY.md figures (form wording, code identifiers, ISO timestamps, plumbing facts, …). */
  figures: DatasetQuality;
  synth: Record<string, unknown>;
  failures: { stage: string; where: string; error: string }[];
  samples: { taskId: string; messages: ChatMessage[] }[];
}

/**
 * Why a run made fewer tasks than asked, when the sampler ran out of new plans: the count the
 * environments gave and the attempts it took, so a user knows asking again will not give more.
 */
export function shortfallNote(report: Pick<RunReport, "dataset" | "synth">): string | undefined {
  const e = report.synth.exhausted as
    | { round: number; attempts: number; failuresInARow: number }
    | undefined;
  if (!e) return undefined;
  return `made ${report.dataset.tasks} of ${report.dataset.requested} requested tasks: the environments gave no new plan in ${e.failuresInARow} attempts in a row, so sampling stopped after ${e.attempts} attempts (round ${e.round + 1})`;
}

/**
 * What the gates dropped before anything was kept: drafts whose closing reply the bad-answer check
 * rejected, drafts whose conversation holds nonsense data, and drafts a task check failed, with their most frequent reasons. The kept figures
 * below count what passed, so a gate that catches more shows here, not there.
 */
export function gateNote(report: Pick<RunReport, "synth">): string | undefined {
  const dropped = report.synth.dropped as Record<string, number> | undefined;
  if (!dropped) return undefined;
  const sum = (prefix: string) =>
    Object.entries(dropped)
      .filter(([k]) => k.startsWith(prefix))
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const answers = sum("answer:");
  const data = sum("data:");
  const checks = sum("check:");
  const total = (xs: [string, number][]) => xs.reduce((n, [, v]) => n + v, 0);
  const top = (xs: [string, number][], cut: number) =>
    xs
      .slice(0, 4)
      .map(([k, v]) => `${k.slice(cut)} ${v}`)
      .join(", ");
  if (answers.length === 0 && data.length === 0 && checks.length === 0) return undefined;
  return `drafts dropped by the gates: ${total(answers)} for a bad answer${answers.length ? ` (${top(answers, 7)})` : ""}, ${total(data)} for nonsense data${data.length ? ` (${top(data, 5)})` : ""}, ${total(checks)} for a failed check${checks.length ? ` (${top(checks, 6)})` : ""}`;
}

/** Plain words for the stage a plan died at (`sampler:no-producer` → "no tool makes what it needs"). */
function deathWords(reason: string): string {
  const [stage, ...rest] = reason.split(":");
  const what = rest.join(":");
  if (reason === "sampler:no-producer")
    return "no producer (no tool lists or makes a value its calls need)";
  if (stage === "sampler" && what.startsWith("tool-error"))
    return `grounding failure (its calls answered ${what.slice("tool-error:".length)})`;
  if (stage === "sampler") return `grounding failure (${what})`;
  if (stage === "check") return `gate (the ${what} check)`;
  if (stage === "data") return `gate (nonsense data: ${what})`;
  if (stage === "answer") return `gate (bad answer: ${what})`;
  return `build (${reason})`;
}

/**
 * How the tasks fell over the environments, and for each environment with verified tools that
 * got none, why: the stage where most of its plans died (no producer, grounding failure, a gate),
 * so a user sees which API gave nothing and what to look at.
 */
export function envShareNotes(report: Pick<RunReport, "synth">): string[] {
  const per = report.synth.tasksPerEnvironment as Record<string, number> | undefined;
  const shares = (report.synth.envShares ?? {}) as Record<string, number>;
  const none = (report.synth.envsWithoutTasks ?? []) as Array<{
    environment: string;
    verifiedTools: number;
    reasons: string[];
  }>;
  if (!per) return [];
  const out = [
    `tasks per environment (share of the count): ${Object.entries(per)
      .map(([e, n]) => `${e} ${n} (${shares[e] ?? 0})`)
      .join(", ")}`,
  ];
  if (none.length > 0)
    out.push(
      `environments without a task: ${none.length} — ${none
        .map((e) => {
          const top = e.reasons[0];
          if (!top)
            return `${e.environment} (${e.verifiedTools} verified tools): no plan was ever tried`;
          const [reason, n] = top.split(" ×");
          return `${e.environment} (${e.verifiedTools} verified tools): ${deathWords(reason as string)}, ${n} plans; then ${e.reasons.slice(1).join(", ") || "nothing else"}`;
        })
        .join("; ")}`,
    );
  return out;
}

const userMessages = (ms: readonly ChatMessage[]) => ms.filter((m) => m.role === "user").length;

const ratio = (a: number, b: number) => (b === 0 ? 0 : Math.round((a / b) * 10000) / 10000);

/** The first number found under any of `keys` in the synth report (synth owns its shape). */
function figure(report: Record<string, unknown> | undefined, keys: string[]): number | null {
  if (!report) return null;
  for (const k of keys) {
    const v = report[k];
    if (typeof v === "number") return v;
    if (v && typeof v === "object") {
      const o = v as Record<string, unknown>;
      if (typeof o.rate === "number") return o.rate;
      if (typeof o.passed === "number" && typeof o.total === "number")
        return ratio(o.passed, o.total);
    }
  }
  return null;
}

/** Summarise a finished run. */
export function buildRunReport(result: RunResult, options: PipelineOptions): RunReport {
  const docByFile = new Map(result.docs.map((d) => [d.file, d]));
  const inputs: RunReport["inputs"] = [];
  for (const d of result.docs)
    inputs.push({
      file: d.file,
      status: "ingested",
      env: d.name,
      format: d.format,
      tools: d.tools.length,
    });
  for (const f of result.failures)
    if (f.stage === "ingest" && !docByFile.has(f.where))
      inputs.push({ file: f.where, status: "failed", error: formatError(f.error) });
  inputs.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));

  const usable = new Set(result.usable.map((b) => b.id));
  const environments = result.bundles.map((b, i) => {
    const r = result.verifyReports[i]!;
    return {
      name: b.name,
      domain: b.domain,
      bundleId: b.id,
      toolsIngested: r.summary.ingested,
      toolsKept: r.summary.kept,
      toolsVerified: r.summary.verified,
      verificationRate: ratio(r.summary.verified, r.summary.ingested),
      envChecksPassed: r.env.every((c) => c.passed),
      usedForTasks: usable.has(b.id),
    };
  });
  const toolsIngested = environments.reduce((s, e) => s + e.toolsIngested, 0);
  const toolsVerified = environments.reduce((s, e) => s + e.toolsVerified, 0);

  const checkCounts = new Map<string, { passed: number; total: number }>();
  for (const t of result.tasks)
    for (const c of t.checks) {
      const n = checkCounts.get(c.name) ?? { passed: 0, total: 0 };
      n.total++;
      if (c.passed) n.passed++;
      checkCounts.set(c.name, n);
    }
  const checks = [...checkCounts.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, n]) => ({ name, ...n, rate: ratio(n.passed, n.total) }));
  const checkRate = (name: string) => {
    const c = checks.find((x) => x.name === name);
    return c ? c.rate : null;
  };
  const noLeak = checkRate("no-leak");

  const toolsAvailable = new Set(
    result.usable.flatMap((b) => b.tools.map((t) => `${b.id}/${t.name}`)),
  );
  const used = new Set<string>();
  let calls = 0;
  for (const t of result.tasks) {
    calls += t.gold.calls.length;
    for (const c of t.gold.calls) {
      const env = c.env ?? t.envs[0]?.bundleId;
      used.add(`${env}/${c.tool}`);
    }
  }
  const usedKnown = [...used].filter((k) => toolsAvailable.has(k)).length;

  return {
    format: "envfactory.run-report/v1",
    runId: result.runId,
    options: { seed: options.seed, count: options.count, turns: options.turns },
    inputs,
    environments,
    verification: {
      toolsIngested,
      toolsVerified,
      rate: ratio(toolsVerified, toolsIngested),
      envsPassed: environments.filter((e) => e.envChecksPassed).length,
      envs: environments.length,
    },
    graph: result.graphStats ?? {},
    dataset: {
      tasks: result.tasks.length,
      trajectories: result.trajectories.length,
      requested: options.count,
      // Multi-turn = more than one user message (a clarifying question counts, as in the paper).
      singleTurn: result.trajectories.filter((t) => userMessages(t.messages) <= 1).length,
      multiTurn: result.trajectories.filter((t) => userMessages(t.messages) > 1).length,
      meanToolCalls: ratio(calls, result.tasks.length),
      toolsUsed: usedKnown,
      toolsAvailable: toolsAvailable.size,
    },
    checks,
    quality: {
      leakRate:
        noLeak === null
          ? figure(result.synthReport, ["leakRate"])
          : Math.round((1 - noLeak) * 10000) / 10000,
      solvability: checkRate("solvable") ?? figure(result.synthReport, ["solvability", "solvable"]),
      replayExactness: figure(result.synthReport, ["replayExactness", "replay", "replayRate"]),
    },
    figures: datasetQuality(
      result.tasks,
      result.trajectories,
      result.usable,
      draftWordingOf([result.synthReport]),
    ),
    synth: result.synthReport ?? {},
    failures: result.failures.map((f) => ({
      stage: f.stage,
      where: f.where,
      error: formatError(f.error),
    })),
    samples: result.trajectories
      .slice(0, 3)
      .map((t) => ({ taskId: t.taskId, messages: t.messages })),
  };
}

const pct = (x: number | null) => (x === null ? "n/a" : `${(x * 100).toFixed(1)}%`);

function cell(s: string): string {
  return s.replace(/\|/g, "\\|").replace(/\n/g, " ");
}

function renderMessage(m: ChatMessage): string {
  switch (m.role) {
    case "assistant": {
      const lines = m.content ? [`**assistant:** ${m.content}`] : [];
      for (const c of m.tool_calls ?? [])
        lines.push(`**assistant → ${c.function.name}**\`${c.function.arguments}\``);
      return lines.join("\n\n");
    }
    case "tool": {
      const body =
        m.content.length > 600
          ? `${m.content.slice(0, 600)}… (${m.content.length} chars; whole in trajectories.jsonl)`
          : m.content;
      return `**${m.name} →** \`${body.replace(/`/g, "'")}\``;
    }
    default:
      return `**${m.role}:** ${m.content}`;
  }
}

/** REPORT.md: the run report for people. */
export function renderReportMarkdown(report: RunReport): string {
  const out: string[] = [];
  out.push("# EnvFactory run report", "");
  out.push(
    `Run \`${report.runId.slice(0, 12)}\` — seed ${report.options.seed}, ${report.options.count} tasks requested, turns: ${report.options.turns}.`,
    "",
  );
  out.push(
    "## Inputs",
    "",
    "| file | status | environment | format | tools |",
    "|---|---|---|---|---|",
  );
  for (const i of report.inputs)
    out.push(
      `| ${cell(i.file)} | ${i.status === "failed" ? `failed: ${cell(i.error ?? "")}` : "ingested"} | ${i.env ?? ""} | ${i.format ?? ""} | ${i.tools ?? ""} |`,
    );
  out.push("", "## Environments", "");
  out.push(
    `Verified tools: **${report.verification.toolsVerified} / ${report.verification.toolsIngested}** (${pct(report.verification.rate)}); environments passing env-level checks: ${report.verification.envsPassed} / ${report.verification.envs}.`,
    "",
    "| environment | domain | tools ingested | kept | verified | rate | env checks | used |",
    "|---|---|---|---|---|---|---|---|",
  );
  for (const e of report.environments)
    out.push(
      `| ${cell(e.name)} | ${cell(e.domain)} | ${e.toolsIngested} | ${e.toolsKept} | ${e.toolsVerified} | ${pct(e.verificationRate)} | ${e.envChecksPassed ? "pass" : "FAIL"} | ${e.usedForTasks ? "yes" : "no"} |`,
    );
  out.push("", "## Tool graph", "");
  for (const [k, v] of Object.entries(report.graph))
    if (typeof v === "number" || typeof v === "string") out.push(`- ${k}: ${v}`);
  const d = report.dataset;
  out.push("", "## Dataset", "");
  out.push(
    `- tasks: ${d.tasks} (requested ${d.requested}); trajectories: ${d.trajectories}`,
    ...(shortfallNote(report) ? [`- ${shortfallNote(report)}`] : []),
    `- single-turn conversations: ${d.singleTurn}, multi-turn: ${d.multiTurn}; mean tool calls per task: ${d.meanToolCalls}`,
    `- tool coverage: ${d.toolsUsed} / ${d.toolsAvailable} tools used by at least one task`,
    ...(gateNote(report) ? [`- ${gateNote(report)}`] : []),
    ...envShareNotes(report).map((n) => `- ${n}`),
    "",
    "## Quality",
    "",
    `- leak rate (goal 0%): ${pct(report.quality.leakRate)}`,
    `- solvability (goal 100%): ${pct(report.quality.solvability)}`,
    `- replay exactness (goal 100%): ${pct(report.quality.replayExactness)}`,
  );
  if (report.figures) {
    out.push(
      "",
      "### QUALITY.md figures",
      "",
      "| figure | value | goal | met |",
      "|---|---|---|---|",
    );
    for (const r of qualityRows(report.figures))
      out.push(`| ${r.figure} | ${r.value} | ${r.goal} | ${r.met ? "yes" : "NO"} |`);
  }
  if (report.checks.length > 0) {
    out.push("", "| check | passed | total | rate |", "|---|---|---|---|");
    for (const c of report.checks)
      out.push(`| ${c.name} | ${c.passed} | ${c.total} | ${pct(c.rate)} |`);
  }
  if (report.failures.length > 0) {
    out.push("", "## Problems", "");
    for (const f of report.failures) out.push(`- [${f.stage}] ${cell(f.where)}: ${cell(f.error)}`);
  }
  if (report.samples.length > 0) {
    out.push("", "## Sample conversations");
    for (const s of report.samples) {
      out.push("", `### Task \`${s.taskId.slice(0, 12)}\``, "");
      out.push(s.messages.map(renderMessage).join("\n\n"));
    }
  }
  out.push("");
  return out.join("\n");
}
