import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { machineValue } from "../../src/core/plan/semantics.js";
import { specBundle } from "../synth/helpers/spec-tasks.js";

/** A photo API that takes its key as a required query parameter on every call. */
const DOC = {
  openapi: "3.0.0",
  info: { title: "Photo albums", version: "1" },
  paths: {
    "/albums": {
      get: {
        operationId: "listAlbums",
        summary: "List albums",
        parameters: [{ name: "api_key", in: "query", required: true, schema: { type: "string" } }],
        responses: {
          "200": {
            description: "ok",
            content: {
              "application/json": {
                schema: {
                  type: "array",
                  items: {
                    type: "object",
                    properties: { album_id: { type: "string" }, title: { type: "string" } },
                  },
                },
              },
            },
          },
        },
      },
    },
    "/albums/{album_id}": {
      get: {
        operationId: "getAlbum",
        summary: "Get an album",
        parameters: [
          { name: "api_key", in: "query", required: true, schema: { type: "string" } },
          { name: "album_id", in: "path", required: true, schema: { type: "string" } },
        ],
        responses: {
          "200": {
            description: "ok",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: {
                    album_id: { type: "string" },
                    title: { type: "string" },
                    photos: { type: "integer" },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};

describe("a required key parameter is filled by the environment", () => {
  it("gets a stable demo key, so lookups that need it can be sampled", async () => {
    const bundle = await specBundle(DOC, "albums.json", 3);
    const key = machineValue(bundle, "getAlbum", "api_key");
    expect(typeof key?.value).toBe("string");
    expect(machineValue(bundle, "getAlbum", "api_key")).toEqual(key);
    const sampled = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 1,
      count: 4,
    });
    expect(sampled.failures["no-fixed-value"] ?? 0).toBe(0);
    expect(sampled.plans.some((p) => p.steps.some((s) => s.tool === "getAlbum"))).toBe(true);
  }, 60_000);
});

/** A text-analysis API whose paths end in the reply's file extension (`/blacklist.{content_type}`). */
const EXTENSION_DOC = {
  openapi: "3.0.0",
  info: { title: "Text analysis", version: "1" },
  paths: {
    "/blacklist.{content_type}": {
      get: {
        operationId: "getBlacklist",
        summary: "Lists the terms left out of analysis",
        parameters: [
          { name: "content_type", in: "path", required: true, schema: { type: "string" } },
        ],
        responses: {
          "200": {
            description: "ok",
            content: {
              "application/json": {
                schema: {
                  type: "array",
                  items: { type: "object", properties: { term: { type: "string" } } },
                },
              },
            },
          },
        },
      },
      post: {
        operationId: "addBlacklist",
        summary: "Adds terms to leave out of analysis",
        parameters: [
          { name: "content_type", in: "path", required: true, schema: { type: "string" } },
        ],
        requestBody: {
          content: {
            "application/json": {
              schema: { type: "array", items: { type: "string" } },
            },
          },
        },
        responses: { "200": { description: "ok" } },
      },
    },
  },
};

describe("a path slot after a dot is the reply's file extension", () => {
  it("is sent as json, so the API's tools can be sampled at all", async () => {
    const bundle = await specBundle(EXTENSION_DOC, "analysis.json", 3);
    const fixed = machineValue(bundle, "getBlacklist", "content_type");
    expect(fixed?.value).toBe("json");
    const sampled = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 1,
      count: 2,
    });
    expect(sampled.failures["no-fixed-value"] ?? 0).toBe(0);
    expect(sampled.plans.length).toBeGreaterThan(0);
  }, 60_000);
});
