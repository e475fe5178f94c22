import { beforeAll, describe, expect, it } from "vitest";
import { groundPlan } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { Binding, EnvBundle } from "../../src/core/schema/index.js";
import { bundleOfDoc, okJson } from "../helpers/doc-env.js";

// OpenChannel's market (fresh35 dev): "look up the type of the app called Support Portal for the
// version called Customer Portal" → `get_apps_by_app_id_versions_by_version {"appId":"app_1001",
// "version":4}`, where version 4 was listed under `app_id: app_1008`. The camelCase path parameter
// (`appId`) never matched the record's own `app_id`, so the version was picked as if any app's
// version would do.
type Json = Record<string, unknown>;
const app = {
  type: "object",
  properties: { app_id: { type: "string" }, name: { type: "string" } },
};
const version = {
  type: "object",
  properties: {
    app_id: { type: "string" },
    version: { type: "integer" },
    name: { type: "string" },
  },
};
const doc = {
  openapi: "3.0.0",
  info: { title: "App market", version: "1" },
  paths: {
    "/apps": {
      get: {
        operationId: "list_apps",
        summary: "List apps",
        responses: okJson({ type: "object", properties: { apps: { type: "array", items: app } } }),
      },
    },
    "/apps/versions": {
      get: {
        operationId: "list_versions",
        summary: "List app versions",
        responses: okJson({
          type: "object",
          properties: { versions: { type: "array", items: version } },
        }),
      },
    },
    "/apps/{appId}/versions/{version}": {
      get: {
        operationId: "get_version",
        summary: "Get a version of an app",
        parameters: [
          { name: "appId", in: "path", required: true, schema: { type: "string" } },
          { name: "version", in: "path", required: true, schema: { type: "integer" } },
        ],
        responses: okJson(version),
      },
    },
  },
};

const from = (step: string, path: string): Binding => ({ from: "step", step, path });

describe("a child record named beside its parent", () => {
  let bundle: EnvBundle;
  beforeAll(async () => {
    bundle = await bundleOfDoc(doc, "market.json", 3);
  }, 60_000);

  it("is one of that parent's children", async () => {
    let checked = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const r = await groundPlan(
        {
          id: "",
          seed,
          envs: [bundle.id],
          goal: "s3",
          steps: [
            { id: "s1", env: bundle.id, tool: "list_apps", args: {} },
            { id: "s2", env: bundle.id, tool: "list_versions", args: {} },
            {
              id: "s3",
              env: bundle.id,
              tool: "get_version",
              args: {
                appId: from("s1", "apps[].app_id"),
                version: from("s2", "versions[].version"),
              },
            },
          ],
        },
        [bundle],
        createEnvInstance,
      );
      if (!r.ok) continue;
      const outcome = r.value.steps[1]?.grounded?.outcome as { result?: Json } | undefined;
      const listed = (outcome?.result?.versions ?? []) as Json[];
      const args = r.value.steps[2]?.grounded?.args as Json;
      const parents = listed.filter((v) => v.version === args.version).map((v) => v.app_id);
      expect(parents, JSON.stringify(args)).toContain(args.appId);
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });
});
