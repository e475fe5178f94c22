import { docProse } from "./doc-shapes.js";
import { escapeRegExp, looseKey, plural, singular, splitWords } from "./words.js";

/**
 * Verbs that turn a record's state on and off, with the yes/no fields that hold that state: the
 * "on" verbs set an on-field true (or an off-field false), the "off" verbs the reverse.
 * `enableRepository` sets `enabled: true`, `stopRepository` sets `started: false`.
 */
const SWITCH_PAIRS: Array<{
  on: string[];
  off: string[];
  onFields: string[];
  offFields: string[];
}> = [
  { on: ["enable"], off: ["disable"], onFields: ["enabled", "active"], offFields: ["disabled"] },
  {
    on: ["activate", "reactivate"],
    off: ["deactivate"],
    onFields: ["active", "activated", "enabled"],
    offFields: ["inactive", "deactivated", "disabled"],
  },
  { on: ["start"], off: ["stop"], onFields: ["started", "running"], offFields: ["stopped"] },
  { on: ["resume", "unpause"], off: ["pause"], onFields: ["running"], offFields: ["paused"] },
  { on: ["publish"], off: ["unpublish"], onFields: ["published"], offFields: ["unpublished"] },
  { on: ["archive"], off: ["unarchive"], onFields: ["archived"], offFields: [] },
  { on: ["lock"], off: ["unlock"], onFields: ["locked"], offFields: ["unlocked"] },
  { on: ["block"], off: ["unblock"], onFields: ["blocked"], offFields: [] },
  { on: ["mute"], off: ["unmute"], onFields: ["muted"], offFields: [] },
  { on: ["pin"], off: ["unpin"], onFields: ["pinned"], offFields: [] },
  { on: ["hide"], off: ["unhide", "show"], onFields: ["hidden"], offFields: ["visible"] },
  { on: ["suspend"], off: ["unsuspend", "reinstate"], onFields: ["suspended"], offFields: [] },
  { on: ["ban"], off: ["unban"], onFields: ["banned"], offFields: [] },
  { on: ["connect"], off: ["disconnect"], onFields: ["connected"], offFields: ["disconnected"] },
  { on: ["subscribe"], off: ["unsubscribe"], onFields: ["subscribed"], offFields: [] },
];

/** Whether `verb` (one lower-case word) turns some state on or off. */
export function isSwitchVerb(verb: string): boolean {
  return SWITCH_PAIRS.some((p) => p.on.includes(verb) || p.off.includes(verb));
}

/** A yes/no field's state word: `is_enabled`, `isEnabled`, `enabled` → `enabled`. */
function stateWord(field: string): string {
  return looseKey(field).replace(/^is(?=[a-z]{4})/, "");
}

/**
 * The yes/no field among `fields` a switch verb sets, and the value it sets it to: the verb's own
 * state first (`disable` → `disabled: true`), else the opposite state cleared (`disable` →
 * `enabled: false`). Undefined when `verb` is no switch or no field holds its state.
 */
export function switchFlag(
  verb: string,
  fields: readonly string[],
): { field: string; value: boolean } | undefined {
  for (const p of SWITCH_PAIRS) {
    const on = p.on.includes(verb);
    if (!on && !p.off.includes(verb)) continue;
    const [own, other] = on ? [p.onFields, p.offFields] : [p.offFields, p.onFields];
    for (const [states, value] of [
      [own, true],
      [other, false],
    ] as const)
      for (const s of states) {
        const field = fields.find((f) => stateWord(f) === s);
        if (field !== undefined) return { field, value };
      }
  }
  return undefined;
}

