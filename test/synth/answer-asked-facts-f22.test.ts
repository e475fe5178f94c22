import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom, numberedApart } from "../../src/core/synth/build-task.js";
import { toolWords } from "../../src/core/synth/tool-words.js";

// Answers the fresh22 readers (/work/blind40) marked B, made from the doc's own words: the fact
// the question names, a found record told by more than the name the user gave, numbered keys said
// apart. Tool docs are cut down from /work/fresh22 (facecheck.id, chompthis.com, storecove.com).
const ok = (result: unknown) => ({ ok: true as const, result });

describe("the fact the question names is the answer (fresh22 r2 S13)", () => {
  const info: ToolSpec = {
    name: "post_api_info",
    description:
      "Returns remaining search credits, search engine online status, and number of indexed faces",
    inputSchema: { type: "object", properties: {} },
  } as ToolSpec;
  it("tells the remaining credits, not only the faces indexed", () => {
    const result = {
      faces: 212417831,
      has_credits_to_search: true,
      is_online: true,
      remaining_credits: 12987,
    };
    const facts = answerFactsFrom(ok(result), "s1", toolWords(info), 0);
    expect(facts[0]?.key).toBe("s1.remaining_credits");
    expect(facts[0]?.value).toBe(12987);
  });
  it("still leaves call metadata out when the question does not name it", () => {
    const quota: ToolSpec = {
      name: "get_weather",
      description: "Returns the current weather for a city",
      inputSchema: { type: "object", properties: { city: { type: "string" } } },
    } as ToolSpec;
    const facts = answerFactsFrom(
      ok({ temperature: 21, conditions: "sunny", credits_used: 1, remaining_credits: 99 }),
      "s1",
      toolWords(quota),
      0,
    );
    expect(facts.map((f) => f.key)).not.toContain("s1.remaining_credits");
  });
});

describe("one record found for the name the user gave (fresh22 r1 S14, r2 S29)", () => {
  const byName: ToolSpec = {
    name: "get_food_branded_name_php",
    description: "Get a branded food item using a name",
    inputSchema: { type: "object", properties: { name: { type: "string" } } },
  } as ToolSpec;
  it("is told by something of its own besides the name", () => {
    const result = {
      items: [{ barcode: "4448396710959", brand: "OXO", ingredients: "Oats", name: "Oat Crunch" }],
    };
    const facts = answerFactsFrom(ok(result), "s1", toolWords(byName), 0, {
      args: { name: "Oat Crunch" },
      argNames: ["name"],
      said: ["Oat Crunch"],
      listField: "items",
    });
    const item = facts.find((f) => f.key.startsWith("s1.items."));
    expect(item?.text).toMatch(/^Oat Crunch \(.+\)$/);
  });
  it("a record found by another input keeps its bare name", () => {
    const result = {
      items: [{ barcode: "4448396710959", brand: "OXO", ingredients: "Oats", name: "Oat Crunch" }],
    };
    const facts = answerFactsFrom(ok(result), "s1", toolWords(byName), 0, {
      args: { name: "oat" },
      argNames: ["name"],
      said: ["oat"],
      listField: "items",
    });
    expect(facts.find((f) => f.key.startsWith("s1.items."))?.text).toBe("Oat Crunch");
  });
});

describe("numbered keys are said apart (fresh22 r2 S21: the line1 is 337 Boylston St)", () => {
  it("line2 is the address line 2, area1 is area 1", () => {
    expect(numberedApart("line2")).toBe("address line 2");
    expect(numberedApart("adm area1")).toBe("adm area 1");
    expect(numberedApart("mp3 file")).toBe("mp3 file");
  });
});

describe("a participle is no thing to count (fresh22 r1 S18: I found 9 brandeds)", () => {
  it("counts branded items", () => {
    const search: ToolSpec = {
      name: "get_food_branded_search_php",
      description: "",
      inputSchema: { type: "object", properties: { brand: { type: "string" } } },
    } as ToolSpec;
    const w = { ...toolWords(search), noun: "branded", nounPlural: "brandeds" };
    const facts = answerFactsFrom(
      ok({ items: [{ name: "Oat Crunch" }, { name: "Rye Thins" }] }),
      "s1",
      w,
      0,
      { listField: "items" },
    );
    expect(facts[0]?.label).toBe("number of branded items");
    expect(facts[0]?.text).toBe("there are 2 branded items");
  });
});
