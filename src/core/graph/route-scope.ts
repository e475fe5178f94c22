import { httpOf } from "../domain/tool-kind.js";
import type { EnvBundle, ToolSpec } from "../schema/index.js";
import { entityKey, normaliseName, referencedEntity } from "./names.js";

/**
 * What the HTTP paths of one environment say about where records live: which literal paths are
 * collections (some tool's path is exactly that), and which parents a sub-resource is reached
 * under (`/invoices/{invoiceId}/dates`, `/projects/{projectId}/dates` → dates under invoices and
 * projects). Tools without an OpenAPI path take no part.
 */
export interface RouteScope {
  /** Literal-and-param paths (`accounting/customers/invoices`) that some tool's path is exactly. */
  collectionPaths: ReadonlySet<string>;
  /** Entity key → the parent entity keys its tools' paths name above it. */
  parentsOf: ReadonlyMap<string, ReadonlySet<string>>;
  /** Tool name → the parent entity keys its own path names, each with the parameter naming it. */
  toolParents: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** Tool name → its path segments. */
  segments: ReadonlyMap<string, string[]>;
}

const isParam = (s: string): boolean => s.startsWith("{") && s.endsWith("}");

/** The entity a path parameter of a tool names, when it is not the tool's own record. */
function paramParent(
  bundle: EnvBundle,
  spec: ToolSpec,
  param: string,
  own: string | undefined,
): string | undefined {
  const im = bundle.model?.tools[spec.name]?.inputs[param];
  const fromModel =
    im?.role === "reference" && im.entity
      ? entityKey(im.entity)
      : referencedEntity(normaliseName(param));
  return fromModel && fromModel !== own ? fromModel : undefined;
}

export function routeScope(
  bundle: EnvBundle,
  entityOf: (spec: ToolSpec) => string | undefined,
): RouteScope {
  const collectionPaths = new Set<string>();
  const parentsOf = new Map<string, Set<string>>();
  const toolParents = new Map<string, Map<string, string>>();
  const segments = new Map<string, string[]>();
  for (const spec of bundle.tools) {
    const segs = httpOf(spec)?.segments;
    if (!segs || segs.length === 0) continue;
    segments.set(spec.name, segs);
    collectionPaths.add(segs.join("/"));
    const entity = entityOf(spec);
    const own = entity ? entityKey(entity) : undefined;
    if (!own) continue;
    const parents = new Map<string, string>();
    for (const s of segs) {
      if (!isParam(s)) continue;
      const p = paramParent(bundle, spec, s.slice(1, -1), own);
      if (p && !parents.has(p)) parents.set(p, s.slice(1, -1));
    }
    toolParents.set(spec.name, parents);
    const all = parentsOf.get(own) ?? new Set<string>();
    for (const p of parents.keys()) all.add(p);
    parentsOf.set(own, all);
  }
  return { collectionPaths, parentsOf, toolParents, segments };
}

/**
 * A field of a sub-resource record that names one of the record's other possible parents, read
 * through a tool that reached it under a different parent: XTRF's dates live under invoices,
 * jobs, projects, quotes and tasks, so the dates `getDates` reads through an invoice carry a
 * `project_id` that names no project of theirs (gold fed it to the project's files: fresh49 blind
 * readers A/M). Such a field feeds no other tool.
 */
export function isOtherRouteKey(
  scope: RouteScope,
  tool: string,
  recordEntity: string,
  key: string,
): boolean {
  const ref = referencedEntity(key);
  if (!ref) return false;
  const parents = scope.parentsOf.get(recordEntity);
  if (!parents || parents.size < 2 || !parents.has(ref)) return false;
  const mine = scope.toolParents.get(tool);
  return mine !== undefined && mine.size > 0 && !mine.has(ref);
}

/**
 * The collection path a tool's records of `entity` come from: its path up to the last literal
 * segment naming that entity, when some tool's path is exactly that (a list or create there).
 */
export function collectionPathOf(
  scope: RouteScope,
  tool: string,
  entity: string,
): string[] | undefined {
  const segs = scope.segments.get(tool);
  if (!segs) return undefined;
  for (let k = segs.length - 1; k >= 0; k--) {
    const s = segs[k]!;
    if (isParam(s) || entityKey(s) !== entity) continue;
    const path = segs.slice(0, k + 1);
    return scope.collectionPaths.has(path.join("/")) ? path : undefined;
  }
  return undefined;
}

/**
 * The collection path the records a tool's output field names come from: for the tool's own
 * records, their collection path; for the id of the parent its path names, the path before that
 * parameter (a provider invoice's payments carry a provider invoice's id).
 */
export function outputCollection(
  scope: RouteScope,
  tool: string,
  recordEntity: string,
  key: string,
  identity: boolean,
): string[] | undefined {
  if (identity) return collectionPathOf(scope, tool, recordEntity);
  const ref = referencedEntity(key);
  const param = ref ? scope.toolParents.get(tool)?.get(ref) : undefined;
  return param ? addressedCollection(scope, tool, param) : undefined;
}

/** The collection path a path parameter addresses a record of: the path before `{param}`. */
export function addressedCollection(
  scope: RouteScope,
  tool: string,
  param: string,
): string[] | undefined {
  const segs = scope.segments.get(tool);
  const i = segs?.indexOf(`{${param}}`) ?? -1;
  if (!segs || i < 1 || isParam(segs[i - 1]!)) return undefined;
  const path = segs.slice(0, i);
  return scope.collectionPaths.has(path.join("/")) ? path : undefined;
}

/**
 * Two collection paths of the same shape that differ in a literal segment are two collections,
 * however alike their records: XTRF's `/accounting/customers/invoices` and
 * `/accounting/providers/invoices` (a provider invoice's id paid a client invoice: fresh49 blind
 * readers A/M). `/projects/{id}/invoices` beside `/invoices` is no such pair (other shapes), nor
 * Budgea's `/users/{id_user}/connections` beside `/banks/{id_connector}/connections` (owners).
 */
export function otherCollection(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  let differs = false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (isParam(x) || isParam(y)) {
      if (isParam(x) !== isParam(y)) return false;
      continue;
    }
    if (i === a.length - 1) {
      if (entityKey(x) !== entityKey(y)) return false;
    } else if (normaliseName(x) !== normaliseName(y) && !isParam(a[i + 1]!) && !isParam(b[i + 1]!))
      // An owner whose id follows (`/users/{id}/connections` vs `/banks/{id}/connections`)
      // filters one collection; a qualifier right before the noun names another.
      differs = true;
  }
  return differs;
}
