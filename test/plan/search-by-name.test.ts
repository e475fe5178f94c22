import { describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { Plan } from "../../src/core/schema/index.js";

/** A members API whose search takes either a name or a query document, by its doc. */
function doc(queryDoc: string) {
  const member = {
    type: "object",
    properties: {
      member_id: { type: "string" },
      name: { type: "string", description: "Full name." },
      email: { type: "string", format: "email" },
    },
  };
  return JSON.stringify({
    openapi: "3.0.0",
    info: { title: "Members", version: "1" },
    paths: {
      "/members": {
        get: {
          operationId: "search_members",
          summary: "Search members",
          parameters: [
            { name: "query", in: "query", schema: { type: "string" }, description: queryDoc },
          ],
          responses: {
            "200": {
              description: "ok",
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    properties: { members: { type: "array", items: member } },
                  },
                },
              },
            },
          },
        },
      },
      "/members/{member_id}": {
        delete: {
          operationId: "delete_member",
          summary: "Delete a member",
          parameters: [
            { name: "member_id", in: "path", required: true, schema: { type: "string" } },
          ],
          responses: { "204": { description: "deleted" } },
        },
      },
    },
  });
}

async function plansFor(queryDoc: string): Promise<Plan[]> {
  const d = await ingestFile({ name: "members.openapi.json", text: doc(queryDoc) });
  if (!d.ok) throw new Error(d.error.message);
  const b = await generateHeuristicBundle(d.value, { seed: 3 });
  if (!b.ok) throw new Error(b.error.message);
  const { plans } = await sampleGroundedPlans([b.value], buildToolGraph([b.value]), {
    seed: 5,
    count: 12,
    openEnv: createEnvInstance,
  });
  return plans;
}

/** Search steps that find the record a later step acts on. */
const lookups = (plans: Plan[]) =>
  plans.flatMap((p) =>
    p.steps.filter(
      (s) =>
        s.tool === "search_members" &&
        p.steps.some((t) =>
          Object.values(t.args).some((b) => b.from === "step" && b.step === s.id),
        ),
    ),
  );

describe("a lookup's search text", () => {
  it("is the name the user gives when the doc says it searches names", async () => {
    const found = lookups(await plansFor("Part of a name or email."));
    expect(found.length).toBeGreaterThan(0);
    for (const s of found) expect(s.grounded?.args).toHaveProperty("query");
  }, 60_000);

  it("is left out when it is a query language", async () => {
    const found = lookups(await plansFor("A query document. Example: {'name':'John'}"));
    expect(found.length).toBeGreaterThan(0);
    for (const s of found) expect(s.grounded?.args).not.toHaveProperty("query");
  }, 60_000);
});
