// fresh72 blind readers (N): Cloud Composer's environments were keyed by their `uuid`, so "trigger
// the environment created on December 8, 2025" sent a bare UUID to `databaseFailover`, whose
// `environment` the doc wants as "projects/{projectId}/locations/{locationId}/environments/
// {environmentId}". A record whose `name` the doc says is its resource name, looked up by tools
// that take a resource name, is keyed by that name.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { SemanticModel } from "../../src/core/schema/semantic-model.js";
import { runtimeEnv } from "./helpers.js";

type Rec = Record<string, unknown>;
const spec = JSON.parse(
  readFileSync(new URL("../fixtures/vals68/composer-environments.json", import.meta.url), "utf8"),
) as object;

describe("records the doc names by resource name", () => {
  it("are keyed by that name, and the tools that take it find them", async () => {
    const { bundle, env } = await runtimeEnv(spec);
    try {
      const model = (bundle as unknown as { model: SemanticModel }).model;
      const ent = Object.values(model.entities).find((e) => e.noun === "environment")!;
      expect(ent.idField).toBe("name");
      const rows = (bundle.initialState as Record<string, Rec[]>)[ent.name] ?? [];
      expect(rows.length).toBeGreaterThan(1);
      // "EnvironmentId must start with a lowercase letter …": never "environments/87026".
      for (const r of rows)
        expect(String(r.name)).toMatch(
          /^projects\/[\w-]+\/locations\/[\w-]+\/environments\/[a-z][a-z0-9-]*[a-z0-9]$/,
        );
      expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
      const failover = bundle.tools.find((t) => t.name.endsWith("databaseFailover"))!;
      const got = await env.call(failover.name, { environment: rows[0]!.name });
      expect(got.ok).toBe(true);
      const byUuid = await env.call(failover.name, { environment: rows[1]!.uuid });
      expect(byUuid.ok).toBe(false);
    } finally {
      env.dispose();
    }
  });
});
