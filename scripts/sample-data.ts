// Shared by the dev scripts that judge a sample's data as a reader does (row N, "nonsense data"):
// the value, record, shape and list detectors of test/domain (values2's) and the sample checks of
// src/core/synth/sample-data.ts, run over what the reader sees — the tool results of a conversation.

import type { Trajectory } from "../src/core/schema/trajectory.js";
import { schemaResultDefects, toolResultDefects } from "../src/core/synth/sample-data.js";
import { findRecordDefects } from "../test/domain/record-defects.js";
import { findShapeDefects } from "../test/domain/shape-defects.js";
import { findDefects, findListDefects } from "../test/domain/value-defects.js";

/** One thing wrong with a sample's data: which detector, the kind, the key and value. */
export interface DataFinding {
  detector: "value" | "record" | "shape" | "list" | "sample";
  kind: string;
  key: string;
  value: string;
}

/**
 * Every data defect in a conversation's tool results. `visible` keeps only those a reader of
 * `show-samples` sees: a value inside the first `visible` characters of its result.
 */
export function sampleDataFindings(
  tr: Trajectory,
  visible?: number,
  opts: {
    detectorsOnly?: boolean;
    /** The output schema of a tool by its public name: values are judged against the doc too. */
    schemaOf?: (tool: string) => unknown;
  } = {},
): DataFinding[] {
  const out: DataFinding[] = [];
  const names = new Map<string, string>();
  for (const m of tr.messages)
    if (m.role === "assistant" && !opts.detectorsOnly)
      for (const c of m.tool_calls ?? []) names.set(c.id, c.function.name);
  // What a reader sees of the data: each call's arguments and each tool result.
  const shownData: { content: string; tool: string }[] = [];
  for (const m of tr.messages) {
    if (m.role === "assistant" && !opts.detectorsOnly)
      for (const c of m.tool_calls ?? [])
        shownData.push({ content: c.function.arguments, tool: "" });
    if (m.role === "tool" && typeof m.content === "string")
      shownData.push({ content: m.content, tool: names.get(m.tool_call_id) ?? "" });
  }
  for (const m of shownData) {
    let v: unknown;
    try {
      v = JSON.parse(m.content);
    } catch {
      continue;
    }
    const shown = visible === undefined ? m.content : m.content.slice(0, visible);
    // A finding about a record (paging totals, a duration against its span) is seen when its key is.
    const seen = (f: DataFinding) =>
      visible === undefined ||
      shown.includes(f.value.slice(0, 40)) ||
      ((f.kind === "paging-total" || f.kind === "duration-span") && shown.includes(`"${f.key}"`));
    const found: DataFinding[] = [
      ...findDefects(v, "", []).map((d) => ({ detector: "value" as const, ...d })),
      ...findRecordDefects(v, "", []).map((d) => ({ detector: "record" as const, ...d })),
      ...findShapeDefects(v, "", []).map((d) => ({ detector: "shape" as const, ...d })),
      ...findListDefects(m.tool, v).map((d) => ({
        detector: "list" as const,
        kind: d.kind,
        key: d.tool,
        value: d.value,
      })),
      ...(opts.detectorsOnly ? [] : toolResultDefects(v)).map((d) => ({
        detector: "sample" as const,
        ...d,
      })),
      ...(opts.detectorsOnly || !opts.schemaOf || !m.tool
        ? []
        : schemaResultDefects(v, opts.schemaOf(m.tool) as Parameters<typeof schemaResultDefects>[1])
      ).map((d) => ({ detector: "sample" as const, ...d })),
    ];
    for (const f of found) if (seen(f)) out.push(f);
  }
  return out;
}
