import { flatSchema } from "../domain/json-schema.js";
import { looseKey, plural, splitWords } from "../domain/words.js";

/**
 * What a tool's doc says about a record's lifecycle: the state a verb moves it to and the states
 * it may start from. Read by the semantic model (so the environment enforces it and grounding
 * picks a record it holds for) and by the lifecycle detector (so a run can be counted against
 * it). CloudHSM's "Restores a specified backup that is in the PENDING_DELETION state", EMR
 * Serverless's "An application has to be in a stopped or created state in order to be deleted",
 * Kinesis Analytics's "You can stop an application only if it is in the running status".
 */

/** States a record is gone or going in: a delete moves it there, only a restore brings it back. */
export const GONE_STATE = /delet|terminat|destroy|purg|decommission/i;
/** Gone states still on their way (pending deletion, deleting): what an asynchronous delete answers. */
const GOING_STATE = /pending|progress|deleting|terminating|scheduled|requested/i;
/** Verbs that bring a record back to use (reopen a ticket, restore a backup, start a server). */
export const REOPEN_VERBS: ReadonlySet<string> = new Set([
  "reopen",
  "restore",
  "unarchive",
  "resume",
  "renew",
  "unblock",
  "activate",
  "enable",
  "start",
]);
/** Verbs that bring a record back from a gone state. */
export const RESTORE_VERBS = new Set(["restore", "undelete", "recover", "undo", "revive"]);

/** Whether `text` names the status `value` ("PENDING_DELETION" in "a backup pending deletion"). */
export function valueIn(text: string, value: string): boolean {
  const w = splitWords(value);
  if (w.length === 0) return false;
  const last = w[w.length - 1]!;
  const head = w
    .slice(0, -1)
    .map((x) => `${x}[\\s_-]+`)
    .join("");
  const re = new RegExp(`\\b${head}(${last}|${plural(last)})\\b`, "i");
  return re.test(text);
}

