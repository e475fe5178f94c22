// fresh75 blind readers (B, G): NDHM Health ID's user search answered `{authMethods: [...]}` as "I
// found 4 users: AADHAAR_BIO, PASSWORD…" — the list is of login methods, said by the tool's noun;
// formapi's presign read asked "tell me the method of the presign url", a field the doc allows one
// value for (`enum: ["post"]`). The tools are cut from those specs as ingested.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { answerFactsFrom, fieldDocs } from "../../src/core/synth/build-task.js";
import { toolWords } from "../../src/core/synth/tool-words.js";

const { tools } = JSON.parse(
  readFileSync(new URL("../fixtures/words71/answer-nouns.json", import.meta.url), "utf8"),
) as { tools: ToolSpec[] };
const tool = (name: string) => tools.find((t) => t.name === name) as ToolSpec;

describe("a result that holds one list of words", () => {
  const search = tool("searchUserByMobileUsingPOST");
  const facts = (result: unknown, listField?: string) =>
    answerFactsFrom({ ok: true, result } as never, "s1", toolWords(search), 0, {
      docs: fieldDocs(search.outputSchema),
      ...(listField !== undefined ? { listField } : {}),
    });

  it("says the items as what the list holds, never the tool's noun", () => {
    for (const listField of ["authMethods", undefined]) {
      const said = facts({ authMethods: ["AADHAAR_BIO", "PASSWORD", "DEMOGRAPHICS"] }, listField)
        .map((f) => `${f.label}: ${f.text}`)
        .join(" | ");
      expect(said).toMatch(/auth method/);
      expect(said).not.toMatch(/\busers?\b/);
    }
  });

  it("keeps the tool's noun when the list sits under an envelope key", () => {
    const said = facts({ items: ["Ann Lee", "Bo Chan"] })
      .map((f) => `${f.label}: ${f.text}`)
      .join(" | ");
    expect(said).not.toMatch(/\bitems?\b/);
  });
});

describe("a field the doc allows one value for", () => {
  it("is no fact a read tells", () => {
    const presign = tool("getPresignUrl");
    const facts = answerFactsFrom(
      {
        ok: true,
        result: { method: "post", url: "https://test-bucket.s3.amazonaws.com", headers: {} },
      } as never,
      "s1",
      toolWords(presign),
      0,
      { docs: fieldDocs(presign.outputSchema) },
    );
    expect(facts.map((f) => f.key)).not.toContain("s1.method");
  });
});
