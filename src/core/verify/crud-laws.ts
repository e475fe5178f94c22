import type { Rng } from "../domain/rng.js";
import type { CallOutcome, EnvCheck, Probe, ToolCall, ToolSpec } from "../schema/index.js";
import { buildArgs, collectionForIdParam, inputProperties, isIdParam } from "./build-args.js";
import { isNotFound, type ProbeSession } from "./probe-tool.js";
import { sampleFromSchema } from "./sample-schema.js";
import {
  type Collection,
  findCollection,
  indexState,
  norm,
  type StateIndex,
} from "./state-index.js";

/** A law that failed, pinned on the tool that broke it. */
export interface LawViolation {
  tool: string;
  probe: Probe;
}

export interface LawResult {
  checks: EnvCheck[];
  violations: LawViolation[];
}

interface Ctx {
  session: ProbeSession;
  index: StateIndex;
  rng: Rng;
  stateSchema: Record<string, unknown>;
  /**
   * Deletes that keep their record in a gone state (CloudHSM's DeleteBackup: PENDING_DELETION,
   * restorable for 7 days), by tool: the status field and the state a read after must show.
   */
  keeps?: ReadonlyMap<string, { field: string; status: string }>;
}

/** The parameter of `tool` that names a record of its own collection. */
function ownIdParam(tool: ToolSpec, index: StateIndex, own: Collection): string | undefined {
  const { props, required } = inputProperties(tool);
  const names = Object.keys(props);
  const ids = names.filter((n) => isIdParam(n) && collectionForIdParam(index, n, own) === own);
  if (ids.length > 0) return ids.find((n) => required.includes(n)) ?? ids[0];
  const requiredIds = required.filter((n) => isIdParam(n));
  if (requiredIds.length === 1) return requiredIds[0];
  return required.length === 1 ? required[0] : undefined;
}

function sameId(a: unknown, b: unknown): boolean {
  return a === b || String(a) === String(b);
}

/** Every value stored under a key with the normalised name `key`, anywhere in `value`. */
function valuesUnder(value: unknown, key: string, depth = 0, out: unknown[] = []): unknown[] {
  if (depth > 5 || value === null || typeof value !== "object") return out;
  if (Array.isArray(value)) {
    for (const v of value) valuesUnder(v, key, depth + 1, out);
    return out;
  }
  for (const [k, v] of Object.entries(value)) {
    if (norm(k) === key) out.push(v);
    valuesUnder(v, key, depth + 1, out);
  }
  return out;
}

/** Number of items a list answer holds (the array itself, or its first array-valued field). */
function countItems(result: unknown): number | undefined {
  if (Array.isArray(result)) return result.length;
  if (result && typeof result === "object") {
    for (const v of Object.values(result)) if (Array.isArray(v)) return v.length;
  }
  return undefined;
}

const call = async (
  ctx: Ctx,
  tool: ToolSpec,
  args: Record<string, unknown>,
): Promise<CallOutcome> => ctx.session.call(tool.name, args);

function outcomeText(o: CallOutcome): string {
  if (o.ok) return "a result";
  return "error" in o ? `tool error ${o.error.code}` : `fault ${o.fault.kind}`;
}

/** Args for `tool` anchored on the record with id `id` in `collection` of the current state. */
async function argsForRecord(
  ctx: Ctx,
  tool: ToolSpec,
  own: Collection,
  id: unknown,
): Promise<Record<string, unknown> | undefined> {
  const index = indexState(await ctx.session.state(), ctx.stateSchema);
  const coll = index.collections.find((c) => c.key === own.key);
  const param = ownIdParam(tool, index, coll ?? own);
  if (!param) return undefined;
  const at = coll ? coll.ids.findIndex((x) => sameId(x, id)) : -1;
  const built = buildArgs(tool, index, ctx.rng, {
    anchor: Math.max(at, 0),
    variant: 0,
    creating: false,
  });
  const schema = inputProperties(tool).props[param] ?? {};
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  built.args[param] =
    types.includes("integer") || types.includes("number")
      ? Number(id)
      : types.includes("string")
        ? String(id)
        : id;
  return built.args;
}

