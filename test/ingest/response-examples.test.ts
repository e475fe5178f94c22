import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { type IngestedDoc, ingestFile } from "../../src/core/ingest/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvInstance } from "../../src/core/sandbox/types.js";

// Issue 11 §3: a 2xx response with an example and no schema lost its example, so the runtime
// answered "<Field words> N" ("Translate yoda 9", "Zugferd 4") where the doc shows the value.
const DIR = join(__dirname, "../fixtures/response-examples");
type Rec = Record<string, unknown>;
const open: EnvInstance[] = [];
afterAll(() => {
  for (const e of open) e.dispose();
});

async function docOf(file: string): Promise<IngestedDoc> {
  const r = await ingestFile({ name: file, text: readFileSync(join(DIR, file), "utf8") });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function outputOf(doc: IngestedDoc, tool: string): Rec {
  const t = doc.tools.find((x) => x.name === tool);
  if (!t?.outputSchema) throw new Error(`${tool} has no output schema`);
  return t.outputSchema as Rec;
}

async function envOf(doc: IngestedDoc): Promise<EnvInstance> {
  const b = await generateHeuristicBundle(doc, { seed: 7 });
  if (!b.ok) throw new Error(b.error.message);
  const env = await createEnvInstance(b.value);
  if (!env.ok) throw new Error(env.error.message);
  open.push(env.value);
  return env.value;
}

async function call(env: EnvInstance, tool: string, args: Rec): Promise<unknown> {
  const got = await env.call(tool, args);
  if (!got.ok) throw new Error(JSON.stringify(got));
  return got.result;
}

/** Every string of a result that reads "<Words> <digit>", the runtime's nothing-known value. */
function numberedWords(v: unknown): string[] {
  const s = JSON.stringify(v);
  return [...s.matchAll(/"([A-Z][a-z]+(?: [a-z]+)* [1-9])"/g)].map((m) => m[1]!);
}

describe("a response's example is its schema when the doc gives none", () => {
  it("OAS3 example as a string of JSON: the yoda translation's fields and values", async () => {
    const s = outputOf(await docOf("translate.openapi.json"), "translate_yoda");
    const props = s.properties as Record<string, Rec>;
    expect(Object.keys(props)).toEqual(["success", "contents"]);
    expect((props.contents!.properties as Record<string, Rec>).translated).toEqual({
      type: "string",
      examples: ["Lost a planet, master obiwan has."],
    });
  });

  it("OAS3 examples.<name>.value: a list of languages, items from the first items", async () => {
    const s = outputOf(await docOf("translate.openapi.json"), "list_languages");
    const items = ((s.properties as Record<string, Rec>).languages!.items ?? {}) as Rec;
    expect(Object.keys(items.properties as Rec)).toEqual(["code", "label", "speakers"]);
    expect((items.properties as Record<string, Rec>).code!.examples).toEqual(["yoda", "pirate"]);
  });

  it("a schema with an example: fields that name no value take the example's", async () => {
    const s = outputOf(await docOf("translate.openapi.json"), "get_quota");
    const props = s.properties as Record<string, Rec>;
    expect(props.plan!.examples).toEqual(["Starter tier"]);
    expect(props.remaining!.examples).toEqual([42]);
    // The field's own example wins over the response's.
    expect(props.reset_zone!.examples).toEqual(["UTC"]);
  });

  it("Swagger 2 examples map, as an object and as a string of JSON", async () => {
    const doc = await docOf("lookup.swagger.json");
    const define = outputOf(doc, "define_word").properties as Record<string, Rec>;
    expect(Object.keys(define)).toEqual(["word", "definitions", "syllables"]);
    expect(define.syllables).toEqual({ type: "integer", examples: [5] });
    const rhymes = outputOf(doc, "find_rhymes").properties as Record<string, Rec>;
    expect(rhymes.rhymes!.items).toEqual({ type: "string", examples: ["cat", "hat", "mat"] });
    const stats = outputOf(doc, "get_stats").properties as Record<string, Rec>;
    expect(stats.edition!.examples).toEqual(["Third New International"]);
  });

  it("a call answers with the doc's kind of value, never '<Field> N'", async () => {
    const yoda = await envOf(await docOf("translate.openapi.json"));
    const t = (await call(yoda, "translate_yoda", { text: "The weather is nice today." })) as Rec;
    expect(typeof (t.contents as Rec).translated).toBe("string");
    // The text sent is the text the answer says it translated, wherever the doc nests it.
    expect((t.contents as Rec).text).toBe("The weather is nice today.");
    expect(numberedWords(t)).toEqual([]);
    const langs = (await call(yoda, "list_languages", {})) as Rec;
    expect(numberedWords(langs)).toEqual([]);
    const quota = (await call(yoda, "get_quota", {})) as Rec;
    expect(numberedWords(quota)).toEqual([]);

    // zapier's `GET /api/v1/check/` (fresh21): `200: {"description": "OK"}` and nothing else.
    expect(await call(yoda, "check", {})).toEqual({ status: "ok" });

    const lookup = await envOf(await docOf("lookup.swagger.json"));
    const d = (await call(lookup, "define_word", { word: "serendipity" })) as Rec;
    // The doc's one definition once, not the same definition thrice.
    expect(d.definitions).toHaveLength(1);
    expect(numberedWords(d)).toEqual([]);
    const r = (await call(lookup, "find_rhymes", { word: "bat" })) as Rec;
    expect(numberedWords(r)).toEqual([]);
    expect((r.rhymes as string[]).every((w) => ["cat", "hat", "mat"].includes(w))).toBe(true);
  });
});

// fresh25 api.video: each video's `metadata` held the doc's one item twice,
// [{"key":"Color","value":"Green"}, {"key":"Color","value":"Green"}].
it("a seeded list of objects filled from the doc's one example names it once", async () => {
  const tag = {
    type: "object",
    properties: {
      key: { type: "string", example: "Color" },
      value: { type: "string", example: "Green" },
    },
  };
  const video = {
    type: "object",
    required: ["videoId", "title", "metadata"],
    properties: {
      videoId: { type: "string" },
      title: { type: "string" },
      metadata: { type: "array", items: tag, minItems: 1 },
    },
  };
  const doc = {
    openapi: "3.0.0",
    info: { title: "Videos", version: "1.0" },
    paths: {
      "/videos": {
        get: {
          operationId: "list_videos",
          responses: {
            "200": {
              description: "OK",
              content: {
                "application/json": {
                  schema: { type: "object", properties: { data: { type: "array", items: video } } },
                },
              },
            },
          },
        },
      },
    },
  };
  const r = await ingestFile({ name: "videos.json", text: JSON.stringify(doc) });
  if (!r.ok) throw new Error(r.error.message);
  const b = await generateHeuristicBundle(r.value, { seed: 7 });
  if (!b.ok) throw new Error(b.error.message);
  const lists = JSON.stringify(b.value.initialState).match(/"metadata":\[[^\]]*\]/g) ?? [];
  expect(lists.length).toBeGreaterThan(0);
  for (const l of lists) {
    const items = (JSON.parse(`{${l}}`) as { metadata: unknown[] }).metadata.map((x) =>
      JSON.stringify(x),
    );
    expect(new Set(items).size).toBe(items.length);
  }
});