/** A sentence about the switch turned on (`If set to true, …`, `When true, …`). */
const WHEN_ON = /\b(?:if|when)\b[^.]{0,40}?\btrue\b/i;
/** …that says another input is then left out (`users are restricted from specifying nodes`). */
const LEAVES_OUT =
  /\b(?:ignored|restricted from|must not|(?:should|shall|can|may)(?: not|n't)|cannot|not allowed|instead of|overrides?|in place of)\b/i;
/** A sentence about the switch turned off (`If set to false, submit the amount …`). */
const WHEN_OFF = /\b(?:if|when)\b[^.]{0,40}?\b(?:false|not set)\b/i;
/** …that says another input is then needed. */
const NEEDS =
  /\b(?:submit|specify|provide|give|list|required|must (?:be )?(?:set|specified|provided|given))\b/i;
/** Words a list input's name ends with that say nothing of what it lists (`nodeIds`). */
const KEY_WORDS = new Set(["id", "ids", "key", "keys", "name", "names", "list", "uri", "uris"]);

/** Whether `sentence` speaks of input `name`: by its name, its words, or its head noun. */
function mentions(sentence: string, name: string): boolean {
  const text = sentence.toLowerCase();
  const words = splitWords(name);
  const spelled = [name.toLowerCase(), words.join(" "), words.join("_")];
  if (spelled.some((s) => new RegExp(`(?:^|[^a-z0-9_])${escapeRegExp(s)}(?![a-z0-9_])`).test(text)))
    return true;
  const head = words.filter((w) => !KEY_WORDS.has(w)).at(-1);
  if (!head || head.length < 3 || head === words.join("")) return false;
  const forms = [...new Set([singular(head), plural(singular(head))])].map(escapeRegExp);
  return new RegExp(
    `\\b(?:individual|specific|each|all|particular|the) (?:${forms.join("|")})\\b`,
  ).test(text);
}

/**
 * The input a yes/no switch stands for, when its doc says so: on, it covers what the other lists
 * and the other is left out ("Whether to apply … to all nodes. If set to true, users are
 * restricted from specifying individual nodes" → `nodeIds`; "If this is true, amount shouldn't be
 * provided" → `amount`), or off, the other is needed ("If set to false, submit the amount").
 * A call then gives one of the two: the switch off with no list does nothing (Memcache
 * `applyParameters` with `applyAll: false` and no `nodeIds` restarted no node, fresh65 readers M).
 */
export function switchStandsFor(
  description: string,
  siblings: readonly string[],
  self: string,
): string | undefined {
  const sentences = docProse(description)
    .replace(/`/g, "")
    .split(/(?<=[.;])\s+/);
  const others = siblings.filter((s) => s !== self && looseKey(s) !== looseKey(self));
  for (const s of sentences) {
    const on = WHEN_ON.test(s) && LEAVES_OUT.test(s);
    const off = WHEN_OFF.test(s) && NEEDS.test(s);
    if (!on && !off) continue;
    // The clause that leaves out or asks for the other speaks of it ("the visible_values are
    // ignored, all values that meet condition are shown": not `condition`).
    const clauses = s.split(/,\s+/).filter((c) => (on ? LEAVES_OUT : NEEDS).test(c));
    for (const text of [...clauses, s]) {
      const found = others.filter((o) => mentions(text, o));
      if (found.length === 1) return found[0];
      if (found.length > 1) break;
    }
  }
  return undefined;
}

/** "Turns the light on", "switches it off", "turns on the heater" (not "turn a device on or off"). */
const TURNS =
  /\b(?:turns?|switch(?:es)?)\s+(?:(?:the|a|an|this|that|it|its)\s+)?(?:[a-z-]+\s+){0,2}?(on|off)\b(?!\s+or\s+o(?:n|ff)\b)|\b(?:turns?|switch(?:es)?)\s+(on|off)\s+(?!or\b)/i;

/**
 * The on/off state a write also sets whatever it was sent, as its doc says ("Set the brightness of
 * a light in percent. Turns the light on if it was off." → `{power: "on"}`): the field among
 * `fields` whose closed values hold the word, or a yes/no `power`/`on` field. Fields in `sent` (the
 * tool's own inputs: `set_power`'s power) are the caller's to set. Undefined when the doc says no
 * such thing or no field holds it.
 */
export function turnsTo(
  description: string | undefined,
  fields: Readonly<Record<string, { values?: readonly unknown[]; type?: string }>>,
  sent: ReadonlySet<string>,
): Record<string, unknown> | undefined {
  const m = TURNS.exec(docProse(description ?? ""));
  if (!m) return undefined;
  const word = (m[1] ?? m[2] ?? "").toLowerCase();
  for (const [f, fm] of Object.entries(fields)) {
    if (sent.has(f)) continue;
    const v = fm.values?.find((x) => typeof x === "string" && x.toLowerCase() === word);
    if (v !== undefined) return { [f]: v };
  }
  for (const [f, fm] of Object.entries(fields)) {
    if (sent.has(f) || fm.type !== "boolean") continue;
    if (/^(is_?)?(on|powered|powered_?on|power)$/i.test(f)) return { [f]: word === "on" };
  }
  return undefined;
}
