import { MultiDirectedGraph } from "graphology";
import { countConnectedComponents } from "graphology-components";
import { inferFieldModel } from "../domain/field-roles.js";
import { resourceNameInputs } from "../domain/resource-names.js";
import { inferToolKind, otherKindFamily, qualifies } from "../domain/tool-kind.js";
import type {
  EnvBundle,
  ToolEdge,
  ToolGraph,
  ToolKind,
  ToolNode,
  ToolSpec,
} from "../schema/index.js";
import {
  entityKey,
  isGenericContainer,
  isGenericField,
  keyVariants,
  nameTokens,
  qualifiedKey,
  referencedEntity,
} from "./names.js";
import {
  addressedCollection,
  isOtherRouteKey,
  otherCollection,
  outputCollection,
  routeScope,
} from "./route-scope.js";
import {
  flattenInputs,
  flattenOutputs,
  type InputLeaf,
  type OutputLeaf,
  simplifySchema,
  typesCompatible,
} from "./schema-walk.js";
import { cosine, type SparseVector, TfIdf, textTokens } from "./text-similarity.js";
import { acceptsDataFromTools, isRecordsMadeTime, isUserProvidable } from "./user-providable.js";

/** Node attributes as stored in the graph: the ToolNode contract plus the owning bundle's id. */
export type GraphNode = ToolNode & { bundleId: string };
export type ToolDependencyGraph = MultiDirectedGraph<GraphNode, ToolEdge>;

export interface BuildGraphOptions {
  /** Allow data and state edges between tools of different environments (multi-env tasks). */
  crossEnv?: boolean;
  /** Decide user-providability of one param; `undefined` falls back to the heuristic. */
  userProvidable?: (
    env: string,
    tool: string,
    param: string,
    schema: Record<string, unknown>,
  ) => boolean | undefined;
  /** At most this many producers are kept per input (best scores first); default 12. */
  maxProducersPerInput?: number;
}

const WRITE_KINDS: ReadonlySet<ToolKind> = new Set(["create", "update", "delete", "action"]);
const READ_KINDS: ReadonlySet<ToolKind> = new Set(["read", "list"]);

/** Kind and entity of a tool: envgen's fields when present, else envgen's inference from names. */
export function toolKindOf(
  spec: ToolSpec,
  siblings?: ToolSpec[],
): { kind: ToolKind; entity?: string } {
  if (spec.kind)
    return spec.entity ? { kind: spec.kind, entity: spec.entity } : { kind: spec.kind };
  const info = inferToolKind(spec, siblings);
  return info.entity ? { kind: info.kind, entity: info.entity } : { kind: info.kind };
}

/**
 * The model's collection whose record an output leaf names: the tool's own kind for its records'
 * key (a `ListCustomRoutingAccelerators` answer's `Accelerators[].AcceleratorArn`, its records
 * wrapped under their plain sibling's word), the collection a field of them refers to, or
 * another collection's key where the leaf sits in a record of it.
 */
function recordKindOf(
  bundle: EnvBundle,
  entity: string | undefined,
  entityName: string | undefined,
  recordEntity: string | undefined,
  leaf: OutputLeaf,
  identity: boolean,
): string | undefined {
  const model = bundle.model;
  if (!model || !recordEntity) return undefined;
  const own =
    entity !== undefined &&
    entityName !== undefined &&
    (recordEntity === entityName || qualifies(entityName, recordEntity));
  const ent = own && entity ? model.entities[entity] : undefined;
  if (ent) {
    if (identity || leaf.field === ent.idField) return ent.name;
    const f = ent.fields[leaf.field];
    return f?.role === "reference" && f.ref ? f.ref : undefined;
  }
  if (!identity) return undefined;
  return Object.keys(model.entities).find((c) => entityKey(c) === recordEntity);
}

/** `lines[].product_id` → `lines`: the tool parameter an input leaf belongs to. */
function topName(leafName: string, known: ReadonlySet<string>): string {
  if (known.has(leafName)) return leafName;
  return leafName.split(/\[\]|\./)[0] ?? leafName;
}

/**
 * Keys the semantic model gives an input that names a record (`groupKey` → groups by `id`, so
 * `group_id`; `part_number` on add_part → parts by `part_number`), beside its own name.
 */