/** The id of the record a create call added: from the state diff, else from the result. */
/**
 * How many records a create may add: one, or one per element of the one list of records it was
 * sent (`POST /offerings/{id}/users` with `body: [{email: …}, {email: …}]` adds each user).
 */
function recordsSent(args: Record<string, unknown>): number {
  const lists = Object.values(args).filter(
    (v): v is unknown[] =>
      Array.isArray(v) &&
      v.length > 0 &&
      v.every((x) => x !== null && typeof x === "object" && !Array.isArray(x)),
  );
  return lists.length === 1 ? lists[0]!.length : 1;
}

function createdId(
  before: Collection | undefined,
  after: StateIndex,
  entity: string,
  result: unknown,
  sent = 1,
): unknown {
  const coll = findCollection(after, entity);
  if (coll) {
    const fresh = coll.ids.filter((id) => !before?.ids.some((b) => sameId(b, id)));
    if (fresh.length === 1 || (fresh.length > 1 && fresh.length === sent)) return fresh[0];
  }
  if (result && typeof result === "object") {
    const keys = ["id", `${norm(entity)}id`, ...(coll?.idField ? [norm(coll.idField)] : [])];
    for (const key of keys) {
      const found = valuesUnder(result, key).find(
        (v) => typeof v === "string" || typeof v === "number",
      );
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * CRUD laws for each entity whose kinds allow them: create→read finds the record, update→read
 * reflects the change, delete→read is NotFound, and list counts move with create and delete.
 * Each law starts from the initial state; a law that cannot be set up is skipped, not failed.
 */
export async function checkCrudLaws(
  ctx: Ctx,
  tools: ToolSpec[],
  goodArgs: Map<string, Record<string, unknown>>,
  /** Called after each entity's laws (progress on big specs). */
  onEntity?: () => void,
): Promise<LawResult> {
  const checks: EnvCheck[] = [];
  const violations: LawViolation[] = [];
  // Tools by entity, once: a scan of every tool per entity is quadratic on big specs.
  const byEntity = new Map<string, ToolSpec[]>();
  for (const t of tools) {
    if (!t.entity) continue;
    const list = byEntity.get(t.entity);
    if (list) list.push(t);
    else byEntity.set(t.entity, [t]);
  }
  for (const [entity, mine] of byEntity) {
    onEntity?.();
    const own = findCollection(ctx.index, entity);
    if (!own) continue;
    const ofKind = (kind: string) => mine.filter((t) => t.kind === kind);
    const read = ofKind("read").find((t) => ownIdParam(t, ctx.index, own) !== undefined);
    const list = ofKind("list").find((t) => inputProperties(t).required.length === 0);
    const create = ofKind("create").find((t) => goodArgs.has(t.name));
    const update = ofKind("update").find((t) => goodArgs.has(t.name));
    const del = ofKind("delete").find((t) => goodArgs.has(t.name));
    // `call`/`outcome` are the call that exposed the problem (often the read after the write).
    const fail = (
      name: string,
      tool: ToolSpec,
      detail: string,
      shown?: { call: ToolCall; outcome: CallOutcome },
    ) => {
      checks.push({ name, passed: false, detail: `${detail} — ${tool.name} dropped` });
      violations.push({
        tool: tool.name,
        probe: { kind: name, passed: false, detail, ...(shown ?? {}) },
      });
    };
    const shown = (t: ToolSpec, args: Record<string, unknown>, outcome: CallOutcome) => ({
      call: { tool: t.name, args },
      outcome,
    });
    const pass = (name: string, detail: string) => checks.push({ name, passed: true, detail });

    if (create && read) {
      const name = `crud:${entity} create→read`;
      await ctx.session.fresh();
      const args = goodArgs.get(create.name)!;
      const made = await call(ctx, create, args);
      if (made.ok) {
        const after = indexState(await ctx.session.state(), ctx.stateSchema);
        const id = createdId(own, after, entity, made.result, recordsSent(args));
        const readArgs = id === undefined ? undefined : await argsForRecord(ctx, read, own, id);
        if (id === undefined) {
          fail(
            name,
            create,
            `${create.name} returned a result but added no record to '${own.key}' and returned no id`,
            shown(create, args, made),
          );
        } else if (own.ids.some((x) => sameId(x, id))) {
          fail(
            name,
            create,
            `${create.name} made a record with id ${JSON.stringify(id)}, which an existing record already has`,
            shown(create, args, made),
          );
        } else if (readArgs) {
          const got = await call(ctx, read, readArgs);
          if (got.ok)
            pass(name, `${create.name} made ${JSON.stringify(id)} and ${read.name} found it`);
          else if ("fault" in got || isNotFound(got.error.code))
            fail(
              name,
              create,
              `${read.name} could not find the record ${create.name}(${JSON.stringify(args)}) made (id ${JSON.stringify(id)}): ${outcomeText(got)}`,
              shown(read, readArgs, got),
            );
        }
      }
    }
    if (update && read) {
      const name = `crud:${entity} update→read`;
      await ctx.session.fresh();
      const idParam = ownIdParam(update, ctx.index, own);
      const base = goodArgs.get(update.name)!;
      const id = idParam ? base[idParam] : undefined;
      const record = own.records.find(
        (r) => own.idField !== undefined && sameId(r[own.idField], id),
      );
      const { props } = inputProperties(update);
      const field = record
        ? Object.keys(props).find(
            (p) => !isIdParam(p) && Object.keys(record).some((k) => norm(k) === norm(p)),
          )
        : undefined;
      if (record && field && idParam) {
        const recordKey = Object.keys(record).find((k) => norm(k) === norm(field))!;
        let value: unknown = base[field];
        for (
          let i = 0;
          i < 8 &&
          (value === undefined || JSON.stringify(value) === JSON.stringify(record[recordKey]));
          i++
        )
          value = sampleFromSchema(props[field], ctx.rng, field);
        const args = { ...base, [field]: value };
        const changed = await call(ctx, update, args);
        if (changed.ok && JSON.stringify(value) !== JSON.stringify(record[recordKey])) {
          const readArgs = await argsForRecord(ctx, read, own, id);
          if (readArgs) {
            const got = await call(ctx, read, readArgs);
            const seen = got.ok ? valuesUnder(got.result, norm(field)) : [];
            if (!got.ok)
              fail(
                name,
                update,
                `${read.name} failed after ${update.name}(${JSON.stringify(args)}): ${outcomeText(got)}`,
                shown(read, readArgs, got),
              );
            else if (seen.length === 0)
              pass(name, `${read.name} does not show '${field}' (nothing to compare)`);
            else if (seen.some((v) => JSON.stringify(v) === JSON.stringify(value)))
              pass(
                name,
                `${update.name} set ${field}=${JSON.stringify(value)} and ${read.name} shows it`,
              );
            else
              fail(
                name,
                update,
                `${update.name} set ${field}=${JSON.stringify(value)} but ${read.name} shows ${JSON.stringify(seen[0])}`,
                shown(read, readArgs, got),
              );
          }
        }
      }
    }
    if (del) {
      const name = `crud:${entity} delete→read`;
      await ctx.session.fresh();
      const args = goodArgs.get(del.name)!;
      const idParam = ownIdParam(del, ctx.index, own);
      const id = idParam ? args[idParam] : undefined;
      const gone = await call(ctx, del, args);
      if (gone.ok && id !== undefined) {
        if (read) {
          const readArgs = await argsForRecord(ctx, read, own, id);
          if (readArgs) {
            const got = await call(ctx, read, readArgs);
            const kept = ctx.keeps?.get(del.name);
            if (kept)
              if (got.ok && JSON.stringify(got.result).includes(`"${kept.field}":"${kept.status}"`))
                pass(
                  name,
                  `${del.name}(${JSON.stringify(id)}) then ${read.name} is ${kept.status}`,
                );
              else
                fail(
                  name,
                  del,
                  `after ${del.name}(${JSON.stringify(id)}), ${read.name} gave ${outcomeText(got)} instead of ${kept.status}`,
                  shown(read, readArgs, got),
                );
            else if (!got.ok && "error" in got && isNotFound(got.error.code))
              pass(
                name,
                `${del.name}(${JSON.stringify(id)}) then ${read.name} is ${got.error.code}`,
              );
            else
              fail(
                name,
                del,
                `after ${del.name}(${JSON.stringify(id)}), ${read.name} gave ${outcomeText(got)} instead of NotFound`,
                shown(read, readArgs, got),
              );
          }
        } else {
          const after = findCollection(
            indexState(await ctx.session.state(), ctx.stateSchema),
            entity,
          );
          const still = after?.ids.some((x) => sameId(x, id)) ?? false;
          const kept = ctx.keeps?.get(del.name);
          const rec = after?.records.find((r) => after.idField && sameId(r[after.idField], id));
          if (kept)
            if (rec?.[kept.field] === kept.status)
              pass(name, `${del.name}(${JSON.stringify(id)}) left the record ${kept.status}`);
            else
              fail(
                name,
                del,
                `after ${del.name}(${JSON.stringify(id)}) the record is not ${kept.status}`,
                shown(del, args, gone),
              );
          else if (still)
            fail(
              name,
              del,
              `after ${del.name}(${JSON.stringify(id)}) the record is still in '${own.key}'`,
              shown(del, args, gone),
            );
          else
            pass(name, `${del.name}(${JSON.stringify(id)}) removed the record from '${own.key}'`);
        }
      }
    }
    if (list) {
      for (const [writer, delta] of [
        [create, 1],
        [del, -1],
      ] as const) {
        // A delete that keeps its record in a gone state leaves the count as it was.
        if (!writer || ctx.keeps?.has(writer.name)) continue;
        const name = `crud:${entity} ${writer.kind}→list count`;
        await ctx.session.fresh();
        const before = await call(ctx, list, {});
        const wrote = await call(ctx, writer, goodArgs.get(writer.name)!);
        const stored =
          findCollection(indexState(await ctx.session.state(), ctx.stateSchema), entity)?.records
            .length ?? 0;
        const after = await call(ctx, list, {});
        if (!before.ok || !wrote.ok || !after.ok) continue;
        // The writer is to blame when the state itself did not move; the list only when it did.
        // A create sent a list of records may add each of them.
        const sent = writer === create ? recordsSent(goodArgs.get(writer.name)!) : 1;
        const added = stored === own.records.length + sent && sent > 1;
        if (stored !== own.records.length + delta && !added) {
          if (!violations.some((v) => v.tool === writer.name))
            fail(
              name,
              writer,
              `${writer.name} answered but '${own.key}' went from ${own.records.length} to ${stored} records`,
              shown(writer, goodArgs.get(writer.name)!, wrote),
            );
          continue;
        }
        const n0 = countItems(before.result);
        const n1 = countItems(after.result);
        if (n0 === undefined || n1 === undefined) continue;
        // A full page hides the new record; that says nothing about the list.
        if (delta > 0 && n1 === n0 && n0 >= 10) continue;
        if (delta < 0 && n1 === n0 && own.records.length > n0) continue;
        if (n1 === n0 + delta || (added && n1 === n0 + sent))
          pass(name, `${list.name} went from ${n0} to ${n1} after ${writer.name}`);
        else
          fail(
            name,
            list,
            `${list.name} went from ${n0} to ${n1} after ${writer.name} (expected ${n0 + delta})`,
            shown(list, {}, after),
          );
      }
    }
  }
  return { checks, violations };
}
