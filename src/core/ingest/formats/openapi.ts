import { dereference } from "@readme/openapi-parser";
import { exampleValue, schemaFromExample, withExampleValues } from "../../domain/example-schema.js";
import { fail, ok, type Result } from "../../errors.js";
import type { JsonSchemaObject } from "../../schema/index.js";
import { docResponseSchema } from "../doc-response.js";
import type { FormatResult } from "../format-result.js";
import { operationName, sanitizeToolName } from "../names.js";
import {
  describedEnum,
  escapePointer,
  narrowedEnum,
  newSchemaBudget,
  normalizeSchema,
  resolveLocalRef,
  type SchemaBudget,
  type SchemaDialect,
  type SchemaIssue,
} from "../normalize-schema.js";
import type { ParsedText } from "../parse-text.js";
import { isPlainObject, ToolCollector } from "../tool-collector.js";

type Obj = Record<string, unknown>;

const METHODS = ["get", "put", "post", "delete", "patch", "options", "head", "trace"] as const;
/** HTTP plumbing an agent never calls on purpose; kept only when the author named them. */
const PLUMBING = new Set(["options", "head", "trace"]);
/** Keys of a Swagger 2.0 parameter that are not part of its value schema. */
const SWAGGER_PARAM_META = new Set([
  "name",
  "in",
  "required",
  "description",
  "collectionFormat",
  "allowEmptyValue",
]);
/** Longest time the parser may spend dereferencing, so a pathological spec cannot hang a worker. */
const DEREFERENCE_TIMEOUT_MS = 30_000;

let bufferShimUsers = 0;

/**
 * The parser's bundled $ref resolver calls `Buffer.isBuffer` even on in-memory documents, and
 * browsers have no Buffer. While a dereference runs, a stand-in that says "not a buffer" is
 * installed (counted, so overlapping ingests share it) and removed afterwards.
 */
async function withBufferStandIn<T>(run: () => Promise<T>): Promise<T> {
  const g = globalThis as { Buffer?: unknown };
  if (g.Buffer !== undefined && bufferShimUsers === 0) return run();
  if (bufferShimUsers++ === 0) g.Buffer = { isBuffer: () => false };
  try {
    return await run();
  } finally {
    if (--bufferShimUsers === 0) delete g.Buffer;
  }
}

export type OpenApiVersion = "2.0" | "3.0" | "3.1";

/** Swagger 2.0 / OpenAPI 3.x version of a parsed document, or undefined if it is neither. */
export function openApiVersion(doc: unknown): OpenApiVersion | undefined {
  if (!isPlainObject(doc)) return undefined;
  if (typeof doc.swagger === "string" || typeof doc.swagger === "number") {
    return String(doc.swagger).startsWith("2") ? "2.0" : undefined;
  }
  if (typeof doc.openapi === "string") {
    if (doc.openapi.startsWith("3.0")) return "3.0";
    if (/^3\.\d/.test(doc.openapi)) return "3.1";
  }
  return undefined;
}

/**
 * External and dangling `$ref`s would make the parser fetch files or throw; replace them with a
 * described placeholder (and a warning) so the rest of the spec still ingests.
 */
function neutraliseBadRefs(doc: Obj, warn: (pointer: string, message: string) => void): void {
  const seen = new Set<object>();
  const visit = (node: unknown, pointer: string): void => {
    if (typeof node !== "object" || node === null || seen.has(node)) return;
    seen.add(node);
    const entries = Array.isArray(node) ? node.entries() : Object.entries(node);
    for (const [key, child] of entries) {
      const p = `${pointer}/${escapePointer(String(key))}`;
      if (isPlainObject(child) && typeof child.$ref === "string") {
        const ref = child.$ref;
        const external = !ref.startsWith("#");
        if (external || resolveLocalRef(doc, ref) === undefined) {
          warn(p, `${external ? "external" : "unresolvable"} reference "${ref}" not followed`);
          const { $ref: _drop, ...rest } = child;
          (node as Obj)[key as string] = {
            ...rest,
            description:
              typeof rest.description === "string"
                ? rest.description
                : `(unresolved reference ${ref})`,
          };
          continue;
        }
      }
      visit(child, p);
    }
  };
  visit(doc, "");
}