/** A doc's sentences, markup and code tags aside. */
function sentencesOf(text: string): string[] {
  return text
    .replace(/<[^>]+>/g, " ")
    .split(/(?<=[.;!?])\s+|\n/)
    .map((s) => s.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** "has to be in a stopped or created state", "only if it is in the running status", "that is in the X state". */
const ALLOWS_FROM =
  /\b(?:must|has to|have to|needs? to) be (?:in |at )?(?:an? |the )?\w|\bonly (?:if|when|while) (?:it|they|the [\w ]{1,30}?) (?:is|are) |\b(?:that|which) (?:is|are) (?:currently )?in (?:an? |the )\w/i;

/**
 * The states the doc says a tool may act from, among `values` (the status enum), with the
 * sentence that says so; undefined when no sentence restricts it. `target` (the state the tool
 * moves to) is never one ("can be closed" names where it goes).
 */
export function statedFromStates(
  text: string,
  values: readonly string[],
  target?: string,
): { values: string[]; reason: string } | undefined {
  for (const s of sentencesOf(text)) {
    // "… unless you set the Force parameter": the rule before it is the one that holds.
    const rule = s.split(/,?\s+unless\b/i)[0] ?? s;
    const m = rule.length <= 200 ? ALLOWS_FROM.exec(rule) : null;
    if (!m) continue;
    // The states come after the rule's words and before an order of steps: "jobs must be completed
    // before stopping an application" names no state the application is in.
    const states = rule.slice(m.index).split(/\b(?:before|after|until|in order to|so that)\b/i)[0]!;
    const named = values.filter((v) => v !== target && valueIn(states, v));
    if (named.length > 0) return { values: named, reason: rule.replace(/[.;]$/, "") };
  }
  return undefined;
}

/**
 * The gone state a delete that keeps its record leaves it in: one the doc names (CloudHSM's "a
 * backup that is pending deletion will include the DeleteTimestamp"), on-the-way states before
 * final ones (DELETE_IN_PROGRESS before DELETED), undefined when the enum has none.
 */
export function deletedState(values: readonly string[], docText: string): string | undefined {
  const gone = values.filter((v) => GONE_STATE.test(v));
  if (gone.length === 0) return undefined;
  const rank = (v: string) =>
    (valueIn(docText, v) ? 0 : 2) + (GOING_STATE.test(v) || /ing$/i.test(v) ? 0 : 1);
  return [...gone].sort((a, b) => rank(a) - rank(b))[0];
}

/** States a record that is running, ready or usable is in: where a restore brings it back to. */
const LIVE = ["ready", "active", "available", "enabled", "running", "started", "open", "healthy"];

/** The live state a restore moves a record back to, among `values`. */
export function liveState(values: readonly string[]): string | undefined {
  for (const l of LIVE) {
    const v = values.find((x) => looseKey(x) === l);
    if (v !== undefined) return v;
  }
  return undefined;
}

/** Every description inside a schema, joined: what an output's doc says about its record. */
export function schemaDescriptions(schema: unknown): string {
  const out: string[] = [];
  const walk = (x: unknown, depth: number) => {
    if (depth > 8 || x === null || typeof x !== "object") return;
    if (Array.isArray(x)) {
      for (const v of x) walk(v, depth + 1);
      return;
    }
    for (const [k, v] of Object.entries(x)) {
      if (k === "description" && typeof v === "string") out.push(v);
      else if (k !== "enum" && k !== "example" && k !== "examples") walk(v, depth + 1);
    }
  };
  walk(schema, 0);
  return out.join(" ");
}

/** A time a record entered a state, by its field's loose name: `DeleteTimestamp`, `stoppedAt`. */
const STATE_STAMP = /^(.+?)(?:timestamp|datetime|time|date|at|on)$/;

/**
 * The fields of a record that say when it entered one of its states (`DeleteTimestamp` ↔
 * PENDING_DELETION, `stoppedAt` ↔ STOPPED), with the word stem that ties them, and whether that
 * state is a gone one (a record not gone has no time of deletion).
 */
export function stateStampFields(
  fields: Record<string, unknown>,
  states: readonly unknown[],
): { f: string; stem: string; gone: boolean }[] {
  const keys = states.map((s) => looseKey(String(s)));
  const out: { f: string; stem: string; gone: boolean }[] = [];
  for (const [f, schema] of Object.entries(fields)) {
    const s = (schema ?? {}) as { format?: unknown; type?: unknown };
    if (s.format !== "date-time" && s.format !== "date") continue;
    const m = STATE_STAMP.exec(looseKey(f));
    const stem = m?.[1]?.replace(/(?:ion|ing|ed|e|d)$/, "") ?? "";
    if (stem.length < 4 || !keys.some((k) => k.includes(stem))) continue;
    out.push({ f, stem, gone: GONE_STATE.test(stem) });
  }
  return out;
}

/**
 * What the runtime keeps of a record's lifecycle: the times it entered its states (`stamps`, set
 * when a call moves it there) and which of its states are gone ones (deleted, terminated).
 */
export function lifecycleOf(
  fields: Record<string, unknown>,
  statuses: readonly unknown[] | undefined,
): { stamps?: { f: string; stem: string; gone: boolean }[]; gone?: unknown[] } {
  if (!statuses) return {};
  const flat = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, flatSchema(v)]));
  const stamps = stateStampFields(flat, statuses);
  const gone = statuses.filter((v) => GONE_STATE.test(String(v)));
  return {
    ...(stamps.length > 0 ? { stamps } : {}),
    ...(gone.length > 0 ? { gone } : {}),
  };
}

/** What a doc calls the records a service provides itself, not the user's own. */
const BUILT_IN = /\b(default|built[- ]?in|system|predefined|pre-defined|reserved)\b/i;
/** A value or flag naming such records: `System`, `BuiltIn`, `isDefault`, `predefined`. */
const BUILT_IN_KEY = /^(?:is)?(default|builtin|system|predefined|reserved)$/;
const DELETE_VERBS = ["delete|remove|destroy", "deleted|removed|destroyed"];
const CHANGE_VERBS = [
  "modify|update|change|edit|rename|overwrite",
  "modified|updated|changed|edited|renamed|overwritten",
];

