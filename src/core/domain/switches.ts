import { looseKey } from "./words.js";

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
