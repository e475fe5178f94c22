import { type CallOutcome, canonicalJson, type VerifyReport } from "../schema/index.js";

const clip = (s: string, n = 200): string => (s.length > n ? `${s.slice(0, n - 3)}...` : s);

function outcomeText(o: CallOutcome): string {
  if (o.ok) return `ok ${clip(canonicalJson(o.result ?? null), 160)}`;
  if ("error" in o) return `tool error ${o.error.code}: ${clip(o.error.message, 160)}`;
  return `fault ${o.fault.kind}: ${clip(o.fault.message, 160)}`;
}

/**
 * The report as a person reads it: one line per tool (✓ verified, ✗ dropped, with the reason),
 * the failing probe's call and outcome under it, then the env-level checks and the totals.
 */
export function formatVerifyReport(report: VerifyReport): string {
  const lines: string[] = [`bundle ${report.bundleId}`, ""];
  const width = Math.max(4, ...report.tools.map((t) => t.tool.length));
  for (const t of report.tools) {
    const mark = t.passed && t.kept ? "✓" : "✗";
    const probes = t.probes.filter((p) => p.passed).length;
    const status = t.kept
      ? `${probes}/${t.probes.length} probes passed`
      : `dropped: ${t.reason ?? "failed"}`;
    lines.push(`${mark} ${t.tool.padEnd(width)}  ${clip(status, 240)}`);
    for (const p of t.probes.filter((x) => !x.passed).slice(0, 1)) {
      if (t.kept || !t.reason?.includes(p.detail.slice(0, 60)))
        lines.push(`    ${p.kind}: ${clip(p.detail, 240)}`);
      if (p.call)
        lines.push(`      call    ${p.call.tool}(${clip(canonicalJson(p.call.args), 200)})`);
      if (p.outcome) lines.push(`      outcome ${outcomeText(p.outcome)}`);
    }
  }
  lines.push("", "env checks:");
  if (report.env.length === 0) lines.push("  (none ran)");
  for (const c of report.env)
    lines.push(`  ${c.passed ? "✓" : "✗"} ${c.name}: ${clip(c.detail, 240)}`);
  const s = report.summary;
  lines.push(
    "",
    `${report.passed ? "PASSED" : "FAILED"}: ${s.verified}/${s.ingested} tools verified, ${s.kept} kept`,
  );
  return `${lines.join("\n")}\n`;
}
