import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { objectInputs } from "../../src/core/plan/semantics.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, Task, ToolSpec } from "../../src/core/schema/index.js";
import { specBundle } from "../synth/helpers/spec-tasks.js";

/**
 * fresh23 readers (A): lambdatest's `Start_Screenshot_Test {"tunnel_identifier":"tunnel"}` ("start a
 * screenshot test for tunnel tunnel"), `{"mac_res":"1024x768"}`, `{"defer_time":1767789900}` — of
 * no page; namsor's `phoneCodeBatch {"facts":[{"name":"Primary fact"}],…}` and
 * `japaneseNameMatchBatch {"facts":[{"name":"Advanced fact"}]}` ("return the score. It's named
 * "Advanced fact"") — of no names. Shaped like those docs: nothing is marked required.
 */
const body = (props: Record<string, unknown>) => ({
  content: { "application/json": { schema: { type: "object", properties: props } } },
});
const ok = { "200": { description: "OK" } };
const facts = {
  type: "array",
  items: { type: "object", properties: { id: { type: "string" }, name: { type: "string" } } },
};
const names = (extra: Record<string, unknown> = {}) => ({
  type: "array",
  items: {
    type: "object",
    properties: {
      id: { type: "string" },
      firstName: { type: "string" },
      lastName: { type: "string" },
      ...extra,
    },
  },
});
const doc = {
  openapi: "3.0.0",
  info: { title: "Screens and names", version: "1" },
  paths: {
    "/screenshots": {
      post: {
        operationId: "Start_Screenshot_Test",
        summary: "Start Screenshot Test",
        requestBody: body({
          url: { type: "string", example: "https://www.lambdatest.com" },
          callback_url: { type: "string", example: "https://www.example.com" },
          defer_time: { type: "number", example: 5 },
          mac_res: { type: "string", example: "1024x768" },
          win_res: { type: "string", example: "1366X768" },
          tunnel_identifier: { type: "string", example: "tunnel" },
        }),
        responses: ok,
      },
    },
    "/api2/json/phoneCodeBatch": {
      post: {
        operationId: "phoneCodeBatch",
        summary:
          "[USES 11 UNITS PER NAME] Infer the likely country and phone prefix, of up to 100 personal names, detecting automatically the local context given a name and formatted / unformatted phone number.",
        requestBody: body({
          facts,
          personalNamesWithPhoneNumbers: names({ phoneNumber: { type: "string" } }),
        }),
        responses: ok,
      },
    },
    "/1.0/DocumentSimilarity.json": {
      post: {
        operationId: "DocumentSimilarity",
        summary: "Estimates the similarity between 2 Documents",
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["api_key"],
                properties: {
                  api_key: { type: "string", description: "Your API Key" },
                  copy: {
                    type: "string",
                    description: "The second text. It should not contain HTML tags.",
                  },
                  original: {
                    type: "string",
                    description: "The first text. It should not contain HTML tags.",
                  },
                },
              },
            },
          },
        },
        responses: ok,
      },
    },
    "/api2/json/japaneseNameMatchBatch": {
      post: {
        operationId: "japaneseNameMatchBatch",
        summary:
          "Return a score for matching a list of Japanese names in KANJI ex. 山本 早苗 with romanized names ex. Yamamoto Sanae",
        requestBody: body({
          facts,
          personalNames: {
            type: "array",
            items: {
              type: "object",
              properties: {
                id: { type: "string" },
                name1: { type: "object", properties: { id: { type: "string" } } },
                name2: { type: "object", properties: { id: { type: "string" } } },
              },
            },
          },
        }),
        responses: ok,
      },
    },
    "/api2/json/genderJapaneseNamePinyinBatch": {
      post: {
        operationId: "genderJapaneseNamePinyinBatch",
        summary: "Infer the likely gender of up to 100 Japanese names in LATIN (Pinyin).",
        requestBody: body({ facts, personalNames: names() }),
        responses: ok,
      },
    },
  },
};

const tool = (b: EnvBundle, name: string): ToolSpec => b.tools.find((t) => t.name === name)!;

describe("the input a call is about is in every gold call", () => {
  it("reads the object from the doc's first sentence, else a bare url", async () => {
    const b = await specBundle(doc, "screens.json", 3);
    expect(objectInputs(b, tool(b, "Start_Screenshot_Test"))).toEqual(["url"]);
    expect(objectInputs(b, tool(b, "phoneCodeBatch"))).toEqual(["personalNamesWithPhoneNumbers"]);
    expect(objectInputs(b, tool(b, "genderJapaneseNamePinyinBatch"))).toEqual(["personalNames"]);
    // fresh22 datumbox: "estimate the similarity between 2 documents" sent `{"copy":…}` alone.
    expect(objectInputs(b, tool(b, "DocumentSimilarity")).sort()).toEqual(["copy", "original"]);
  });

  it("no screenshot test without its page, no batch without the names it judges", async () => {
    const b = await specBundle(doc, "screens.json", 3);
    const { plans } = await sampleGroundedPlans([b], buildToolGraph([b]), {
      seed: 23,
      count: 24,
      openEnv: createEnvInstance,
    });
    const calls = plans
      .flatMap((p) => p.steps)
      .map((s) => ({ tool: s.tool, args: s.grounded!.args }));
    const of = (name: string) => calls.filter((c) => c.tool === name);
    expect(of("Start_Screenshot_Test").length).toBeGreaterThan(0);
    for (const c of of("Start_Screenshot_Test"))
      expect((c.args as { url?: string }).url).toMatch(/^https?:\/\//);
    // Its names hold nothing a person says: `{"facts":[{"name":"Advanced fact"}]}` alone is no task.
    expect(of("japaneseNameMatchBatch")).toEqual([]);
    for (const name of ["phoneCodeBatch", "genderJapaneseNamePinyinBatch"]) {
      expect(of(name).length).toBeGreaterThan(0);
      for (const c of of(name)) {
        const args = c.args as Record<string, Array<Record<string, unknown>> | undefined>;
        const judged = args.personalNamesWithPhoneNumbers ?? args.personalNames;
        expect(judged?.[0]?.firstName ?? judged?.[0]?.lastName).toEqual(expect.any(String));
      }
    }
  });
});

describe("the sample count sees a call without its object", () => {
  it('counts `Start_Screenshot_Test {"mac_res":"1024x768"}`, not one with its url', async () => {
    const { objectlessCalls } = await import("../../src/core/synth/dataset-quality.js");
    const b = await specBundle(doc, "screens.json", 3);
    const task = (args: Record<string, unknown>) =>
      ({ gold: { calls: [{ tool: "Start_Screenshot_Test", args }] } }) as unknown as Task;
    expect(objectlessCalls(task({ mac_res: "1024x768" }), [b])).toEqual([
      "Start_Screenshot_Test without url",
    ]);
    expect(objectlessCalls(task({ url: "https://www.lambdatest.com" }), [b])).toEqual([]);
  });
});
