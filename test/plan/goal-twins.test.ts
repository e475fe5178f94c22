import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { goalTwins } from "../../src/core/plan/goal-families.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import {
  neededByMeaning,
  notAGoal,
  requiredByDoc,
  unboundPathParams,
} from "../../src/core/plan/semantics.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, Plan, ToolSpec } from "../../src/core/schema/index.js";

/**
 * Operations copied from fresh13's specs (channel4, dropx, zoomconnect, adafruit, postman) whose
 * gold readers marked A (which of the twins is meant?) or M (a write that does nothing).
 */
const FIXTURES = ["channel4", "dropx", "zoomconnect", "adafruit", "postman"] as const;

async function bundleOf(name: string, text: string): Promise<EnvBundle> {
  const doc = await ingestFile({ name, text });
  if (!doc.ok) throw new Error(doc.error.message);
  const made = await generateHeuristicBundle(doc.value, { seed: 3 });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

const bundles: Record<string, EnvBundle> = {};
const plans: Record<string, Plan[]> = {};
const spec = (env: string, tool: string): ToolSpec =>
  bundles[env]!.tools.find((t) => t.name === tool)!;
const goalTool = (p: Plan) => p.steps.find((s) => s.id === p.goal)!;
const goalsOf = (p: Plan) =>
  (p.goals ?? [p.goal]).map((g) => p.steps.find((s) => s.id === g)!.tool);

beforeAll(async () => {
  for (const f of FIXTURES) {
    const file = `${f}.openapi.json`;
    bundles[f] = await bundleOf(
      file,
      readFileSync(new URL(`../fixtures/plan/twins/${file}`, import.meta.url), "utf8"),
    );
    const b = bundles[f]!;
    ({ plans: plans[f] } = await sampleGroundedPlans([b], buildToolGraph([b]), {
      seed: 13,
      count: 12,
      openEnv: createEnvInstance,
      // Goal choice alone: channel4's generated records hold no title or category, so every
      // search of it comes back empty and would be dropped.
      dropEmptyLookups: false,
    }));
  }
}, 300_000);

describe("near-duplicate endpoints are one goal", () => {
  it("maps the paged, path-query and versioned copies to their canonical tool", () => {
    const channel = goalTwins(bundles.channel4!);
    // `Search_Feed(3)` is `/search/page-{pageno}.atom`, `(2)` takes `q` in the path: one search.
    expect(channel.get("Search_Feed_2")).toBe("Search_Feed");
    expect(channel.get("Search_Feed_3")).toBe("Search_Feed");
    expect(channel.get("Search_Feed_4")).toBe("Search_Feed");
    expect(channel.get("All_Programmes_by_Title_5")).toBe("All_Programmes_by_Title_2");
    expect(channel.get("All_Programmes_by_Title_4")).toBe("All_Programmes_by_Title");
    const dropx = goalTwins(bundles.dropx!);
    expect(dropx.get("get_products_search_v2")).toBe("get_products_search");
    // Same summary ("Search for any product using title"), fewer inputs: a thinner copy.
    expect(dropx.get("get_products_title_search")).toBe("get_products_search");
    expect(dropx.get("get_products_link_search_v2")).toBe("get_products_link_search");
  });

  it("keeps as goals the canonical tools and a copy whose required input the request says", () => {
    const channel = goalTwins(bundles.channel4!);
    expect(channel.has("Search_Feed")).toBe(false);
    expect(channel.has("All_Programmes_by_Title")).toBe(false);
    // `(2)` requires a `channel` the plain list cannot take: "… on E4" says which is meant.
    expect(channel.has("All_Programmes_by_Title_2")).toBe(false);
    // `/categories/{category}/derived/ad/title.atom` lists other records (audio described).
    expect(channel.has("All_Programmes_by_Title_3")).toBe(false);
    const dropx = goalTwins(bundles.dropx!);
    expect(dropx.has("get_products_search")).toBe(false);
    // Searching by a product link is another errand than searching by title.
    expect(dropx.has("get_products_link_search")).toBe(false);
    // zoomconnect's `contacts/all` and `groups/all` share a one-word heading ("all"), not a job.
    expect(goalTwins(bundles.zoomconnect!).size).toBe(0);
  });

  it("does not join tools that differ in what they do, though their inputs agree", async () => {
    const doc = {
      openapi: "3.0.0",
      info: { title: "Hashes", version: "1" },
      paths: Object.fromEntries(
        ["sha1", "sha256"].map((h) => [
          `/hash/${h}`,
          {
            post: {
              operationId: `hash_${h}`,
              summary: `Hash a text with ${h.toUpperCase()}`,
              requestBody: {
                content: {
                  "application/json": {
                    schema: { type: "object", properties: { text: { type: "string" } } },
                  },
                },
              },
              responses: { "200": { description: "ok" } },
            },
          },
        ]),
      ),
    };
    const b = await bundleOf("hashes.openapi.json", JSON.stringify(doc));
    expect(goalTwins(b).size).toBe(0);
  });

  it("does not join a generated client's `getAll` and `getAll_1` on different records", async () => {
    const list = (id: string) => ({
      get: {
        operationId: id,
        summary: "Returns all entities.",
        responses: { "200": { description: "ok" } },
      },
    });
    const doc = {
      openapi: "3.0.0",
      info: { title: "TMS", version: "1" },
      paths: {
        "/customers": list("getAll"),
        "/vendors": list("getAll_1"),
        "/v2/customers": list("getAll_2"),
      },
    };
    const b = await bundleOf("tms.openapi.json", JSON.stringify(doc));
    // The second version of the customers list is a twin; the vendors list is its own goal.
    expect([...goalTwins(b)]).toEqual([["getAll_2", "getAll"]]);
  });

  it("never samples a twin as a goal, and still covers every family", () => {
    for (const env of ["channel4", "dropx"]) {
      const twins = goalTwins(bundles[env]!);
      const goals = plans[env]!.flatMap(goalsOf);
      expect(goals.length).toBeGreaterThan(0);
      expect(goals.filter((g) => twins.has(g))).toEqual([]);
    }
    const families = ["Search_Feed", "All_Programmes_by_Title", "All_Programmes_by_Title_2"];
    const channelGoals = new Set(plans.channel4!.flatMap(goalsOf));
    for (const f of families) expect(channelGoals).toContain(f);
  });
});

describe("a write is a goal with the inputs that make it do something", () => {
  it("reads the fields a send's doc requires and what a send needs", () => {
    const send = spec("zoomconnect", "post_api_rest_v1_sms_send");
    expect(requiredByDoc(send)).toEqual(["recipientnumber", "message"]);
    const bulk = spec("zoomconnect", "post_api_rest_v1_sms_send_bulk");
    const z = bundles.zoomconnect!;
    expect(neededByMeaning(z, bulk, "sendSmsRequests[].message")).toBe(true);
    expect(neededByMeaning(z, bulk, "sendSmsRequests[].recipientNumber")).toBe(true);
    // The campaign, data field and send date are the sender's options, not the send.
    expect(neededByMeaning(z, bulk, "sendSmsRequests[].campaign")).toBe(false);
    expect(neededByMeaning(z, bulk, "sendSmsRequests[].dataField")).toBe(false);
    expect(neededByMeaning(z, bulk, "defaultDateToSend")).toBe(false);
    // "Returns the number of credit which would be required to send the request message to the
    // requested recipient number": `analyse-message-credit-cost {}` asked nothing (fresh13).
    const cost = spec("zoomconnect", "analyse-message-credit-cost");
    expect(neededByMeaning(z, cost, "message")).toBe(true);
    expect(neededByMeaning(z, cost, "recipientNumber")).toBe(true);
    // "Returns the number of characters the requested message consists of": no recipient.
    const length = spec("zoomconnect", "analyse-message-length");
    expect(neededByMeaning(z, length, "message")).toBe(true);
  });

  it("needs the record the doc says a create works on, not every reference it may take", () => {
    const p = bundles.postman!;
    // "This endpoint allows you to create a mock on a collection. You can also provide an
    // environment UID …"
    expect(neededByMeaning(p, spec("postman", "createMock"), "mock.collection")).toBe(true);
    expect(neededByMeaning(p, spec("postman", "createMock"), "mock.environment")).toBe(false);
    // "Create a webhook that triggers a collection with your custom payload."
    expect(neededByMeaning(p, spec("postman", "createWebhook"), "webhook.collection")).toBe(true);
    expect(neededByMeaning(p, spec("postman", "createWebhook"), "workspace")).toBe(false);
  });

  it("samples the bulk send with a message and a recipient, the mock with its collection", () => {
    const bulk = plans
      .zoomconnect!.map(goalTool)
      .filter((s) => s.tool === "post_api_rest_v1_sms_send_bulk");
    expect(bulk.length).toBeGreaterThan(0);
    for (const s of bulk) {
      expect(s.args).toHaveProperty("sendSmsRequests[0].message");
      expect(s.args).toHaveProperty("sendSmsRequests[0].recipientNumber");
    }
    const mocks = plans.postman!.flatMap((p) => p.steps).filter((s) => s.tool === "createMock");
    expect(mocks.length).toBeGreaterThan(0);
    for (const s of mocks) expect(s.args).toHaveProperty("mock.collection");
  });

  it("is no goal when it only returns an example request or cannot name its target", () => {
    // GET /sms/send "Returns an example of the data to POST to send a single message."
    expect(notAGoal(spec("zoomconnect", "get_api_rest_v1_sms_send"))).toBe("example");
    expect(notAGoal(spec("zoomconnect", "get_api_rest_v1_sms_send_bulk"))).toBe("example");
    expect(notAGoal(spec("zoomconnect", "post_api_rest_v1_sms_send"))).toBeUndefined();
    // `/webhooks/feed/:token/raw`: the feed's token is in the path but no input carries it.
    expect(unboundPathParams(spec("adafruit", "createRawWebhookFeedData"))).toEqual(["token"]);
    expect(notAGoal(spec("adafruit", "createRawWebhookFeedData"))).toBe("unnamed-target");
    expect(notAGoal(spec("adafruit", "createWebhookFeedData"))).toBe("unnamed-target");
    // `/{username}/feeds/{feed_key}/data` carries both of its path's names.
    expect(notAGoal(spec("adafruit", "createData"))).toBeUndefined();
    const goals = [...plans.zoomconnect!, ...plans.adafruit!].flatMap(goalsOf);
    expect(goals).not.toContain("get_api_rest_v1_sms_send");
    expect(goals).not.toContain("createRawWebhookFeedData");
    expect(goals).not.toContain("createWebhookFeedData");
  });

  it("is no goal when it only tests the caller's API key; a service's health is a question", () => {
    const tool = (name: string, description: string): ToolSpec => ({
      name,
      description,
      inputSchema: { type: "object", properties: {} },
    });
    // ExLibris (fresh12): "I want to add a new test." → `post_almaws_v1_task-lists_test {}`.
    expect(
      notAGoal(
        tool(
          "post_almaws_v1_task-lists_test",
          "POST Task-lists Test API\n\nThis API is used to test if the API key was configured correctly, including read/write permissions.",
        ),
      ),
    ).toBe("self-test");
    expect(
      notAGoal(
        tool(
          "get_health",
          "Get instance status\n\nGet the status of Airflow's metadatabase and scheduler.",
        ),
      ),
    ).toBeUndefined();
    expect(
      notAGoal(tool("get_tyk_health", "Gets the health check values for an API")),
    ).toBeUndefined();
    // bbc nitro `GET /` (fresh12): "What is the API?" → "The API is Api 2."
    expect(notAGoal(tool("getAPI", "Get API definition"))).toBe("api-docs");
    // An API-management service's records are APIs: reading one is an errand.
    expect(notAGoal(tool("getApiDefinition", "Get the definition of an API by its id"))).toBe(
      undefined,
    );
  });

  it("keeps a list of records called examples and a create that takes nothing", async () => {
    const doc = {
      openapi: "3.0.0",
      info: { title: "Phrasebook", version: "1" },
      paths: {
        "/examples": {
          get: {
            operationId: "listExamples",
            description: "Returns the example sentences of the phrasebook.",
            responses: { "200": { description: "ok" } },
          },
        },
        "/groups": {
          post: {
            operationId: "createGroup",
            description: "Creates a new group and returns its id.",
            responses: { "200": { description: "ok" } },
          },
        },
      },
    };
    const b = await bundleOf("phrasebook.openapi.json", JSON.stringify(doc));
    for (const t of b.tools) expect(notAGoal(t)).toBeUndefined();
  });
});
