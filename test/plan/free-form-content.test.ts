import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { callProblem } from "../../src/core/plan/semantics.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, Plan } from "../../src/core/schema/index.js";

// Svix's messages (fresh55, the real spec's paths trimmed to apps and messages): `MessageIn`'s
// required `payload` is a free-form object whose doc example is `{"email": …, "username": …}`.
// The sampler read an old message and posted its `payload` — `{}` in every seeded record — as
// the new one's: "add a new user.signup message for the message on Jan 18" (readers F/A/M, 7 of 60).
const DOC = new URL("../fixtures/plan/svix-messages-subset.openapi.json", import.meta.url);
const CREATE = "create_message_api_v1_app_app_id_msg_post";
let bundle: EnvBundle;
let plans: Plan[];

beforeAll(async () => {
  const doc = await ingestFile({ name: "svix.com.json", text: readFileSync(DOC, "utf8") });
  if (!doc.ok) throw new Error(doc.error.message);
  const made = await generateHeuristicBundle(doc.value, { seed: 1 });
  if (!made.ok) throw new Error(made.error.message);
  bundle = made.value;
  ({ plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
    seed: 3,
    count: 16,
    openEnv: createEnvInstance,
  }));
}, 120_000);

describe("a free-form object a create sends is content the user gives", () => {
  it("is no input another record's output feeds", () => {
    const graph = buildToolGraph([bundle]);
    const node = `${graph.getNodeAttributes(graph.nodes()[0]!).env}/${CREATE}`;
    const payload = graph.getNodeAttributes(node).inputs.find((i) => i.name === "payload");
    expect(payload?.userProvidable).toBe(true);
    const fed = graph.inboundEdges(node).filter((e) => graph.getEdgeAttributes(e).to === "payload");
    expect(fed).toEqual([]);
  });

  it("every drawn new message sends the doc's example payload, never {}", () => {
    const creates = plans.flatMap((p) => p.steps.filter((s) => s.tool === CREATE));
    expect(creates.length).toBeGreaterThan(0);
    for (const s of creates)
      expect(s.grounded?.args.payload).toEqual({
        email: "test@example.com",
        username: "test_user",
      });
  });

  it("a write sending an empty object is no call a person makes", () => {
    const spec = bundle.tools.find((t) => t.name === CREATE)!;
    const args = { app_id: "app_1001", eventType: "user.signup" };
    expect(callProblem(bundle, spec, "create", { ...args, payload: {} })).toBe("empty-content");
    expect(callProblem(bundle, spec, "create", { ...args, payload: { a: 1 } })).toBeUndefined();
  });
});
