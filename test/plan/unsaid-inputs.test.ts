import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { isUnsaidInput } from "../../src/core/plan/value-picker.js";
import { specBundle } from "../synth/helpers/spec-tasks.js";

// Betfair stream subscription fields (fresh10), verbatim: readers marked "with a conflate ms of 3
// and a heartbeat ms of 6 with segmentation enabled" as form wording nobody says.
const HEARTBEAT = {
  description:
    "Heartbeat Milliseconds - the heartbeat rate (looped back on initial image after validation: bounds are 500 to 5000)",
  format: "int64",
  type: "integer",
};
const CONFLATE = {
  description:
    "Conflate Milliseconds - the conflation rate (looped back on initial image after validation: bounds are 0 to 120000)",
  format: "int64",
  type: "integer",
};
const SEGMENTATION = {
  description:
    "Segmentation Enabled - allow the server to send large sets of data in segments, instead of a single block",
  type: "boolean",
};
const PRIVACY = {
  description:
    "Video playlist privacy policy (see [/video-playlists/privacies](#operation/getPlaylistPrivacyPolicies))",
  enum: [1, 2, 3],
  type: "integer",
};
const STATE = {
  description: "The abuse state (Pending = `1`, Rejected = `2`, Accepted = `3`)",
  enum: [1, 2, 3],
  type: "integer",
};

describe("inputs no person sets", () => {
  it("tuning, codes without meaning and deprecated fields", () => {
    expect(isUnsaidInput("heartbeatMs", HEARTBEAT)).toBe(true);
    expect(isUnsaidInput("conflateMs", CONFLATE)).toBe(true);
    expect(isUnsaidInput("segmentationEnabled", SEGMENTATION)).toBe(true);
    expect(isUnsaidInput("privacy", PRIVACY)).toBe(true);
    expect(isUnsaidInput("status", { deprecated: true, type: "string" })).toBe(true);
  });

  it("JSON written as text: data a program sends, not words (qualpay's echo_fields, fresh18)", () => {
    // Readers (and the form check) rejected 'for the echo fields "[ {"product": "lawnmower"}, …]"'.
    const echo = {
      description: "Data that will be echoed back in the response.",
      example: '[ {"product" : "lawnmower"},{"purchase" : "1 yr maintenance"} ]',
      type: "string",
    };
    expect(isUnsaidInput("echo_fields", echo)).toBe(true);
    expect(isUnsaidInput("meta", { type: "string", default: '{"a":1}' })).toBe(true);
    expect(isUnsaidInput("note", { type: "string", example: "[urgent] call back" })).toBe(false);
  });

  it("leaves what people do say", () => {
    expect(isUnsaidInput("state", STATE)).toBe(false);
    expect(isUnsaidInput("displayName", { type: "string", minLength: 1 })).toBe(false);
    expect(isUnsaidInput("rating", { type: "integer", enum: [1, 2, 3, 4, 5] })).toBe(false);
    expect(isUnsaidInput("start_time", { type: "string", format: "date-time" })).toBe(false);
    expect(isUnsaidInput("currency", { type: "string", enum: ["EUR", "USD"] })).toBe(false);
  });
});

/** A playlist API: its optional privacy is a bare code, its state a labelled one, plus tuning. */
const DOC = {
  openapi: "3.0.0",
  info: { title: "Playlists", version: "1" },
  paths: {
    "/playlists": {
      post: {
        operationId: "addPlaylist",
        summary: "Create a playlist",
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["displayName"],
                properties: {
                  displayName: { type: "string", description: "Playlist name" },
                  privacy: PRIVACY,
                  state: STATE,
                  heartbeatMs: HEARTBEAT,
                },
              },
            },
          },
        },
        responses: {
          "200": {
            description: "ok",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: { id: { type: "integer" }, displayName: { type: "string" } },
                },
              },
            },
          },
        },
      },
    },
  },
};

describe("the plan sampler", () => {
  it("never fills an unsaid optional input, and draws labelled codes only", async () => {
    const bundle = await specBundle(DOC, "playlists.json", 3);
    const sampled = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 1,
      count: 6,
      optionalInputProbability: 1,
    });
    const steps = sampled.plans.flatMap((p) => p.steps).filter((s) => s.tool === "addPlaylist");
    expect(steps.length).toBeGreaterThan(0);
    for (const s of steps) {
      const args = JSON.stringify(s.args);
      expect(args).not.toMatch(/privacy|heartbeatMs/);
      expect(args).toMatch(/"state"/);
    }
  }, 60_000);
});
