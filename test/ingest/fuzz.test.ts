import { describe, expect, it } from "vitest";
import { ingestFile, TOOL_NAME_PATTERN } from "../../src/core/ingest/index.js";
import { ToolSpec } from "../../src/core/schema/index.js";
import { fixture } from "./fixture-files.js";

/** mulberry32: a tiny seeded PRNG so every failure reproduces from its seed. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NOISE = [
  "{",
  "}",
  "[",
  "]",
  '"',
  ":",
  ",",
  "\n",
  " ",
  "-",
  "#",
  "&a",
  "*a",
  "|",
  "é",
  "\u0000",
  "$ref",
];
const ODD_VALUES: unknown[] = [
  null,
  "",
  "dict",
  -1,
  true,
  [],
  {},
  [null],
  { $ref: "#/" },
  { $ref: "#/paths" },
  { $ref: "#/components/schemas" },
  { type: "tuple" },
  { allOf: [{ type: "string" }, { type: "object" }] },
  { nullable: true },
];

function mutateText(text: string, next: () => number): string {
  const at = Math.floor(next() * text.length);
  const span = Math.floor(next() * 40);
  switch (Math.floor(next() * 4)) {
    case 0:
      return text.slice(0, at);
    case 1:
      return text.slice(0, at) + text.slice(at + span);
    case 2:
      return text.slice(0, at) + text.slice(at, at + span) + text.slice(at);
    default: {
      const noise = NOISE[Math.floor(next() * NOISE.length)] ?? "";
      return text.slice(0, at) + noise + text.slice(at + 1);
    }
  }
}

/** Replaces one random node of a parsed document with an odd value (wrong type, bad $ref, …). */
function mutateValue(doc: unknown, next: () => number): unknown {
  const nodes: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const visit = (v: unknown) => {
    if (typeof v !== "object" || v === null) return;
    for (const [k, child] of Object.entries(v)) {
      nodes.push({ parent: v as Record<string, unknown>, key: Array.isArray(v) ? Number(k) : k });
      visit(child);
    }
  };
  visit(doc);
  const pick = nodes[Math.floor(next() * nodes.length)];
  if (pick) {
    const value = structuredClone(ODD_VALUES[Math.floor(next() * ODD_VALUES.length)]);
    (pick.parent as Record<string | number, unknown>)[pick.key] = value;
  }
  return doc;
}

const FILES = [
  "shop.openapi.yaml",
  "smart-home.mcp.json",
  "clinic.envfactory-metadata.json",
  "helpdesk.openai-tools.json",
  "geometry.bfcl.json",
  "weather.bfcl.jsonl",
];

async function expectWellFormedResult(name: string, text: string, seed: number): Promise<void> {
  const r = await ingestFile({ name, text });
  const label = `${name} seed ${seed}`;
  expect(typeof r.ok, label).toBe("boolean");
  if (r.ok) {
    for (const t of r.value.tools) {
      expect(ToolSpec.safeParse(t).success, label).toBe(true);
      expect(t.name, label).toMatch(TOOL_NAME_PATTERN);
      expect(t.inputSchema.type, label).toBe("object");
    }
    expect(() => JSON.stringify(r.value), label).not.toThrow();
  } else {
    expect(r.error.code, label).toMatch(/^ingest\//);
    expect(r.error.where ?? "", label).toContain(name);
    // `cause` is only set when a format module threw: a bug, not a bad document.
    expect(r.error.cause, `${label}: ${r.error.cause}`).toBeUndefined();
  }
}

describe("ingest never throws on damaged documents", () => {
  it.each(FILES)("text mutations of %s", async (name) => {
    const { text } = fixture(name);
    for (let seed = 1; seed <= 40; seed++) {
      const next = rng(seed * 7919 + name.length);
      let mutated = text;
      const rounds = 1 + Math.floor(next() * 3);
      for (let i = 0; i < rounds; i++) mutated = mutateText(mutated, next);
      await expectWellFormedResult(name, mutated, seed);
    }
  });

  it.each(FILES.filter((f) => !f.endsWith(".jsonl")))(
    "structural mutations of %s",
    async (name) => {
      const { text } = fixture(name);
      const original = name.endsWith(".yaml")
        ? ((await import("yaml")).parse(text) as unknown)
        : (JSON.parse(text) as unknown);
      for (let seed = 1; seed <= 40; seed++) {
        const next = rng(seed * 104729 + name.length);
        let doc = structuredClone(original);
        const rounds = 1 + Math.floor(next() * 4);
        for (let i = 0; i < rounds; i++) doc = mutateValue(doc, next);
        await expectWellFormedResult(name.replace(/\.yaml$/, ".json"), JSON.stringify(doc), seed);
      }
    },
  );
});