function modelKeys(bundle: EnvBundle, spec: ToolSpec, param: string): string[] {
  const im = bundle.model?.tools[spec.name]?.inputs[param];
  if (!im?.entity || (im.source !== "tool" && im.source !== "either")) return [];
  // A record's own row version (`timestamp` of a purchase) is that field of that record, no id.
  if (im.role === "system" && im.field) {
    const own = qualifiedKey(im.field, im.entity);
    return own ? keyVariants(own) : [];
  }
  const ent = bundle.model?.entities[im.entity];
  // A lookup by the record's name (`logProfileName` → `name`) is fed the listed names, not the
  // listed ARM ids (fresh70 log profiles: the only edge was `value[].id`, no plan reached a write).
  // Not a Google resource name (Memcache's `instance`): that is fed the listed whole names, which
  // the record's `name` key would mix with every write's operation `name`.
  const byName =
    im.role === "id" &&
    ent?.fields[im.field ?? ""]?.role === "label" &&
    !resourceNameInputs(spec).some((i) => i.param === param);
  const field =
    im.field && (ent?.fields[im.field]?.role === "id" || byName) ? im.field : ent?.idField;
  const key = field ? qualifiedKey(field, im.entity) : undefined;
  // A bare `id` never holds the key another input of the call names: elmah's `/messages/{logId}/{id}/_fix` keyed
  // messages by their log, and `id` ("The ID of the message to fix") was fed log ids. Then the
  // input is the record's own id.
  const others = Object.entries(bundle.model?.tools[spec.name]?.inputs ?? {}).filter(
    ([n]) => n !== param,
  );
  if (key && isGenericField(param) && others.some(([n, o]) => qualifiedKey(n, o.entity) === key)) {
    const own = qualifiedKey("id", im.entity);
    return own && own !== key ? keyVariants(own) : [];
  }
  return key ? keyVariants(key) : [];
}

/**
 * Parameters of a tool that are plumbing or system-managed: from the bundle's semantic model
 * (v2), else from the shared field-role table (v1 bundles carry no model).
 */
function machineInputs(bundle: EnvBundle, spec: ToolSpec): Set<string> {
  const out = new Set<string>();
  const tm = bundle.model?.tools[spec.name];
  if (tm) {
    for (const [name, im] of Object.entries(tm.inputs))
      if (im.source === "plumbing" || im.source === "system") out.add(name);
    return out;
  }
  const props = (spec.inputSchema as { properties?: Record<string, unknown> }).properties ?? {};
  const siblings = Object.keys(props);
  for (const [name, schema] of Object.entries(props)) {
    const role = inferFieldModel(name, schema, { param: true, siblings }).role;
    if (role === "plumbing") out.add(name);
  }
  return out;
}

/** Output leaves of a tool; without an output schema, the record shape of its state collection. */
function toolOutputs(
  spec: ToolSpec,
  kind: ToolKind,
  entity: string | undefined,
  bundle: EnvBundle,
): OutputLeaf[] {
  if (spec.outputSchema) return flattenOutputs(spec.outputSchema);
  if (!entity) return [];
  const props = simplifySchema(bundle.stateSchema).properties as
    | Record<string, Record<string, unknown>>
    | undefined;
  const coll = props?.[entity];
  if (!coll) return [];
  const s = simplifySchema(coll);
  const record =
    s.type === "array"
      ? (s.items as Record<string, unknown>)
      : ((s.additionalProperties as Record<string, unknown> | undefined) ?? s);
  if (!record || typeof record !== "object") return [];
  // Lists answer `{<collection>: [records]}` as the heuristic CRUD runtime does.
  const shape =
    kind === "list"
      ? { type: "object", properties: { [entity]: { type: "array", items: record } } }
      : (record as Record<string, unknown>);
  return flattenOutputs(shape);
}

