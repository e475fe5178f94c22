import { readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { type IngestedDoc, ingestFile } from "../../src/core/ingest/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvInstance } from "../../src/core/sandbox/types.js";
import type { EnvBundle, ToolSpec } from "../../src/core/schema/index.js";

const FIXTURES = new URL("../fixtures/ingest/", import.meta.url);

/** Read a shared fixture as JSON (or YAML). */
export function readFixture(name: string): unknown {
  const text = readFileSync(new URL(name, FIXTURES), "utf8");
  return name.endsWith(".yaml") ? parseYaml(text) : JSON.parse(text);
}

/** A tool spec with just a name and flat string params (for kind inference tests). */
export function tool(name: string, params: string[] = [], extra: Partial<ToolSpec> = {}): ToolSpec {
  return {
    name,
    description: extra.description ?? "",
    inputSchema: {
      type: "object",
      properties: Object.fromEntries(params.map((p) => [p, { type: "string" }])),
    },
    ...extra,
  };
}

/** Ingest a shared fixture through the real ingest stage. */
export async function ingestFixture(name: string): Promise<IngestedDoc> {
  const file = new URL(name, FIXTURES);
  const result = await ingestFile({ name, text: readFileSync(file, "utf8") });
  if (!result.ok) throw new Error(`fixture ${name} did not ingest: ${result.error.message}`);
  return result.value;
}

/** Ingest a doc at `url` and build its heuristic bundle (seed 1 unless given): one step, no store. */
export async function bundleOf(url: URL, seed = 1): Promise<EnvBundle> {
  const name = url.pathname.split("/").pop() ?? "doc";
  const doc = await ingestFile({ name, text: readFileSync(url, "utf8") });
  if (!doc.ok) throw new Error(`${name} did not ingest: ${doc.error.message}`);
  const made = await generateHeuristicBundle(doc.value, { seed });
  if (!made.ok) throw new Error(`${name} did not build: ${made.error.message}`);
  return made.value;
}

type Json = Record<string, unknown>;

function recordsOf(state: Json): Json[] {
  return Object.entries(state)
    .filter(([k, v]) => !k.startsWith("_") && Array.isArray(v))
    .flatMap(([, v]) => v as Json[]);
}

/** Loose name match used to find a state value for a parameter (`customerId` ↔ `customer_id`). */
function loose(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")
    .replace(/^new/, "");
}

/**
 * Plausible, state-aware arguments for a tool, as a user or an agent would send them: ids and
 * values taken from records in the state (a record of the tool's own collection first), enums,
 * and schema-derived values for the rest.
 */
export function plausibleArgs(
  bundle: EnvBundle,
  tool: ToolSpec,
  state: Json = bundle.initialState,
): Json {
  const own = tool.entity ? ((state[tool.entity] as Json[] | undefined) ?? []) : [];
  const pool = [...own, ...recordsOf(state)];
  const valueFor = (name: string, schema: Json, depth: number): unknown => {
    const hit = pool.find((r) => Object.keys(r).some((k) => loose(k) === loose(name)));
    if (hit) {
      const key = Object.keys(hit).find((k) => loose(k) === loose(name))!;
      const v = hit[key];
      if (typeof v !== "object" || Array.isArray(v)) return v;
    }
    if (/id$/i.test(name) && own[0]) {
      const idKey = Object.keys(own[0]).find((k) => /id$/i.test(k));
      if (idKey && loose(name).endsWith("id")) return own[0][idKey];
    }
    if (Array.isArray(schema.enum)) return schema.enum[0];
    if (schema.default !== undefined) return schema.default;
    const t = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    if (t === "object" || schema.properties) {
      const props = (schema.properties ?? {}) as Record<string, Json>;
      const req = (schema.required as string[] | undefined) ?? [];
      return Object.fromEntries(
        Object.entries(props)
          .filter(([k]) => req.includes(k) || depth === 0)
          .map(([k, s]) => [k, valueFor(k, s, depth + 1)]),
      );
    }
    if (t === "array") return [valueFor(name, (schema.items ?? {}) as Json, depth + 1)];
    if (t === "integer" || t === "number")
      return typeof schema.minimum === "number" ? schema.minimum : 2;
    if (t === "boolean") return true;
    if (typeof schema.pattern === "string" && new RegExp(schema.pattern).test("07:30"))
      return "07:30";
    if (/date/i.test(name)) return "2026-01-10";
    const min = typeof schema.minLength === "number" ? schema.minLength : 0;
    return "hello world".padEnd(min, "x");
  };
  const props = ((tool.inputSchema as Json).properties ?? {}) as Record<string, Json>;
  const req = ((tool.inputSchema as Json).required as string[] | undefined) ?? [];
  const args: Json = {};
  for (const [k, s] of Object.entries(props)) {
    // Optional filters narrow lists to nothing half the time; send required ones and ids.
    if (!req.includes(k) && !/id$/i.test(k)) continue;
    args[k] = valueFor(k, s, 1);
  }
  return args;
}

/**
 * A doc (a file under test/fixtures/runtime/, or a spec object) built into a bundle and a live
 * environment; the caller disposes `env` (push it on its own list and dispose in `afterAll`).
 */
export async function runtimeEnv(
  doc: string | object,
  seed = 7,
): Promise<{ bundle: EnvBundle; env: EnvInstance }> {
  const name = typeof doc === "string" ? doc : "spec.json";
  const text =
    typeof doc === "string"
      ? readFileSync(new URL(`../fixtures/runtime/${doc}`, import.meta.url), "utf8")
      : JSON.stringify(doc);
  const r = await ingestFile({ name, text });
  if (!r.ok) throw new Error(r.error.message);
  const b = await generateHeuristicBundle(r.value, { seed });
  if (!b.ok) throw new Error(b.error.message);
  const env = await createEnvInstance(b.value);
  if (!env.ok) throw new Error(env.error.message);
  return { bundle: b.value, env: env.value };
}
