import { derivedRules, lessCoupon } from "../envgen/semantic-model.js";
import type { CallOutcome, Probe, SemanticModel, ToolModel } from "../schema/index.js";
import type { ProbeSession } from "./probe-tool.js";
import { findCollection, type StateIndex } from "./state-index.js";

/**
 * Probes for the semantic model: an environment must refuse a tool on a record its preconditions
 * exclude, leave a trace in state for every write that returned a result, and keep derived totals
 * equal to their lines. Arguments for the ordinary probes pick records the tool applies to.
 */

type Rec = Record<string, unknown>;

const same = (a: unknown, b: unknown): boolean =>
  a === b ||
  String(a)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "") ===
    String(b)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "");

/** Record-level preconditions of a tool on its own entity (field-in / field-not-in). */
function recordRules(tm: ToolModel | undefined) {
  return (tm?.preconditions ?? []).filter(
    (p) => p.entity === tm?.entity && p.field !== undefined && p.kind !== "exists",
  );
}

/** Does a record satisfy every record-level precondition of the tool? */
export function applicableTo(tm: ToolModel | undefined): ((rec: Rec) => boolean) | undefined {
  const rules = recordRules(tm);
  if (rules.length === 0) return undefined;
  return (rec) =>
    rules.every((p) => {
      const v = rec[p.field!];
      if (v === undefined || v === null) return true;
      const hit = (p.values ?? []).some((x) => same(x, v));
      return p.kind === "field-in" ? hit : !hit;
    });
}

/**
 * Records of the tool's entity no record of another kind holds the key of, where the doc says a
 * delete waits for those to go ("All tables in the database must be deleted first"); undefined
 * when the tool has no such rule.
 */
export function childFree(
  tm: ToolModel | undefined,
  index: StateIndex,
): ((rec: Rec) => boolean) | undefined {
  const rules = (tm?.preconditions ?? []).filter((p) => p.kind === "empty" && p.field);
  const own = tm?.entity ? findCollection(index, tm.entity) : undefined;
  if (rules.length === 0 || !own?.idField) return undefined;
  const key = own.idField;
  return (rec) =>
    rules.every(
      (p) =>
        !(findCollection(index, p.entity)?.records ?? []).some((c) => same(c[p.field!], rec[key])),
    );
}

/** Removing a line: name one that is on the chosen parent, so a NotFound would be a real fault. */
export function adjustArgs(tm: ToolModel | undefined, args: Rec, index: StateIndex): void {
  // `/nearest/{code}`: the list is of the records related to one that exists, by its key.
  if (tm?.kind === "list") {
    for (const [p, i] of Object.entries(tm.inputs)) {
      const own = i.role === "id" && i.source === "tool" && i.entity === tm.entity;
      const coll = own ? findCollection(index, i.entity) : undefined;
      const field = i.field ?? coll?.idField;
      const keys = field ? (coll?.records ?? []).map((r) => r[field]).filter((k) => k != null) : [];
      if (keys.length === 0 || keys.some((k) => same(k, args[p]))) continue;
      args[p] = keys[0];
    }
  }
  const eff = tm?.effects.find((e) => e.kind === "remove-child");
  if (!tm || !eff?.child) return;
  const parentParam = Object.entries(tm.inputs).find(
    ([, i]) => i.role === "id" && i.entity === eff.entity,
  )?.[0];
  const keyParam = Object.entries(tm.inputs).find(
    ([, i]) => i.role === "reference" && i.entity !== eff.entity,
  )?.[0];
  const parent = findCollection(index, eff.entity);
  if (!parentParam || !keyParam || !parent) return;
  const withLines = parent.records.filter(
    (r) => Array.isArray(r[eff.child!]) && (r[eff.child!] as unknown[]).length > 0,
  );
  const rec =
    parent.records.find(
      (r) => parent.idField && same(r[parent.idField], args[parentParam]) && withLines.includes(r),
    ) ?? withLines[0];
  if (!rec || !parent.idField) return;
  const line = (rec[eff.child] as Rec[])[0];
  const keyField = tm.inputs[keyParam]?.field;
  const key =
    line && typeof line === "object"
      ? (Object.entries(line).find(([k]) => k === keyField || k === keyParam)?.[1] ?? undefined)
      : undefined;
  if (key === undefined) return;
  args[parentParam] = rec[parent.idField];
  args[keyParam] = key;
}

/**
 * Call the tool on a record its preconditions exclude; the environment must answer with the
 * precondition's error code. Undefined when the state holds no such record (nothing to probe).
 */
