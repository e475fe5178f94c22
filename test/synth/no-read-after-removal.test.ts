import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import { buildTask } from "../../src/core/synth/build-task.js";
import { okJson } from "../helpers/doc-env.js";
import { specBundle } from "./helpers/spec-tasks.js";

// ElevenLabs (fresh34, read blind): "remove the voice called Personal voice", then "What does
// the settings say now? I want to be sure it's right." — the gold read the deleted voice's
// settings (3 of 8 removals). A look-up goal was followed by "so I know the change went through?".
const voice = {
  type: "object",
  properties: {
    voice_id: { type: "string" },
    name: { type: "string" },
    category: { type: "string", enum: ["premade", "cloned", "generated"] },
  },
  required: ["voice_id", "name"],
};
const settings = {
  type: "object",
  properties: { stability: { type: "number" }, similarity_boost: { type: "number" } },
};
const idParam = { name: "voice_id", in: "path", required: true, schema: { type: "string" } };
const doc = {
  openapi: "3.0.0",
  info: { title: "Voice studio", version: "1" },
  paths: {
    "/v1/voices": {
      get: {
        operationId: "Get_voices",
        summary: "Get voices",
        responses: okJson({
          type: "object",
          properties: { voices: { type: "array", items: voice } },
        }),
      },
    },
    "/v1/voices/{voice_id}": {
      get: {
        operationId: "Get_voice",
        summary: "Get voice",
        parameters: [idParam],
        responses: okJson(voice),
      },
      delete: {
        operationId: "Delete_voice",
        summary: "Delete voice",
        parameters: [idParam],
        responses: okJson({ type: "object", properties: { status: { type: "string" } } }),
      },
    },
    "/v1/voices/{voice_id}/settings": {
      get: {
        operationId: "Get_voice_settings",
        summary: "Get voice settings",
        parameters: [idParam],
        responses: okJson(settings),
      },
    },
  },
};

describe("after a removal", () => {
  it("nothing reads the removed record back, and a look-up's follow-up claims no change", async () => {
    const bundle = await specBundle(doc, "voices.json", 4);
    const { plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 3,
      count: 16,
      openEnv: createEnvInstance,
    });
    let removals = 0;
    let reads = 0;
    for (const [i, plan] of plans.entries()) {
      const built = await buildTask(plan, [bundle], { seed: i, turns: "multi" });
      if (!built.ok) continue;
      const calls = built.value.gold.calls.map((c) => c.tool);
      const at = calls.indexOf("Delete_voice");
      if (at >= 0) {
        removals++;
        expect(calls.slice(at + 1), calls.join(" > ")).toEqual([]);
      } else if (!calls.some((c) => c === "Delete_voice")) {
        reads++;
        for (const t of built.value.turns.slice(1))
          expect(t.user).not.toMatch(/went through|the change|say now/);
      }
    }
    expect(removals).toBeGreaterThan(0);
    expect(reads).toBeGreaterThan(0);
  }, 120_000);
});