interface OutputRef {
  node: string;
  scope: string;
  leaf: OutputLeaf;
  key: string;
  /** The leaf is the identifier of the records the tool returns (entity identity). */
  identity: boolean;
  /** The collection (singular key) whose records hold the leaf. */
  recordEntity?: string | undefined;
  /** The path of the collection the record the leaf names lives in, when the paths say. */
  collection?: string[] | undefined;
  /** The model's collection whose record the value names (its key, or a reference it holds). */
  kind?: string | undefined;
  /** The model's collections of the leaf's environment. */
  kinds: readonly string[];
  vec: SparseVector;
}

interface InputRef {
  node: string;
  scope: string;
  leaf: InputLeaf;
  keys: string[];
  userProvidable: boolean;
  /** A value only the record itself holds (its row version): fed by that collection's records only. */
  ownedBy?: string | undefined;
  /** The collection path a path parameter addresses a record of. */
  collection?: string[] | undefined;
  /** The collection whose record's own creation time the input is (`CreateTimestamp`). */
  timeOf?: string | undefined;
  /**
   * Keys the model gives the input as a field of one kind of record (`ParameterGroupName` is a
   * parameter group's `Name`): they match that kind's field only, not every record's `Name`.
   */
  recordKeys?: { entity: string; keys: string[] } | undefined;
  /** The model's collection whose record the input names. */
  kind?: string | undefined;
  vec: SparseVector;
}

function outputKey(leaf: OutputLeaf, toolEntity: string | undefined): string | undefined {
  if (leaf.path.endsWith("[]") && leaf.type !== "object") return entityKey(leaf.field) || undefined;
  return qualifiedKey(leaf.field, leaf.container ?? toolEntity);
}

function inputKey(leaf: InputLeaf, toolEntity: string | undefined): string | undefined {
  if (leaf.type === "array") return entityKey(leaf.field) || undefined;
  return qualifiedKey(leaf.field, leaf.container ?? toolEntity);
}

/** Unique, readable node key per tool: `bundleName/tool`, disambiguated by id when names clash. */
function envLabels(bundles: EnvBundle[]): string[] {
  const count = new Map<string, number>();
  for (const b of bundles) count.set(b.name, (count.get(b.name) ?? 0) + 1);
  return bundles.map((b) =>
    (count.get(b.name) ?? 0) > 1 ? `${b.name}#${b.id.slice(0, 8)}` : b.name,
  );
}

/**
 * Build the tool dependency graph. Node key is `${env}/${tool}` where env is the bundle's name
 * (suffixed `#<id prefix>` when two bundles share a name); the node's `bundleId` names the bundle.
 * Data edges go from a producer to a consumer and say which output path fills which input
 * (`to` is the input leaf name, e.g. `device_id` or `lines[].product_id`); state edges go from a
 * tool that writes a collection to one that reads it. Candidate producers come from an index by
 * normalised key, never from comparing every param with every output, so building is near-linear.
 */