function jsonishMedia(content: unknown): { media: string; entry: Obj } | undefined {
  if (!isPlainObject(content)) return undefined;
  const keys = Object.keys(content);
  const pick =
    keys.find((k) => k.toLowerCase().split(";")[0]?.trim() === "application/json") ??
    keys.find((k) => /json/i.test(k)) ??
    keys.find((k) => /x-www-form-urlencoded|multipart\/form-data/i.test(k)) ??
    // An XML-only API (openSUSE's build service) still describes its bodies' structure; without
    // it "List available groups." had no output and was modelled as one group's record.
    keys.find((k) => /[/+]xml\b/i.test(k)) ??
    keys.find((k) => k === "*/*");
  if (pick === undefined) return undefined;
  const entry = content[pick];
  return isPlainObject(entry) ? { media: pick, entry } : undefined;
}

interface OperationContext {
  version: OpenApiVersion;
  dialect: SchemaDialect;
  refNames: WeakMap<object, string>;
  /** Shared by every operation of the document: bounds `$ref` fan-out. */
  budget: SchemaBudget;
  pointer: string;
  path: string;
  issues: SchemaIssue[];
}

/** Normalises one schema; unusable parts become an empty schema with a warning, not a lost tool. */
function schemaAt(raw: unknown, at: string, ctx: OperationContext): JsonSchemaObject {
  const n = normalizeSchema(raw, {
    dialect: ctx.dialect,
    refNames: ctx.refNames,
    budget: ctx.budget,
  });
  for (const w of n.warnings) ctx.issues.push({ path: `${at}${w.path}`, message: w.message });
  const first = n.errors[0];
  if (first) {
    ctx.issues.push({
      path: `${at}${first.path}`,
      message: `schema replaced by {}: ${first.message}`,
    });
    return {};
  }
  return n.schema;
}

function parameterSchema(param: Obj, at: string, ctx: OperationContext): JsonSchemaObject {
  let schema: JsonSchemaObject;
  if (ctx.version === "2.0") {
    const inline = Object.fromEntries(
      Object.entries(param).filter(([k]) => !SWAGGER_PARAM_META.has(k)),
    );
    schema = schemaAt(inline, at, ctx);
  } else if (param.schema !== undefined) {
    schema = schemaAt(param.schema, `${at}/schema`, ctx);
  } else {
    const media = jsonishMedia(param.content) ?? firstMedia(param.content);
    schema = media ? schemaAt(media.entry.schema, `${at}/content`, ctx) : {};
  }
  if (typeof param.description === "string" && schema.description === undefined) {
    schema = { ...schema, description: param.description };
    describedEnum(schema as Record<string, unknown>);
    narrowedEnum(schema as Record<string, unknown>);
  }
  if (param.deprecated === true) schema = { ...schema, deprecated: true };
  // A parameter's own `example` / `examples: {name: {value}}` are its schema's examples (Azure's
  // `api-version` "2015-04-01" sits there only; lost, calls were sent a made-up 2024-01-01 —
  // fresh59 readers).
  if (schema.examples === undefined && schema.example === undefined) {
    const named = isPlainObject(param.examples)
      ? Object.values(param.examples)
          .map((e) => (isPlainObject(e) ? e.value : undefined))
          .filter((v) => v !== undefined)
      : [];
    const values = param.example !== undefined ? [param.example, ...named] : named;
    const distinct = [...new Map(values.map((v) => [JSON.stringify(v), v])).values()];
    if (distinct.length > 0) schema = { ...schema, examples: distinct };
  }
  return schema;
}

function firstMedia(content: unknown): { media: string; entry: Obj } | undefined {
  if (!isPlainObject(content)) return undefined;
  const [media, entry] = Object.entries(content)[0] ?? [];
  return media !== undefined && isPlainObject(entry) ? { media, entry } : undefined;
}