export async function probePrecondition(
  session: ProbeSession,
  toolName: string,
  tm: ToolModel | undefined,
  index: StateIndex,
  goodArgs: Rec,
): Promise<Probe | undefined> {
  const fits = applicableTo(tm);
  if (!tm || !fits) return undefined;
  const own = findCollection(index, tm.entity);
  const idParam = Object.entries(tm.inputs).find(
    ([, i]) => i.role === "id" && i.entity === tm.entity,
  )?.[0];
  if (!own?.idField || !idParam) return undefined;
  const off = own.records.find((r) => !fits(r));
  if (!off) return undefined;
  const rule = recordRules(tm).find((p) => {
    const v = off[p.field!];
    const hit = (p.values ?? []).some((x) => same(x, v));
    return p.kind === "field-in" ? !hit : hit;
  })!;
  const args = { ...goodArgs, [idParam]: off[own.idField] };
  await session.fresh();
  const outcome = await session.call(toolName, args);
  const code = !outcome.ok && "error" in outcome ? outcome.error.code : undefined;
  const passed =
    code !== undefined && (code === rule.errorCode || /precondition|conflict/i.test(code));
  return {
    kind: "precondition",
    passed,
    detail: passed
      ? `refused on ${rule.field}=${JSON.stringify(off[rule.field!])} with ${code} (${rule.reason})`
      : `expected ${rule.errorCode} on ${rule.field}=${JSON.stringify(off[rule.field!])} (${rule.reason}), got ${describe(outcome)}`,
    call: { tool: toolName, args },
    outcome,
  };
}

function describe(outcome: CallOutcome): string {
  if (outcome.ok) return "a result";
  if ("error" in outcome) return `tool error ${outcome.error.code}`;
  return `fault ${outcome.fault.kind}`;
}

/** Derived totals that differ from the sum of their lines, as `entity#id.field`. */
export function derivedMismatches(model: SemanticModel, state: Rec): string[] {
  const bad: string[] = [];
  for (const [entity, ent] of Object.entries(model.entities)) {
    const rules = derivedRules(model, entity);
    const rows = state[entity];
    if (rules.length === 0 || !Array.isArray(rows)) continue;
    for (const rec of rows as Rec[]) {
      for (const r of rules) {
        const lines = Array.isArray(rec[r.line]) ? (rec[r.line] as Rec[]) : [];
        let sum = 0;
        for (const l of lines) {
          if (!l || typeof l !== "object") continue;
          const q = r.qty ? Number(l[r.qty]) : 1;
          const p = r.price ? Number(l[r.price]) : 1;
          if (Number.isFinite(q) && Number.isFinite(p)) sum += q * p;
        }
        sum = lessCoupon(sum, r, rec, state);
        const have = Number(rec[r.field]);
        if (rec[r.field] !== undefined && Math.abs(have - sum) > 0.011 * Math.max(1, lines.length))
          bad.push(
            `${entity}#${String(rec[ent.idField])}.${r.field}=${String(rec[r.field])} ≠ ${sum}`,
          );
      }
    }
  }
  return bad;
}

/**
 * After a write that returned a result: the state must have changed (the effect is recorded) and
 * derived totals must still equal their lines. `before` is the canonical state before the call.
 */
export async function probeEffect(
  session: ProbeSession,
  toolName: string,
  tm: ToolModel | undefined,
  model: SemanticModel,
  args: Rec,
): Promise<Probe[]> {
  // Updates and status moves may fairly change nothing (the value was already set); these may not.
  const must = (tm?.effects ?? []).filter((e) =>
    ["create", "delete", "add-child", "remove-child", "record"].includes(e.kind),
  );
  if (!tm || must.length === 0) return [];
  await session.fresh();
  // An instance that counts its committed writes answers "did it change" without hashing the
  // state (a write that commits always moves the clock in `__env`, so the hash moves with it).
  const counted = typeof session.instance.version === "number";
  const before = counted ? session.instance.version : await session.instance.stateHash();
  const outcome = await session.call(toolName, args);
  if (!outcome.ok) return [];
  const probes: Probe[] = [];
  const changed =
    (counted ? session.instance.version : await session.instance.stateHash()) !== before;
  probes.push({
    kind: "effect",
    passed: changed,
    detail: changed
      ? `state changed (${must.map((e) => e.kind).join(", ")})`
      : `returned a result but left the state unchanged (expected ${must.map((e) => e.kind).join(", ")})`,
    call: { tool: toolName, args },
    outcome,
  });
  if (derivedRulesAny(model)) {
    const bad = derivedMismatches(model, await session.state());
    probes.push({
      kind: "derived",
      passed: bad.length === 0,
      detail:
        bad.length === 0
          ? "derived totals equal their lines"
          : `derived totals drifted: ${bad.slice(0, 3).join("; ")}`,
      call: { tool: toolName, args },
    });
  }
  return probes;
}

/** Per model, asked once per writing tool: worked out once. */
const anyDerived = new WeakMap<SemanticModel, boolean>();

function derivedRulesAny(model: SemanticModel): boolean {
  let any = anyDerived.get(model);
  if (any === undefined) {
    any = Object.keys(model.entities).some((e) => derivedRules(model, e).length > 0);
    anyDerived.set(model, any);
  }
  return any;
}
