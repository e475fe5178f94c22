// The top entries of a V8 CPU profile (`node --cpu-prof --cpu-prof-dir=DIR …`), for the profile
// summaries issue 16 asks for before and after a change: self time (where the CPU is) and
// inclusive time (which caller it is spent under), one function counted once per sample even when
// it recurses. A worker thread writes its own profile; idle threads show mostly `(idle)`.
//
//   node --import tsx bench/cpu-profile.ts DIR/CPU.….cpuprofile [N]
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

/** The parts of `.cpuprofile` JSON read here. */
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileEntry {
  /** `name file:line` (bundled file names as they are: a CLI run profiles dist/cli). */
  name: string;
  ms: number;
  /** Share of the profile's sampled time. */
  share: number;
}

export interface ProfileSummary {
  totalMs: number;
  self: ProfileEntry[];
  inclusive: ProfileEntry[];
}

function frameName(f: CallFrame): string {
  const file = f.url.split("/").pop() ?? "";
  return `${f.functionName || "(anonymous)"} ${file}:${f.lineNumber + 1}`;
}

function top(by: Map<string, number>, totalMs: number, n: number): ProfileEntry[] {
  return [...by]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, n)
    .map(([name, ms]) => ({ name, ms, share: totalMs > 0 ? ms / totalMs : 0 }));
}

/** The `n` largest self-time and inclusive-time entries of `profile`. */
export function summarizeCpuProfile(profile: CpuProfile, n = 10): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const c of node.children ?? []) parent.set(c, node.id);
  const sampledUs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    sampledUs.set(id, (sampledUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let totalMs = 0;
  for (const [id, us] of sampledUs) {
    const node = byId.get(id);
    if (!node || us <= 0) continue;
    const ms = us / 1000;
    totalMs += ms;
    const own = frameName(node.callFrame);
    self.set(own, (self.get(own) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at);
      if (!frame) break;
      const name = frameName(frame.callFrame);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    }
  }
  return { totalMs, self: top(self, totalMs, n), inclusive: top(inclusive, totalMs, n) };
}

/** The summary as text: two ranked tables. */
export function formatProfileSummary(s: ProfileSummary): string {
  const row = (e: ProfileEntry) =>
    `${Math.round(e.ms).toString().padStart(9)} ms ${(100 * e.share).toFixed(1).padStart(5)}%  ${e.name}`;
  return [
    `sampled ${Math.round(s.totalMs)} ms`,
    "self time:",
    ...s.self.map(row),
    "inclusive time:",
    ...s.inclusive.map(row),
    "",
  ].join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [file, n] = process.argv.slice(2);
  if (!file) {
    process.stderr.write("usage: node --import tsx bench/cpu-profile.ts FILE.cpuprofile [N]\n");
    process.exit(2);
  }
  const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
  process.stdout.write(formatProfileSummary(summarizeCpuProfile(profile, Number(n ?? 10))));
}
