import type { ToolSpec } from "../schema/tool-spec.js";
import { httpOf, inputProps, isParamSegment } from "./tool-kind.js";

/**
 * A cloud resource path (`projects/quiet-harbor-412/locations/us-central1/memberships/m1`): its
 * collection/id pairs, or undefined for any other value.
 */
export function resourcePath(value: string): [string, string][] | undefined {
  const parts = value.split("/");
  if (parts.length < 2 || parts.length % 2 !== 0 || parts.length > 10) return undefined;
  const pairs: [string, string][] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const [coll, id] = [parts[i]!, parts[i + 1]!];
    if (!/^[a-z][a-zA-Z]{2,}s$/.test(coll) || !/^[\w.-]+$/.test(id)) return undefined;
    pairs.push([coll, id]);
  }
  return pairs;
}

/**
 * A cloud resource's id path, which a console copies and no person says (stop-61 readers, U on 7 of
 * 30: "The group to use is arn:aws:resource-groups:us-east-1:…"): an ARN, an Azure resource id
 * (`/subscriptions/…/resourceGroups/…`), a Google `projects/…/locations/…` name.
 */
const RESOURCE_ID =
  /\barn:aws[a-z-]*:[a-z0-9-]+:[a-z0-9-]*:\d*:[^\s,;)]*[^\s,;).]|(?:^|[\s"'(])\/subscriptions\/[\w.-]+(?:\/[^\s,;)]*[^\s,;).])?|\b(?:projects|organizations|folders)\/[\w.-]+\/(?:locations|[a-z][a-zA-Z]+s)\/[^\s,;)]*[^\s,;).]/;

/** The resource id path a text pastes (see `RESOURCE_ID`), if any. */
export function pastedResourceId(text: string): string | undefined {
  return RESOURCE_ID.exec(text)?.[0].trim();
}

/** Whether a whole value is a resource id path (see `RESOURCE_ID`): an ARN, an Azure id. */
export function isResourceId(value: unknown): boolean {
  return typeof value === "string" && pastedResourceId(value) === value.trim();
}

/**
 * A pair that names the code serving a path, not a record: Azure's `providers/Microsoft.Billing`, a
 * dotted namespace of capitalised identifiers. A person says the department, never its provider
 * (fresh64 readers, F and U: "department 123456 of provider Microsoft.Billing").
 */
export function isProviderPair([collection, id]: readonly [string, string]): boolean {
  return collection === "providers" || /^[A-Z][a-z]+(?:\.[A-Z][A-Za-z]+)+$/.test(id);
}

/** An input that takes a whole resource name, and the collections the doc lets it start with. */
export interface ResourceNameInput {
  param: string;
  /** First collections the doc's formats list (`projects/{project_id}`, `folders/{folder_id}`); may be empty. */
  starts: string[];
  /** Collections the operation walks (`projects_locations_keyRings_…` of its name); may be empty. */
  collections: string[];
  /**
   * The collections a `parent` walks: those before the operation's own
   * (`baremetalsolution_projects_locations_nfsShares_create` → projects, locations); absent when
   * the name is cut or walks one.
   */
  parentWalks?: string[];
  /** Whole names the doc spells out (`services/servicenetworking.googleapis.com`). */
  examples: string[];
}

/** The collections a cloud resource name starts with. */
const ROOT_COLLECTION = /^(?:projects|organizations|folders|billingAccounts)$/;

/**
 * The collections an operation's name walks (`cloudkms_projects_locations_keyRings_list` →
 * projects, locations, keyRings): plural words before its verb, from the root collection on — the
 * service's own name before it (`cloudkms`) is none, and counted as one no KMS key ring's name
 * could ever walk it (stop59 fixture: every KMS plan failed no-resource-name).
 */
function operationCollections(words: string[]): string[] {
  const root = words.findIndex((w) => ROOT_COLLECTION.test(w));
  // With no root collection, the first word is still the service's own name (Business Profile's
  // `mybusinessverifications_locations_verifications_list`), never a collection, though it may
  // end in "s": counted as one, no location's name walked it (fresh70: every plan no-resource-name).
  const from = root >= 0 ? root : words.length >= 3 && /^[a-z0-9]+$/.test(words[0] ?? "") ? 1 : 0;
  return words.filter(
    (w, i) => i >= from && i < words.length - 1 && /^[a-z][a-zA-Z]{2,}s$/.test(w),
  );
}

/** Parameter names a whole resource name goes by: Google's `name`, `parent`, `resource`. */
const NAME_PARAM = /^(?:name|parent|resource|[a-z]+(?:Name|Resource))$/;
/** The doc says the value is a resource name, or gives its format. */
const NAME_DOC =
  /\bresource names?\b|\bname of the resource\b|format:\s*[`"']?[a-z]+\/\{|`[a-z][a-zA-Z]*\/\{[^}`]+\}/i;
/**
 * Whether a field's doc says it holds the record's whole resource name and spells out its form
 * (Composer's `name`: "The resource name of the environment, in the form:
 * \"projects/{projectId}/locations/{locationId}/environments/{environmentId}\"").
 */
export function describesResourceNameForm(description: unknown): boolean {
  return (
    typeof description === "string" &&
    /\bresource names?\b|\bfull(y qualified)? names?\b/i.test(description) &&
    /\b[a-z][a-zA-Z]*s\/\{[^}\s]+\}/.test(braceSlots(description))
  );
}

/**
 * A doc's text with its `[CUSTOMER_ID]` slots written `{customer_id}`: Google's zero-touch API
 * spells its formats `customers/[CUSTOMER_ID]/configurations/[CONFIGURATION_ID]`, and a partner's
 * device read went out with a customer's path (fresh73 readers A).
 */
export function braceSlots(text: string): string {
  return text.replace(/\/\[([A-Z][A-Z0-9_]*)\]/g, (_, slot: string) => `/{${slot.toLowerCase()}}`);
}

/** Azure's wording for one record's own name ("The name of the resource group."). */
const NAME_OF_RESOURCE = /\bname of the resource\b/i;

/**
 * Inputs of a tool that take a whole resource name (`projects/p/locations/l/keyRings/k`): a path
 * parameter the route puts straight after its version (`/v1/{name}/publicKey`,
 * `/v1beta1/{resource}/catalogs:search`) under a name such as `name`, `parent` or `resource`, or
 * whose doc calls it a resource name. The doc's own `collection/{id}` formats say where the value
 * may start; the operation's name (`projects_locations_keyRings_importJobs_setIamPolicy`) which
 * collections it walks.
 */
export function resourceNameInputs(spec: ToolSpec): ResourceNameInput[] {
  const http = httpOf(spec);
  if (!http) return [];
  const props = inputProps(spec);
  const segments = http.segments;
  const words = spec.name.split("_");
  const collections = operationCollections(words);
  // The operation's own collection stands just before its verb unless the name was cut.
  const whole = collections.length >= 2 && words[words.length - 2] === collections.at(-1);
  const out: ResourceNameInput[] = [];
  for (const [param, schema] of Object.entries(props)) {
    if (schema?.["x-in"] !== "path") continue;
    const desc = typeof schema.description === "string" ? braceSlots(schema.description) : "";
    const at = segments.findIndex((s) => s === `{${param}}` || s === `{+${param}}`);
    if (at < 0) continue;
    const afterVersion = at === 0 || /^v\d+(?:[a-z]+\d*)?$/i.test(segments[at - 1] ?? "");
    // Two collections in the operation's name (`projects_locations_…`): a cloud method, not an
    // API whose `/v1/{name}` is a person's or a file's name.
    const walked = afterVersion && NAME_PARAM.test(param) && collections.length >= 2;
    if (!walked && !NAME_DOC.test(desc)) continue;
    // `projects/{project_id}` formats, or a literal one (`services/servicenetworking.googleapis.com`).
    const starts = [
      ...desc.matchAll(/(?:^|[\s`"'*(])([a-z][a-zA-Z]*s)\/\{/g),
      ...desc.matchAll(/`([a-z][a-zA-Z]*s)\/[\w.-]+`/g),
    ].map((m) => m[1]!);
    const examples = [
      ...desc.matchAll(/`([a-z][a-zA-Z]*s\/[\w.-]+(?:\/[a-z][a-zA-Z]*s\/[\w.-]+)*)`/g),
    ]
      .map((m) => m[1]!)
      .filter((v) => resourcePath(v));
    // A name the path puts after its own collection (`resourceGroups/{resourceGroupName}`: "The
    // name of the resource group.") is one segment, a record's own name; only a format in the doc
    // makes it a whole path (fresh71 Azure VNet gateways: every plan no-resource-name).
    const ownSegment =
      !walked &&
      !afterVersion &&
      !isParamSegment(segments[at - 1] ?? "") &&
      starts.length === 0 &&
      examples.length === 0 &&
      NAME_OF_RESOURCE.test(desc) &&
      !/\bresource names?\b/i.test(desc);
    if (ownSegment) continue;
    out.push({
      param,
      starts: [...new Set(starts)],
      collections,
      examples: [...new Set(examples)],
      ...(param === "parent" && whole ? { parentWalks: collections.slice(0, -1) } : {}),
    });
  }
  return out;
}

/**
 * Body and query inputs that take another record's whole resource name, as their doc spells its
 * form: zero-touch's `configuration` "in the format
 * `customers/[CUSTOMER_ID]/configurations/[CONFIGURATION_ID]`" was sent "Reporting configuration"
 * (fresh73 readers A). Only a quoted form of two or more collections counts; the input's records
 * are those of the form's last collection.
 */
export function formattedNameInputs(spec: ToolSpec): ResourceNameInput[] {
  const out: ResourceNameInput[] = [];
  for (const [param, schema] of Object.entries(inputProps(spec))) {
    const where = schema?.["x-in"];
    if (where === "path" || where === "header" || typeof schema?.description !== "string") continue;
    if (schema.type !== undefined && schema.type !== "string") continue;
    const form = /[`"']([a-z][a-zA-Z]*s\/\{[^}\s]+\}(?:\/[a-z][a-zA-Z]*s\/\{[^}\s]+\})+)[`"']/.exec(
      braceSlots(schema.description),
    )?.[1];
    const pairs = form ? [...form.matchAll(/([a-z][a-zA-Z]*s)\/\{/g)].map((m) => m[1]!) : [];
    if (pairs.length < 2) continue;
    out.push({ param, starts: [pairs[0]!], collections: [pairs.at(-1)!], examples: [] });
  }
  return out;
}

/**
 * What is wrong with a value for a resource-name input, or undefined when it is one: not a path at
 * all ("Partner integration", "location"), a path under the parameter's own name
 * (`resources/9d6lukau3j`), or one that starts where the doc's formats say it cannot.
 */
export function resourceNameFault(value: unknown, input: ResourceNameInput): string | undefined {
  if (typeof value !== "string") return undefined;
  const pairs = resourcePath(value);
  if (!pairs) return `"${value}" is no resource name`;
  const first = pairs[0]![0];
  if (first === `${input.param}s` || first === `${input.param.toLowerCase()}s`)
    return `"${value}" is made from the parameter's name`;
  if (input.starts.length > 0 && !input.starts.includes(first))
    return `"${value}" starts with ${first}, not ${input.starts.join(" or ")}`;
  // A new tenant's parent is the project it goes in, never a tenant (`tenants/tmnx0az4cp`); a
  // new NFS share's is a project's location, never `locations/us-west1` alone. A name cut at its
  // front walks fewer collections than the path does, so the path only has to end with them.
  const walks = input.parentWalks;
  const chain = pairs.map(([c]) => c);
  if (
    walks &&
    input.starts.length === 0 &&
    (chain.length < walks.length || chain.slice(-walks.length).join("/") !== walks.join("/"))
  )
    return `"${value}" walks ${chain.join("/")}, not ${walks.join("/")}`;
  return undefined;
}

/** Verbs of a Google operation name whose `name` is the collection's owner, not one of its records. */
const OWNER_VERBS = /^(?:list|search|aggregated)/i;

/**
 * The collection whose records a resource-name input names, or undefined when the operation's name
 * does not say: a `parent` ends in the last collection it walks, a `name` (or the collection's own
 * noun, Memcache's `instance`) in the operation's own collection — `…_instances_upgrade {name}` is
 * an instance, `…_operations_get {name}` an operation. A list's `name` owns the collection instead.
 */
export function namedCollection(spec: ToolSpec, input: ResourceNameInput): string | undefined {
  if (input.param === "parent") return input.parentWalks?.at(-1);
  const words = spec.name.split("_");
  const own = input.collections.at(-1);
  if (!own || words.at(-2) !== own || OWNER_VERBS.test(words.at(-1) ?? "")) return undefined;
  const noun = own.replace(/s$/, "");
  return ["name", "resource", noun].includes(input.param) ? own : undefined;
}

/**
 * The collection whose records a tool answers with by their `name` (`…_locations_instances_list`
 * → instances, `…_operations_get` → operations): the last collection its operation name walks.
 */
export function answeredCollection(spec: ToolSpec): string | undefined {
  const words = spec.name.split("_");
  const collections = operationCollections(words);
  return collections.length >= 2 && words.at(-2) === collections.at(-1)
    ? collections.at(-1)
    : undefined;
}

/** An API version segment of a path: `v1`, `v2`, `v1beta1`, `v3alpha`. */
const VERSION_SEGMENT = /^v(\d+)((?:alpha|beta|preview)\d*)?$/i;

/**
 * A path's API version and the path without it: `/v1/locations/{id}` → version 1 of
 * `/locations/{id}`; `/api/v2/sources` → version 2 of `/api/sources`. A pre-release (`v2beta1`)
 * ranks below its release (`v2`). Undefined where no segment names a version (or two do).
 */
export function pathVersion(path: string): { rest: string; rank: number } | undefined {
  const segments = path.split("/");
  const at = segments.map((s) => VERSION_SEGMENT.exec(s));
  const found = at.filter((m) => m !== null);
  if (found.length !== 1) return undefined;
  const m = found[0] as RegExpExecArray;
  const rest = segments.filter((_, i) => at[i] === null).join("/");
  return { rest, rank: Number(m[1]) * 2 + (m[2] ? 0 : 1) };
}

/**
 * The tools that an API's newer version of the same path and method supersedes: OpenAQ's
 * `GET /v1/locations` beside `GET /v2/locations` (fresh66 blind readers A, 13 of 30: "find the
 * locations" fits both, and a gold on the other one fails an assistant that picked right). Tools
 * of other formats, or whose path names no version, are never superseded.
 */
export function supersededByNewerVersion(specs: readonly ToolSpec[]): Set<string> {
  const newest = new Map<string, number>();
  const keyed = specs.map((spec) => {
    const http = httpOf(spec);
    const v = http ? pathVersion(http.segments.join("/")) : undefined;
    const key = http && v ? `${http.method} ${v.rest}:${http.custom ?? ""}` : undefined;
    if (v && key) newest.set(key, Math.max(newest.get(key) ?? -1, v.rank));
    return { name: spec.name, key, rank: v?.rank };
  });
  const out = new Set<string>();
  for (const t of keyed)
    if (t.key !== undefined && t.rank !== undefined && t.rank < (newest.get(t.key) ?? -1))
      out.add(t.name);
  return out;
}
