import { isObj, parsedJson } from "../domain/json-schema.js";
import { looseKey, splitWords } from "../domain/words.js";
import { GONE_STATE, RESTORE_VERBS, statedFromStates } from "../envgen/lifecycle.js";
import type { ToolSpec } from "../schema/index.js";

/**
 * Lifecycle defects of a conversation, read the way a careful reader reads them (fresh62 blind
 * readers): a write whose result is in a state its verb does not lead to ("I've removed the
 * backup. The backup state is ready."), a write that leaves the state as it found it, a write on a
 * record gone or going ("starts payments-worker whose state is TERMINATED"), a write from a state
 * its doc rules out ("Restores a backup that is in the PENDING_DELETION state"), and a record with
 * a time of deletion that is not deleted. Judged from the tools' docs and the conversation only,
 * never from the environment's model, so it also counts what the model got wrong.
 */
export interface LifecycleDefect {
  kind: "wrong-target" | "no-change" | "from-gone" | "doc-precondition" | "stamp";
  tool: string;
  detail: string;
}

interface Message {
  role: string;
  content?: unknown;
  tool_calls?: { id: string; function: { name: string; arguments: string | object } }[];
  tool_call_id?: string;
}

const VERBS = new Set([
  "delete",
  "remove",
  "terminate",
  "destroy",
  "stop",
  "shutdown",
  "start",
  "resume",
  "enable",
  "activate",
  "restore",
  "undelete",
  "recover",
  "cancel",
  "pause",
  "suspend",
  "disable",
  "deactivate",
]);

/** The lifecycle verb a tool is named for (`DeleteBackup`, `…_instances_stop`), if any. */
export function lifecycleVerb(tool: string): string | undefined {
  const w = splitWords(tool).map((x) => x.toLowerCase());
  const first = w[0];
  const last = w[w.length - 1];
  if (first && VERBS.has(first)) return first;
  if (last && VERBS.has(last)) return last;
  return undefined;
}

const GOING_OFF = /stop|paus|disabl|suspend|inactiv|deactiv/i;
const GOING_ON = /start|run|activ|enabl|ready|availab|online|in_?service/i;

/** Whether a state a write's verb leaves a record in contradicts the verb. */
function contradicts(verb: string, state: string): boolean {
  if (["delete", "remove", "terminate", "destroy"].includes(verb)) return !GONE_STATE.test(state);
  if (verb === "cancel") return !/cancel/i.test(state);
  if (["stop", "shutdown", "pause", "suspend", "disable", "deactivate"].includes(verb))
    return GOING_ON.test(state) && !GOING_OFF.test(state);
  return GONE_STATE.test(state) || (GOING_OFF.test(state) && !GOING_ON.test(state));
}

const STATE_KEY = /(?:state|status)$/i;
const KEY_KEY = /(?:^|_|[a-z])(?:id|Id|ID|arn|Arn|ARN|name|Name)$/;
const DELETE_STAMP = /^delet\w*(?:time|timestamp|at|date|on)$/;
const CREATE_STAMP = /^creat\w*(?:time|timestamp|at|date|on)$/;

/** The records in a value (objects with a state-like member), depth-first. */
function stateful(v: unknown, out: Record<string, unknown>[] = [], depth = 0): typeof out {
  if (depth > 6) return out;
  if (Array.isArray(v)) for (const x of v) stateful(x, out, depth + 1);
  else if (isObj(v)) {
    if (Object.entries(v).some(([k, x]) => STATE_KEY.test(k) && stateOf(x) !== undefined))
      out.push(v);
    for (const x of Object.values(v)) stateful(x, out, depth + 1);
  }
  return out;
}

function stateOf(v: unknown): string | undefined {
  return typeof v === "string" && /^[A-Za-z][A-Za-z_ -]{1,40}$/.test(v) ? v : undefined;
}

function recordState(rec: Record<string, unknown>): string | undefined {
  for (const [k, v] of Object.entries(rec)) if (STATE_KEY.test(k) && stateOf(v)) return stateOf(v);
  return undefined;
}