/** Path-item parameters apply to every operation; the operation's own win on (name, in). */
function mergedParameters(pathItem: Obj, op: Obj, pathPointer: string, opPointer: string) {
  const out = new Map<string, { param: Obj; at: string }>();
  const add = (list: unknown, base: string) => {
    if (!Array.isArray(list)) return;
    list.forEach((p, i) => {
      if (!isPlainObject(p) || typeof p.name !== "string" || typeof p.in !== "string") return;
      out.set(`${p.in}:${p.name}`, { param: p, at: `${base}/parameters/${i}` });
    });
  };
  add(pathItem.parameters, pathPointer);
  add(op.parameters, opPointer);
  return [...out.values()];
}

/**
 * The example a response shows: OAS3 `example` or the first `examples.<name>.value` of its media,
 * Swagger 2 `examples["application/json"]`; a string holding JSON is that JSON.
 */
function responseExample(holder: unknown, swagger: boolean): unknown {
  if (!isPlainObject(holder)) return undefined;
  if (swagger) {
    const keys = Object.keys(holder);
    const key = keys.find((k) => /json/i.test(k)) ?? keys.find((k) => k === "*/*");
    return key === undefined ? undefined : exampleValue(holder[key]);
  }
  if (holder.example !== undefined) return exampleValue(holder.example);
  if (isPlainObject(holder.examples)) {
    for (const e of Object.values(holder.examples)) {
      if (isPlainObject(e) && e.value !== undefined) return exampleValue(e.value);
    }
  }
  return undefined;
}

/**
 * A response's schema with its example laid on (the doc's values on the fields that name none),
 * or, when the doc gives no schema, the schema its example shows (issue 11 §3: "Zugferd 4").
 */
function schemaWithExample(
  raw: unknown,
  example: unknown,
  at: string,
  exampleAt: string,
  ctx: OperationContext,
): JsonSchemaObject | undefined {
  if (raw !== undefined) {
    const laid =
      isPlainObject(raw) && example !== undefined ? withExampleValues(raw, example) : raw;
    return schemaAt(laid, at, ctx);
  }
  if (example === undefined || example === null) return undefined;
  return schemaAt(schemaFromExample(example), exampleAt, ctx);
}

/** A bare value's doc is the response's ("PDF document … as a byte stream." for a string). */
function describedByResponse(schema: JsonSchemaObject, res: Obj): JsonSchemaObject {
  return schema.type !== "object" &&
    schema.type !== "array" &&
    schema.description === undefined &&
    typeof res.description === "string" &&
    res.description.trim() !== ""
    ? { ...schema, description: res.description.trim() }
    : schema;
}

/** The 2xx response schema: 200 first, then other 2xx codes in order, then `2XX`. */
function outputSchema(op: Obj, ctx: OperationContext): JsonSchemaObject | undefined {
  if (!isPlainObject(op.responses)) return undefined;
  const codes = Object.keys(op.responses)
    .filter((c) => /^2(\d\d|xx)$/i.test(c))
    .sort((a, b) =>
      a.toLowerCase() === "2xx" ? 1 : b.toLowerCase() === "2xx" ? -1 : a.localeCompare(b),
    );
  for (const code of codes) {
    const res = op.responses[code];
    if (!isPlainObject(res)) continue;
    const at = `${ctx.pointer}/responses/${escapePointer(code)}`;
    if (ctx.version === "2.0") {
      const schema = schemaWithExample(
        res.schema,
        responseExample(res.examples, true),
        `${at}/schema`,
        `${at}/examples`,
        ctx,
      );
      if (schema !== undefined)
        return res.schema === undefined ? describedByResponse(schema, res) : schema;
      continue;
    }
    const media = jsonishMedia(res.content);
    if (media) {
      const mediaAt = `${at}/content/${escapePointer(media.media)}`;
      const schema = schemaWithExample(
        media.entry.schema,
        responseExample(media.entry, false),
        `${mediaAt}/schema`,
        `${mediaAt}/example`,
        ctx,
      );
      if (schema !== undefined) return describedByResponse(schema, res);
    }
    // A page (`text/html`, `text/plain`): a string of that media type, with the doc's example.
    const page = Object.entries(isPlainObject(res.content) ? res.content : {}).find(
      ([m, e]) => /^text\/(html|plain)\b/i.test(m) && isPlainObject(e),
    );
    if (page && (page[1] as Obj).schema !== undefined) {
      const [m, e] = page as [string, Obj];
      const schema = schemaAt(e.schema, `${at}/content/${escapePointer(m)}/schema`, ctx);
      if (schema.type === "string")
        return {
          ...schema,
          contentMediaType: m.split(";")[0]!.trim().toLowerCase(),
          ...(typeof e.example === "string" && schema.examples === undefined
            ? { examples: [e.example] }
            : {}),
        };
    }
  }
  return undefined;
}