export function buildToolGraph(
  bundles: EnvBundle[],
  options: BuildGraphOptions = {},
): ToolDependencyGraph {
  const graph: ToolDependencyGraph = new MultiDirectedGraph<GraphNode, ToolEdge>();
  const labels = envLabels(bundles);
  const tfidf = new TfIdf();
  const outputsRaw: Array<Omit<OutputRef, "vec"> & { tokens: string[] }> = [];
  const inputsRaw: Array<Omit<InputRef, "vec"> & { tokens: string[] }> = [];
  const writers = new Map<string, string[]>();
  const readers = new Map<string, string[]>();
  const maxProducers = options.maxProducersPerInput ?? 12;

  bundles.forEach((bundle, bi) => {
    const env = labels[bi]!;
    const scope = options.crossEnv ? "*" : env;
    const routes = routeScope(bundle, (s) => toolKindOf(s, bundle.tools).entity);
    const kinds = Object.keys(bundle.model?.entities ?? {});
    for (const spec of bundle.tools) {
      const node = `${env}/${spec.name}`;
      if (graph.hasNode(node)) continue;
      const { kind, entity } = toolKindOf(spec, bundle.tools);
      const inLeaves = flattenInputs(spec.inputSchema);
      const outLeaves = toolOutputs(spec, kind, entity, bundle);
      const machine = machineInputs(bundle, spec);
      const inputs = inLeaves.map((leaf) => {
        // Transport and server-managed parameters: no person states them, no tool feeds them.
        if (machine.has(topName(leaf.name, machine)))
          return { leaf, userProvidable: false, machine: true, recordsOwn: false };
        const hook = options.userProvidable?.(env, spec.name, leaf.name, leaf.schema);
        // The model knows ids the name heuristic cannot split (`playerid`, `teamid`).
        const fromTool =
          !leaf.name.includes(".") &&
          !leaf.name.includes("[") &&
          bundle.model?.tools[spec.name]?.inputs[leaf.name]?.source === "tool";
        // A record's own creation time, sent to act on it, is read off the record, not asked.
        const recordsOwn = leaf.required && isRecordsMadeTime(leaf.field, leaf.schema, kind);
        return {
          leaf,
          userProvidable:
            !recordsOwn && (hook ?? (fromTool ? false : isUserProvidable(leaf.field, leaf.schema))),
          machine: false,
          recordsOwn,
        };
      });
      const attrs: GraphNode = {
        env,
        bundleId: bundle.id,
        tool: spec.name,
        kind,
        inputs: inputs.map(({ leaf, userProvidable }) => ({
          name: leaf.name,
          type: leaf.type,
          required: leaf.required,
          userProvidable,
        })),
        outputs: outLeaves.map((l) => ({ path: l.path, type: l.type })),
      };
      if (entity) attrs.entity = entity;
      graph.addNode(node, attrs);

      const entityName = entity ? entityKey(entity) : undefined;
      for (const leaf of outLeaves) {
        const key = outputKey(leaf, entity);
        if (!key) continue;
        const recordEntity = leaf.container ? entityKey(leaf.container) : entityName;
        // A record's field named for its own kind is its key too (`repositories[].repository`):
        // else FishEye's switches found their repository through a group's `repository`.
        const identity =
          recordEntity !== undefined &&
          (key === recordEntity ||
            ((key === `${recordEntity}_id` ||
              key === `${recordEntity}_${nameTokens(leaf.field).join("_")}`) &&
              referencedEntity(key) === recordEntity));
        const own = recordEntity !== undefined && recordEntity === entityName;
        if (own && !identity && isOtherRouteKey(routes, spec.name, recordEntity, key)) continue;
        const collection = own
          ? outputCollection(routes, spec.name, recordEntity, key, identity)
          : undefined;
        const tokens = textTokens(
          `${leaf.path} ${leaf.description} ${leaf.container ?? entity ?? ""}`,
        );
        tfidf.add(tokens);
        const kind = recordKindOf(bundle, entity, entityName, recordEntity, leaf, identity);
        outputsRaw.push({
          node,
          scope,
          leaf,
          key,
          identity,
          recordEntity,
          collection,
          kind,
          kinds,
          tokens,
        });
      }
      for (const { leaf, userProvidable, machine: fixed, recordsOwn } of inputs) {
        if (fixed) continue;
        const im = leaf.name.includes("[")
          ? undefined
          : bundle.model?.tools[spec.name]?.inputs[leaf.name];
        // A bare `id` is the id of the record the model says it names, not of the tool's own
        // records: e-drv's `GET /v1/vehicles/{id}/location` ("The vehicle id") was fed location
        // ids because the tool returns locations.
        const names =
          im?.entity &&
          (im.role === "reference" || im.role === "id") &&
          (im.source === "tool" || im.source === "either") &&
          !leaf.container &&
          isGenericField(leaf.field)
            ? im.entity
            : entity;
        const key = inputKey(leaf, names);
        const tokens = textTokens(`${leaf.name} ${leaf.description}`);
        tfidf.add(tokens);
        const own = key ? keyVariants(key) : [];
        const extra = leaf.name.includes("[") ? [] : modelKeys(bundle, spec, leaf.name);
        const modelEntity = im?.entity ? entityKey(im.entity) : "";
        // A bare field the model keys the record by (`name`) names nothing without its record.
        const bare = extra.filter((k) => !own.includes(k) && !k.startsWith(`${modelEntity}_`));
        const ownedBy =
          im?.role === "system" && im.source === "tool" && im.entity
            ? entityKey(im.entity)
            : undefined;
        const collection =
          leaf.name.includes(".") || leaf.name.includes("[")
            ? undefined
            : addressedCollection(routes, spec.name, leaf.name);
        inputsRaw.push({
          collection,
          ownedBy,
          ...(recordsOwn && entity ? { timeOf: entity } : {}),
          node,
          scope,
          leaf,
          keys: [...own, ...extra.filter((k) => !own.includes(k))],
          ...(modelEntity && bare.length > 0
            ? { recordKeys: { entity: modelEntity, keys: bare } }
            : {}),
          userProvidable,
          kind:
            im?.entity &&
            (im.source === "tool" || im.source === "either") &&
            (im.role === "id" || im.role === "reference")
              ? im.entity
              : undefined,
          tokens,
        });
      }
      if (entity) {
        const coll = `${scope}\u0000${entityKey(entity)}`;
        const into = WRITE_KINDS.has(kind) ? writers : READ_KINDS.has(kind) ? readers : undefined;
        if (into) {
          const list = into.get(coll) ?? [];
          list.push(node);
          into.set(coll, list);
        }
      }
    }
  });

  const outputs: OutputRef[] = outputsRaw.map(({ tokens, ...o }) => ({
    ...o,
    vec: tfidf.vector(tokens),
  }));
  const byKey = new Map<string, OutputRef[]>();
  // Description fallback: inverted index over rare tokens only, so a lookup stays bounded.
  const byToken = new Map<string, OutputRef[]>();
  const rareLimit = Math.max(8, Math.ceil(Math.sqrt(outputs.length)));
  for (const o of outputs) {
    const k = `${o.scope}\u0000${o.key}`;
    const list = byKey.get(k) ?? [];
    list.push(o);
    byKey.set(k, list);
    for (const t of o.vec.keys()) {
      if (tfidf.documentFrequency(t) > rareLimit) continue;
      const tl = byToken.get(t) ?? [];
      tl.push(o);
      byToken.set(t, tl);
    }
  }

  for (const raw of inputsRaw) {
    if (raw.userProvidable && !acceptsDataFromTools(raw.leaf.field, raw.leaf.schema)) continue;
    const input: InputRef = { ...raw, vec: tfidf.vector(raw.tokens) };
    const best = new Map<string, { out: OutputRef; score: number; reasons: string[] }>();
    const consider = (out: OutputRef, nameScore: number, nameReason: string | undefined) => {
      if (out.node === input.node) return;
      if (!typesCompatible(input.leaf, out.leaf)) return;
      if (input.ownedBy && out.recordEntity !== input.ownedBy) return;
      if (input.collection && out.collection && otherCollection(input.collection, out.collection))
        return;
      // A custom routing accelerator's ARN is no accelerator's, though both keys are
      // `AcceleratorArn`: gold listed custom routing accelerators and deleted one with
      // `DeleteAccelerator` (fresh65 readers A).
      if (
        out.kind &&
        input.kind &&
        out.scope === input.scope &&
        out.kinds.includes(input.kind) &&
        otherKindFamily(out.kind, input.kind, out.kinds)
      )
        return;
      const reasons: string[] = [];
      let score = nameScore;
      if (nameReason) reasons.push(nameReason);
      if (out.identity) {
        score += 0.25;
        reasons.push("entity");
      } else if (nameReason) {
        score += 0.05;
      }
      score += 0.1;
      reasons.push("type");
      const sim = cosine(input.vec, out.vec);
      if (sim > 0.2) reasons.push("description");
      score += 0.15 * sim;
      score = Math.round(Math.min(1, score) * 1000) / 1000;
      const prev = best.get(out.node);
      if (
        !prev ||
        score > prev.score ||
        (score === prev.score && out.leaf.path < prev.out.leaf.path)
      ) {
        best.set(out.node, { out, score, reasons });
      }
    };
    // Another kind of record's `Name` (a user's, fed to `ParameterGroupName`) names no parameter
    // group: grounding failed NotFound on it (fresh60 MemoryDB).
    const otherRecord = (k: string, out: OutputRef) =>
      input.recordKeys?.keys.includes(k) === true &&
      out.recordEntity !== undefined &&
      out.recordEntity !== input.recordKeys.entity &&
      !isGenericContainer(out.leaf.container ?? out.recordEntity);
    input.keys.forEach((k, i) => {
      for (const out of byKey.get(`${input.scope}\u0000${k}`) ?? []) {
        if (otherRecord(k, out)) continue;
        consider(out, i === 0 ? 0.5 : 0.4, "name");
      }
    });
    if (best.size === 0 && !input.userProvidable) {
      const wanted = input.keys[0] ? referencedEntity(input.keys[0]) : undefined;
      const seen = new Set<OutputRef>();
      for (const t of input.vec.keys()) {
        for (const out of byToken.get(t) ?? []) {
          if (seen.has(out) || out.scope !== input.scope) continue;
          seen.add(out);
          const theirs = referencedEntity(out.key);
          // Two ids of different entities never match, however similar their descriptions.
          if (wanted && theirs && wanted !== theirs) continue;
          if (wanted && !theirs) continue;
          const sim = cosine(input.vec, out.vec);
          if (sim >= 0.5) consider(out, 0.3 * sim, undefined);
        }
      }
    }
    // Lookups first: the sampler feeds an id from a write only when no lookup gives it, so a cap
    // filled with the writes of a busy collection (FishEye's 12 repository writes) left
    // `enableRepository` no list to find its repository in.
    const looksUp = (o: OutputRef) => READ_KINDS.has(graph.getNodeAttributes(o.node).kind);
    // A record's creation time comes from a lookup of that record, where there is one: not from
    // an application version's or a snapshot summary's own `CreateTimestamp` (fresh61 Kinesis).
    const timeOf = input.timeOf;
    const ofRecord = timeOf
      ? [...best.values()].filter((b) => graph.getNodeAttributes(b.out.node).entity === timeOf)
      : [];
    const ranked = (ofRecord.length > 0 ? ofRecord : [...best.values()])
      .sort(
        (a, b) =>
          Number(looksUp(b.out)) - Number(looksUp(a.out)) ||
          b.score - a.score ||
          (a.out.node < b.out.node ? -1 : 1),
      )
      .slice(0, maxProducers);
    for (const { out, score, reasons } of ranked) {
      const key = `data:${out.node}->${input.node}:${input.leaf.name}`;
      graph.addDirectedEdgeWithKey(key, out.node, input.node, {
        kind: "data",
        from: out.leaf.path,
        to: input.leaf.name,
        score,
        reasons,
      });
    }
  }

  for (const [coll, ws] of [...writers].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const rs = readers.get(coll) ?? [];
    const collection = coll.split("\u0000")[1]!;
    for (const w of ws) {
      for (const r of rs.slice(0, maxProducers)) {
        if (r === w) continue;
        graph.addDirectedEdgeWithKey(`state:${w}->${r}:${collection}`, w, r, {
          kind: "state",
          collection,
          score: 0.5,
          reasons: ["collection"],
        });
      }
    }
  }
  return graph;
}

