import { describe, expect, it } from "vitest";
import { ingestFile } from "../../src/core/ingest/index.js";
import { notAGoal } from "../../src/core/plan/semantics.js";
import type { ToolSpec } from "../../src/core/schema/index.js";

const ok = { "200": { description: "Successful operation" } };
// Real operations (fresh49 mastodon and circuitsandbox, fresh47 MotaWord), responses trimmed.
const DOC = {
  openapi: "3.0.0",
  info: { title: "keyless deletes", version: "1" },
  paths: {
    "/api/v1/lists": { delete: { description: "Delete a list", responses: ok } },
    "/webhooks": {
      delete: {
        operationId: "removeWebHooks",
        summary: "Removes all webHooks",
        description: "Unregisters all webHooks of the authenticated user",
        responses: ok,
      },
    },
    "/webhooks/{id}": {
      delete: {
        operationId: "removeWebHook",
        summary: "Removes a registered webHook",
        description: "Unregisters the webHook with the given ID.",
        parameters: [
          {
            description: "The unique ID of the webHook to remove",
            in: "path",
            name: "id",
            required: true,
            schema: { maxLength: 2048, type: "string" },
          },
        ],
        responses: ok,
      },
    },
    "/delete-account": {
      delete: {
        operationId: "deleteAccount",
        summary: "Delete your account",
        description:
          "Delete your MotaWord account. Be careful; once deleted, you will not have access to MotaWord via API or your dashboards.",
        responses: ok,
      },
    },
  },
};

async function tools(): Promise<ToolSpec[]> {
  const r = await ingestFile({ name: "keyless.openapi.json", text: JSON.stringify(DOC) });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.tools;
}

describe("a delete that names no record of many is no goal", () => {
  it("'remove my list' with DELETE /api/v1/lists {} and 'remove my web hook' with DELETE /webhooks are no goals", async () => {
    const ts = await tools();
    const at = (path: string) =>
      ts.find((t) => t.source?.pointer === `/paths/${path.replace(/\//g, "~1")}/delete`)!;
    expect(notAGoal(at("/api/v1/lists"))).toBe("unnamed-target");
    expect(notAGoal(at("/webhooks"))).toBe("unnamed-target");
    expect(notAGoal(at("/webhooks/{id}"))).toBeUndefined();
    expect(notAGoal(at("/delete-account"))).toBeUndefined();
  });
});