interface Body {
  schema: JsonSchemaObject;
  required: boolean;
  at: string;
}

function requestBody(
  op: Obj,
  params: { param: Obj; at: string }[],
  ctx: OperationContext,
): Body | undefined {
  if (ctx.version === "2.0") {
    const body = params.find((p) => p.param.in === "body");
    if (body) {
      return {
        schema: schemaAt(body.param.schema, `${body.at}/schema`, ctx),
        required: body.param.required === true,
        at: body.at,
      };
    }
    const form = params.filter((p) => p.param.in === "formData");
    if (form.length === 0) return undefined;
    const properties: Record<string, unknown> = {};
    const required: string[] = [];
    for (const { param, at } of form) {
      properties[param.name as string] = parameterSchema(param, at, ctx);
      if (param.required === true) required.push(param.name as string);
    }
    return {
      schema: { type: "object", properties, required },
      required: required.length > 0,
      at: form[0]?.at ?? "",
    };
  }
  const rb = op.requestBody;
  if (!isPlainObject(rb)) return undefined;
  const media = jsonishMedia(rb.content) ?? firstMedia(rb.content);
  if (!media || media.entry.schema === undefined) return undefined;
  const at = `${ctx.pointer}/requestBody/content/${escapePointer(media.media)}/schema`;
  let schema = schemaAt(media.entry.schema, at, ctx);
  if (typeof rb.description === "string" && schema.description === undefined) {
    schema = { ...schema, description: rb.description };
  }
  // A raw body (`application/jwt`, `application/pdf`, `text/csv`) is of that media type: the
  // string it is sent as says so, as JSON Schema's `contentMediaType` does.
  const kind = media.media.toLowerCase().split(";")[0]?.trim() ?? "";
  if (
    schema.type === "string" &&
    schema.contentMediaType === undefined &&
    /^[a-z]+\/[\w.+-]+$/.test(kind) &&
    !/json|x-www-form-urlencoded|multipart|^text\/(plain|html)$|^\*/.test(kind)
  )
    schema = { ...schema, contentMediaType: kind };
  return { schema, required: rb.required === true, at };
}

/**
 * Input schema of one operation: path and query parameters, then the body's properties merged at
 * the top level. A body that is not a plain object (array, string, oneOf) or whose property names
 * collide with parameters goes under a single `body` property instead. Every property carries
 * `x-in: "path" | "query" | "body"` so a later stage can rebuild the HTTP call.
 */
function inputSchema(
  pathItem: Obj,
  op: Obj,
  ctx: OperationContext,
  pathPointer: string,
): JsonSchemaObject {
  const properties: Record<string, JsonSchemaObject> = {};
  const required: string[] = [];
  const params = mergedParameters(pathItem, op, pathPointer, ctx.pointer);
  for (const { param, at } of params) {
    const where = param.in;
    if (where !== "path" && where !== "query") continue;
    const name = param.name as string;
    if (name in properties) {
      ctx.issues.push({
        path: at,
        message: `parameter "${name}" appears in path and query; query one dropped`,
      });
      continue;
    }
    properties[name] = { ...parameterSchema(param, at, ctx), "x-in": where };
    if (where === "path" || param.required === true) required.push(name);
  }
  // Templated path segments the author forgot to declare are still needed to make the call.
  for (const m of ctx.path.matchAll(/\{([^}/]+)\}/g)) {
    const name = m[1] as string;
    if (name in properties) continue;
    properties[name] = { type: "string", "x-in": "path" };
    required.push(name);
    ctx.issues.push({
      path: ctx.pointer,
      message: `path parameter "${name}" not declared; added as a string`,
    });
  }
  const body = requestBody(op, params, ctx);
  if (body) {
    const s = body.schema;
    const props = isPlainObject(s.properties)
      ? (s.properties as Record<string, JsonSchemaObject>)
      : undefined;
    const mergeable =
      s.type === "object" &&
      props !== undefined &&
      !s.oneOf &&
      !s.anyOf &&
      Object.keys(props).every((k) => !(k in properties));
    if (mergeable && props) {
      // A `readOnly` property is the server's (a pool's `occupied_slots`): never sent in a request.
      const sent = Object.entries(props).filter(([, v]) => v.readOnly !== true);
      for (const [k, v] of sent) properties[k] = { ...v, "x-in": "body" };
      if (Array.isArray(s.required))
        required.push(...(s.required as string[]).filter((r) => sent.some(([k]) => k === r)));
      // A required body of one field and no `required` list needs that field: the DVLA's
      // "Registration number of the vehicle to find details for" body `{registrationNumber}` was
      // sent empty (fresh16 readers, A: "the revenue weight of the vehicle detail", call `{}`).
      else if (body.required && sent.length === 1) required.push((sent[0] as [string, unknown])[0]);
    } else {
      const key = "body" in properties ? "request_body" : "body";
      properties[key] = { ...withoutReadOnly(s), "x-in": "body" };
      if (body.required) required.push(key);
    }
  }
  return {
    type: "object",
    properties,
    ...(required.length > 0 ? { required: [...new Set(required)] } : {}),
  };
}