function keysOf(rec: Record<string, unknown>): string[] {
  return Object.entries(rec)
    .filter(([k, v]) => KEY_KEY.test(k) && (typeof v === "string" || typeof v === "number"))
    .map(([, v]) => String(v));
}

/** Enum values of a schema's state-like members: the states the doc knows. */
function docStates(schema: unknown, out: Set<string> = new Set(), depth = 0): Set<string> {
  if (depth > 8 || !isObj(schema)) return out;
  const props = isObj(schema.properties) ? schema.properties : {};
  for (const [k, p] of Object.entries(props))
    if (STATE_KEY.test(k) && isObj(p) && Array.isArray(p.enum))
      for (const e of p.enum) out.add(String(e));
  for (const v of Object.values(schema))
    if (isObj(v) || Array.isArray(v))
      for (const x of Array.isArray(v) ? v : [v]) docStates(x, out, depth + 1);
  return out;
}

/** Records with a time of deletion that are not gone, or deleted before they were made. */
function stampDefects(tool: string, result: unknown): LifecycleDefect[] {
  const out: LifecycleDefect[] = [];
  for (const rec of stateful(result)) {
    const state = recordState(rec);
    const del = Object.entries(rec).find(([k, v]) => DELETE_STAMP.test(looseKey(k)) && v);
    if (!state || !del) continue;
    if (!GONE_STATE.test(state))
      out.push({ tool, kind: "stamp", detail: `${state} with ${del[0]} ${String(del[1])}` });
    const made = Object.entries(rec).find(([k]) => CREATE_STAMP.test(looseKey(k)))?.[1];
    if (typeof made === "string" && typeof del[1] === "string" && del[1] < made)
      out.push({ tool, kind: "stamp", detail: `${del[0]} ${del[1]} before creation ${made}` });
  }
  return out;
}

/** Every lifecycle defect of one conversation, against the docs of its tools. */
export function lifecycleDefects(
  tools: readonly ToolSpec[],
  messages: readonly Message[],
): LifecycleDefect[] {
  const out: LifecycleDefect[] = [];
  const seen = new Map<string, string>();
  const results = new Map<string, unknown>();
  for (const m of messages)
    if (m.role === "tool" && m.tool_call_id) results.set(m.tool_call_id, parsedJson(m.content));
  const remember = (result: unknown) => {
    for (const rec of stateful(result)) {
      const s = recordState(rec);
      if (s) for (const k of keysOf(rec)) seen.set(k, s);
    }
  };
  for (const m of messages) {
    for (const call of m.tool_calls ?? []) {
      const name = call.function.name;
      const result = results.get(call.id);
      const args = parsedJson(call.function.arguments);
      const verb = lifecycleVerb(name);
      const spec = tools.find((t) => t.name === name);
      if (verb && isObj(args) && result !== undefined) {
        const ids = Object.values(args).flatMap((v) =>
          typeof v === "string" || typeof v === "number" ? [String(v)] : [],
        );
        const before = ids.map((i) => seen.get(i)).find((x) => x !== undefined);
        const mine = stateful(result).find((r) => keysOf(r).some((k) => ids.includes(k)));
        const after = mine ? recordState(mine) : undefined;
        const ok = !(isObj(result) && "error" in result && Object.keys(result).length <= 2);
        if (after && contradicts(verb, after))
          out.push({ tool: name, kind: "wrong-target", detail: `${verb} left it ${after}` });
        if (before && after && before === after)
          out.push({
            tool: name,
            kind: "no-change",
            detail: `${verb} on ${before} left it ${after}`,
          });
        if (before && ok && GONE_STATE.test(before) && !RESTORE_VERBS.has(verb))
          out.push({ tool: name, kind: "from-gone", detail: `${verb} on a record ${before}` });
        const states = [...docStates(spec?.outputSchema)];
        const rule = before && spec ? statedFromStates(spec.description ?? "", states) : undefined;
        if (rule && before && !rule.values.includes(before))
          out.push({ tool: name, kind: "doc-precondition", detail: `${before}: "${rule.reason}"` });
      }
      if (result !== undefined) {
        out.push(...stampDefects(name, result));
        remember(result);
      }
    }
  }
  return out;
}