/**
 * The records of a kind a doc says a write may not touch: Elastic Transcoder's DeletePreset "You
 * can't delete the default presets that are included with Elastic Transcoder", "System roles
 * cannot be modified". `kind` says whether the tool deletes or changes; `fields` are the record's
 * fields with the values they may hold and their descriptions. The built-in records are the
 * values of a field the sentence's word names — by the value itself (`System`, `Default`), or by
 * the part of the field's description that says it (`Type`: "a default preset provided by
 * Elastic Transcoder (System) or a preset that you have defined (Custom)") — or a flag named so
 * (`isDefault`, `builtIn`) being true.
 */
export function builtInRule(
  text: string,
  kind: "delete" | "change",
  fields: Record<string, { values?: readonly unknown[]; description?: string; type?: string }>,
): { field: string; values: unknown[]; reason: string } | undefined {
  const [verbs, done] = kind === "delete" ? DELETE_VERBS : CHANGE_VERBS;
  const active = new RegExp(
    `\\b(?:can ?not|can't|may not|are not allowed to|is not possible to)\\s+(?:${verbs})\\b(.{0,80})`,
    "i",
  );
  const passive = new RegExp(`(.{0,80})\\b(?:can ?not|can't|may not)\\s+be\\s+(?:${done})\\b`, "i");
  for (const s of sentencesOf(text)) {
    const object = active.exec(s)?.[1] ?? passive.exec(s)?.[1];
    if (object === undefined || !BUILT_IN.test(object)) continue;
    const reason = s.replace(/[.;]$/, "");
    for (const [field, f] of Object.entries(fields)) {
      if (f.type === "boolean" && BUILT_IN_KEY.test(looseKey(field)))
        return { field, values: [true], reason };
      const values = (f.values ?? []).filter((v): v is string => typeof v === "string");
      if (values.length < 2) continue;
      const own = values.filter((v) => BUILT_IN_KEY.test(looseKey(v)));
      // "a default preset provided by Elastic Transcoder (System) or a preset that you have
      // defined (Custom)": the clause with the doc's word names the value.
      const said = (f.description ?? "")
        .replace(/<[^>]+>/g, "")
        .split(/\bor\b|[,;]/i)
        .filter((c) => BUILT_IN.test(c))
        .flatMap((c) => values.filter((v) => valueIn(c, v)));
      const hit = [...new Set([...own, ...said])];
      if (hit.length > 0 && hit.length < values.length) return { field, values: hit, reason };
    }
  }
  return undefined;
}

/**
 * The kinds of record a write's first sentence names it for: Audit Manager's "Deletes a custom
 * framework", "Updates a custom control" (type Standard | Custom) act on custom ones only.
 * `values` are the values of the record's type field; `noun` is what a record is called.
 */
export function namedKindRule(
  text: string,
  values: readonly unknown[],
  noun: string,
): { values: string[]; reason: string } | undefined {
  const first = sentencesOf(text)[0];
  const head = splitWords(noun).pop();
  if (!first || !head) return undefined;
  const strings = values.filter((v): v is string => typeof v === "string");
  const named = strings.filter((v) => {
    const words = splitWords(v).join("[\\s_-]+");
    return new RegExp(
      `^\\S+\\s+(?:an?|the|one)\\s+(?:specified\\s+|existing\\s+|given\\s+)?${words}\\s+(?:[\\w-]+\\s+)?(?:${head}|${plural(head)})\\b`,
      "i",
    ).test(first);
  });
  if (named.length === 0 || named.length === strings.length) return undefined;
  return { values: named, reason: first.replace(/[.;]$/, "") };
}