/** An object body without its `readOnly` properties (the server's): what a request may send. */
function withoutReadOnly(schema: JsonSchemaObject): JsonSchemaObject {
  const props = isPlainObject(schema.properties)
    ? (schema.properties as Record<string, JsonSchemaObject>)
    : undefined;
  if (!props || !Object.values(props).some((v) => v.readOnly === true)) return schema;
  const sent = Object.fromEntries(Object.entries(props).filter(([, v]) => v.readOnly !== true));
  const required = Array.isArray(schema.required)
    ? (schema.required as string[]).filter((r) => r in sent)
    : undefined;
  const { required: _drop, ...rest } = schema;
  return {
    ...rest,
    properties: sent,
    ...(required && required.length > 0 ? { required } : {}),
  };
}

function describeOperation(op: Obj): string {
  const summary = typeof op.summary === "string" ? op.summary.trim() : "";
  const description = typeof op.description === "string" ? op.description.trim() : "";
  if (summary && description && !description.startsWith(summary))
    return `${summary}\n\n${description}`;
  return description || summary;
}

/**
 * Tags the doc labels deprecated by name or display name (`script(deprecated)`, "インライン
 * スクリプト(deprecated)"): every operation under one is an endpoint the API asks not to use.
 */
function deprecatedTags(doc: Obj): Set<string> {
  const tags = Array.isArray(doc.tags) ? doc.tags.filter(isPlainObject) : [];
  return new Set(
    tags
      .filter((t) =>
        [t.name, t["x-displayName"]].some((n) => typeof n === "string" && /deprecated/i.test(n)),
      )
      .map((t) => String(t.name)),
  );
}

function annotationsFor(method: string, op: Obj, deprecated: Set<string>): Obj {
  const out: Obj = {};
  if (typeof op.summary === "string" && op.summary.trim() !== "") out.title = op.summary.trim();
  const tags = Array.isArray(op.tags) ? op.tags : [];
  if (op.deprecated === true || tags.some((t) => typeof t === "string" && deprecated.has(t)))
    out.deprecated = true;
  if (method === "get") out.readOnlyHint = true;
  if (method === "delete") out.destructiveHint = true;
  if (method === "put" || method === "delete") out.idempotentHint = true;
  return out;
}

/**
 * OpenAPI 2.0 / 3.0 / 3.1 → one tool per operation. Internal `$ref`s are dereferenced by
 * @readme/openapi-parser from the parsed object (no file or network access); recursion is cut
 * to a placeholder after one expansion.
 */
