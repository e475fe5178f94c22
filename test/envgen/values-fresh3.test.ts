import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvInstance } from "../../src/core/sandbox/types.js";
import type { EnvBundle } from "../../src/core/schema/index.js";
import { countStrings, type Defect, findDefects } from "../domain/value-defects.js";

/**
 * The f3 reader's defects on the real specs they came from (openalpr, visiblethread, oxford
 * dictionaries; copies in test/fixtures/values): "<Entity> <field> N" placeholders, sentences of a
 * generic pool in unrelated fields, `[{}]` records; credentials, flags and limits as user facts;
 * a country model parameter read as an address.
 */
type Rec = Record<string, unknown>;
const open: EnvInstance[] = [];
afterAll(() => {
  for (const e of open) e.dispose();
});

async function bundleOf(name: string, seed = 7): Promise<EnvBundle> {
  const text = readFileSync(new URL(`../fixtures/values/${name}`, import.meta.url), "utf8");
  const r = await ingestFile({ name, text });
  if (!r.ok) throw new Error(r.error.message);
  const b = await generateHeuristicBundle(r.value, { seed });
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
}

async function results(b: EnvBundle): Promise<Rec> {
  const made = await createEnvInstance(b);
  if (!made.ok) throw new Error(made.error.message);
  open.push(made.value);
  const out: Rec = {};
  for (const t of b.tools) {
    const r = (await made.value.call(t.name, {})) as { ok: boolean; result?: unknown };
    if (r.ok) out[t.name] = r.result;
  }
  return out;
}

const NEW_KINDS = new Set(["placeholder", "pool", "empty"]);
const perThousand = (v: unknown) => {
  const d: Defect[] = findDefects(v).filter((x) => NEW_KINDS.has(x.kind));
  return { rate: (1000 * d.length) / Math.max(1, countStrings(v)), d };
};

describe("values by field meaning on fresh3 specs", () => {
  it("the detector sees what the reader saw", () => {
    const bad = findDefects({
      filters: [{ moderator: "Filter moderator 6", title: "Orion Filter" }],
      dictionaries: [{ file: "Dictionary file 3" }],
      entries: [{ text: "Dinner is ready!", lexicalCategory: "Lexical entrie lexical category 5" }],
      request: { body: "Backup byte, kept for failover." },
      results: [{}],
      invalidFields: [{}],
    }).map((d) => `${d.kind} ${d.key}`);
    expect(bad).toEqual(
      expect.arrayContaining([
        "placeholder moderator",
        "placeholder file",
        "placeholder lexicalCategory",
        "pool text",
        "pool body",
        "empty results",
        "empty invalidFields",
      ]),
    );
    // A label with the entity's noun is a name, not a placeholder; a message in a message is fine.
    // (A codename + noun, "Orion Filter", is no placeholder either, but a name from no domain.)
    expect(findDefects({ title: "Spam filter", messages: [{ text: "Dinner is ready!" }] })).toEqual(
      [],
    );
    expect(findDefects({ title: "Orion Filter" }).map((d) => d.kind)).toEqual(["codename"]);
  });

  it("oxford dictionaries: words, word classes and IPA, not placeholders", async () => {
    const b = await bundleOf("oxforddictionaries.com.json");
    const state = perThousand(b.initialState);
    expect(state.rate).toBeLessThan(20);
    const r = await results(b);
    const text = JSON.stringify(r);
    expect(text).not.toMatch(/Lexical entrie lexical category \d|Result lemma \d|Dinner is ready/);
    const cats = [...text.matchAll(/"lexicalCategory":"([^"]+)"/g)].map((m) => m[1]);
    for (const c of cats)
      expect([
        "noun",
        "verb",
        "adjective",
        "adverb",
        "preposition",
        "pronoun",
        "conjunction",
      ]).toContain(c);
  });

  it("oxford dictionaries: sibling tools get phrases that say which one is meant", async () => {
    const b = await bundleOf("oxforddictionaries.com.json");
    const phrase = (suffix: string) =>
      Object.values(b.model!.tools).find((t) => t.name.endsWith(suffix))!.phrase.text;
    expect(phrase("word_id_antonyms")).toBe("find antonyms");
    expect(phrase("word_id_synonyms")).toBe("find synonyms");
    expect(phrase("synonyms_antonyms")).toBe("find synonyms and antonyms");
  });

  it("visiblethread: files are file names, results carry no empty records", async () => {
    const b = await bundleOf("visiblethread.com.json");
    const r = await results(b);
    expect(JSON.stringify(r)).not.toMatch(/"file":"[A-Z][a-z]+ file \d"/);
    expect(perThousand(r).d.filter((d) => d.kind === "empty")).toEqual([]);
  });

  it("openalpr: secret key is plumbing, flags and topn are call settings, country is no address", async () => {
    const b = await bundleOf("openalpr.com.json");
    const tools = b.model!.tools;
    const inputs = Object.values(tools).flatMap((t) => Object.entries(t.inputs));
    const of = (name: string) => inputs.filter(([n]) => n === name).map(([, im]) => im);
    expect(of("secret_key").length).toBeGreaterThan(0);
    for (const im of of("secret_key")) {
      expect(im.role).toBe("credential");
      expect(im.source).toBe("plumbing");
      expect(typeof im.fixed).toBe("string");
    }
    for (const name of ["return_image", "topn"])
      for (const im of of(name)) expect(im.source).toBe("plumbing");
    for (const im of of("country")) expect(im.role).not.toBe("address-part");
    const r = await results(b);
    expect(perThousand(r).d.filter((d) => d.kind === "empty")).toEqual([]);
  });
});

describe("credentials the environment fills", () => {
  it("zappiti: a UUID API key gets a UUID, not a demo string the schema rejects", async () => {
    const b = await bundleOf("zappiti.json");
    const keys = Object.values(b.model!.tools).flatMap((t) =>
      Object.entries(t.inputs).filter(([n]) => /^api_?key$/i.test(n)),
    );
    expect(keys.length).toBeGreaterThan(0);
    for (const [, im] of keys) {
      expect(im.source).toBe("plumbing");
      expect(String(im.fixed)).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    }
  });
});

describe("records that hold together (visiblethread)", () => {
  it("a scan starts before it completes; text statistics agree", async () => {
    const b = await bundleOf("visiblethread.com.json");
    const st = b.initialState as Record<string, unknown>;
    const rows = (k: string) => {
      const v = st[k];
      return (Array.isArray(v) ? v : Object.values((v ?? {}) as object)) as Rec[];
    };
    const scans = rows("webscans");
    expect(scans.length).toBeGreaterThan(0);
    for (const s of scans) {
      if (typeof s.started === "string" && typeof s.completed === "string")
        expect(Date.parse(s.started)).toBeLessThanOrEqual(Date.parse(s.completed));
      if (typeof s.started === "string" && typeof s.eta === "string")
        expect(Date.parse(s.started)).toBeLessThanOrEqual(Date.parse(s.eta));
    }
    for (const u of rows("web_urls")) {
      const stats = u.stats as Rec | undefined;
      if (typeof stats?.wordCount === "number" && typeof stats.sentenceCount === "number")
        expect(stats.wordCount).toBeGreaterThanOrEqual(stats.sentenceCount);
    }
  });
});