/** graphology's own serialisation, in the ToolGraph contract shape. */
export function exportToolGraph(graph: ToolDependencyGraph): ToolGraph {
  return graph.export() as unknown as ToolGraph;
}

/** Rebuild a graph from its serialisation (e.g. a saved graph.json). */
export function importToolGraph(data: ToolGraph): ToolDependencyGraph {
  const g: ToolDependencyGraph = new MultiDirectedGraph<GraphNode, ToolEdge>();
  g.import(data as unknown as Parameters<ToolDependencyGraph["import"]>[0]);
  return g;
}

export interface GraphStats {
  nodes: number;
  edges: number;
  dataEdges: number;
  stateEdges: number;
  /** Weakly connected components. */
  components: number;
  /** Tools that no edge touches (neither produce for nor consume from another tool), sorted. */
  unreachedTools: string[];
}

export function graphStats(graph: ToolDependencyGraph): GraphStats {
  let dataEdges = 0;
  let stateEdges = 0;
  graph.forEachEdge((_e, a) => {
    if (a.kind === "data") dataEdges++;
    else stateEdges++;
  });
  const unreachedTools = graph.filterNodes((n) => graph.degree(n) === 0).sort();
  return {
    nodes: graph.order,
    edges: graph.size,
    dataEdges,
    stateEdges,
    components: countConnectedComponents(graph),
    unreachedTools,
  };
}
