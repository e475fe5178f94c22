import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { REACTION_TERMS, RECORD_TAGS } from "../../src/core/domain/value-data.js";
import { createValueSampler } from "../../src/core/domain/values.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { type FactPhrase, templateWriter } from "../../src/core/synth/writer.js";

// Giphy (fresh70 blind readers F/G/A/N on every Giphy sample): the random endpoints were asked as
// lookups of a named thing — "what's the source and username for draft?" — with workflow words
// ("draft", "needs review") for tags. A random endpoint returns a random GIF or sticker for a tag.

async function tools(): Promise<ToolSpec[]> {
  const text = readFileSync(
    new URL("../fixtures/stop66/giphy-random.json", import.meta.url),
    "utf8",
  );
  const ing = await ingestFile({ name: "giphy.json", text });
  if (!ing.ok) throw new Error(ing.error.message);
  return ing.value.tools;
}

const fact = (label: string, value: string): FactPhrase => ({
  key: `s1.${label}`,
  value,
  label,
  role: "arg",
  personal: false,
});

describe("a random lookup is asked as a random pick", () => {
  it("knows what each random endpoint picks, as its name or doc says it", async () => {
    const all = await tools();
    const of = (n: string) => toolWords(all.find((t) => t.name === n)!).random;
    expect(of("randomGif")).toBe("GIF");
    expect(of("randomSticker")).toBe("sticker");
    expect(of("searchGifs")).toBeUndefined();
    expect(of("getGifById")).toBeUndefined();
    // KMS's GenerateRandom makes its answer; it picks nothing.
    const kms: ToolSpec = {
      name: "GenerateRandom",
      description: "Returns a random byte string that is cryptographically secure.",
      inputSchema: { type: "object", properties: { NumberOfBytes: { type: "integer" } } },
      kind: "compute",
    };
    expect(toolWords(kms).random).toBeUndefined();
  });

  it("asks for a random sticker about a topic, never for the fields 'for' the topic", async () => {
    const all = await tools();
    const goal = toolWords(all.find((t) => t.name === "randomSticker")!);
    const texts: string[] = [];
    for (let seed = 1; seed <= 8; seed++)
      texts.push(
        await templateWriter.write(
          {
            kind: "request",
            goal,
            targets: [],
            facts: [fact("tag", "cats"), fact("rating", "pg")],
            domain: "Giphy API",
            asks: ["source", "username"],
          },
          { seed, attempt: 0 },
        ),
      );
    for (const t of texts) {
      expect(t).toMatch(/\ba random sticker about cats\b/);
      expect(t).toMatch(/\brated pg\b/);
      expect(t).toMatch(/source and username/);
      expect(t).not.toMatch(/\bfor cats\b/);
    }
  });

  it("a GIF service's tags and searches are things people look GIFs up by", () => {
    const s = createValueSampler(3, {
      clockStart: "2026-01-01T00:00:00Z",
      domain: "general randoms gifs",
    });
    for (let i = 0; i < 10; i++) {
      const tag = s.value({ name: "tag", schema: { type: "string" }, entity: "randoms" });
      expect(REACTION_TERMS).toContain(tag);
      expect(RECORD_TAGS).not.toContain(tag);
    }
  });
});