export async function ingestOpenApi(
  file: string,
  parsed: ParsedText,
): Promise<Result<FormatResult>> {
  if (parsed.kind !== "value") {
    return fail("ingest/unknown-format", "OpenAPI documents are one JSON or YAML value", file);
  }
  const doc = parsed.value;
  const version = openApiVersion(doc);
  if (!version || !isPlainObject(doc)) {
    return fail("ingest/unknown-format", "not a Swagger 2.0 or OpenAPI 3.x document", `${file}#`);
  }
  const dialect: SchemaDialect =
    version === "2.0" ? "swagger-2" : version === "3.0" ? "openapi-3.0" : "openapi-3.1";
  const c = new ToolCollector(file, "openapi", dialect);
  neutraliseBadRefs(doc, (p, m) => c.warn(p, m));
  const refNames = new WeakMap<object, string>();
  try {
    await withBufferStandIn(() =>
      dereference(doc as never, {
        resolve: { external: false, file: false },
        dereference: {
          circular: true,
          onDereference: (ref, value) => {
            if (typeof value === "object" && value !== null)
              refNames.set(value, ref.split("/").pop() ?? ref);
          },
        },
        timeoutMs: DEREFERENCE_TIMEOUT_MS,
      }),
    );
  } catch (e) {
    return fail(
      "ingest/parse-failed",
      `could not resolve $refs: ${e instanceof Error ? e.message : String(e)}`,
      `${file}#`,
    );
  }
  const info = isPlainObject(doc.info) ? doc.info : {};
  const paths = isPlainObject(doc.paths) ? doc.paths : {};
  const budget = newSchemaBudget();
  const deprecated = deprecatedTags(doc);
  if (doc.paths !== undefined && !isPlainObject(doc.paths))
    c.warn("/paths", "paths is not an object");
  for (const [path, item] of Object.entries(paths)) {
    if (!isPlainObject(item)) continue;
    const pathPointer = `/paths/${escapePointer(path)}`;
    for (const method of METHODS) {
      const op = item[method];
      if (!isPlainObject(op)) continue;
      const opId = typeof op.operationId === "string" ? op.operationId : undefined;
      if (PLUMBING.has(method) && opId === undefined) continue;
      const pointer = `${pathPointer}/${method}`;
      let name = opId ?? operationName(method, path);
      if (opId !== undefined && sanitizeToolName(opId) === undefined) {
        name = operationName(method, path);
        c.warn(
          `${pointer}/operationId`,
          `operationId "${opId}" unusable as a name; using "${name}"`,
        );
      }
      const ctx: OperationContext = {
        version,
        dialect,
        refNames,
        budget,
        pointer,
        path,
        issues: [],
      };
      const input = inputSchema(item, op, ctx, pathPointer);
      // A response the doc writes out in a code block stands in for a missing schema.
      const output =
        outputSchema(op, ctx) ??
        docResponseSchema(typeof op.description === "string" ? op.description : undefined);
      c.add({
        pointer,
        name,
        // An operation with neither summary nor description still says what it calls.
        description: describeOperation(op) || `${method.toUpperCase()} ${path}`,
        inputSchema: input,
        inputAt: "",
        outputSchema: output,
        outputAt: "",
        annotations: annotationsFor(method, op, deprecated),
        normalized: true,
        buildWarnings: ctx.issues,
      });
    }
  }
  if (c.tools.length === 0 && Object.keys(paths).length === 0) {
    const hooks = isPlainObject(doc.webhooks)
      ? " (webhooks are calls the API makes, not tools)"
      : "";
    return fail("ingest/invalid-tool", `no operations under paths${hooks}`, `${file}#/paths`);
  }
  const tools = c.finish();
  if (!tools.ok) return tools;
  const title =
    typeof info.title === "string" && info.title.trim() !== "" ? info.title.trim() : undefined;
  const description = typeof info.description === "string" ? info.description.trim() : undefined;
  return ok({
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    tools: tools.value,
    warnings: c.warnings,
  });
}

/** `{method, path}` of a tool ingested from OpenAPI, decoded from its source pointer. */
export function httpOperationOf(tool: {
  source?: { format: string; pointer: string };
}): { method: string; path: string } | undefined {
  const src = tool.source;
  if (src?.format !== "openapi") return undefined;
  const m = /^\/paths\/(.+)\/([a-z]+)$/.exec(src.pointer);
  if (!m?.[1] || !m[2]) return undefined;
  return { method: m[2].toUpperCase(), path: m[1].replace(/~1/g, "/").replace(/~0/g, "~") };
}
