import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { callProblem } from "../../src/core/plan/semantics.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, Plan } from "../../src/core/schema/index.js";
import { buildTask } from "../../src/core/synth/index.js";

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

  it("every drawn new message sends the example's fields, each said by the user, never {}", () => {
    const creates = plans.flatMap((p) => p.steps.filter((s) => s.tool === CREATE));
    expect(creates.length).toBeGreaterThan(0);
    for (const s of creates) {
      const payload = s.grounded?.args.payload as Record<string, unknown>;
      expect(Object.keys(payload).sort()).toEqual(["email", "username"]);
      expect(String(payload.email)).toMatch(/^[^@\s]+@[^@\s]+$/);
      // Drawn like any username, not the doc's filler `test_user`.
      expect(payload.username).not.toBe("test_user");
      expect(s.args["payload.email"]).toEqual({ from: "user", value: payload.email });
      expect(s.args["payload.username"]).toEqual({ from: "user", value: payload.username });
    }
  });

  it("a new message's task builds, its request giving what the payload holds", async () => {
    const said: string[] = [];
    for (const [i, plan] of plans.entries()) {
      const goal = plan.steps.find((s) => s.id === plan.goal);
      if (goal?.tool !== CREATE) continue;
      const built = await buildTask(plan, [bundle], { seed: i, turns: "single" });
      if (!built.ok) continue;
      const email = String(
        (goal.grounded?.args.payload as Record<string, unknown> | undefined)?.email,
      );
      if (built.value.turns.some((t) => t.user.includes(email))) said.push(email);
    }
    expect(said.length).toBeGreaterThan(0);
  });

  it("a write sending an empty object is no call a person makes", () => {
    const spec = bundle.tools.find((t) => t.name === CREATE)!;
    const args = { app_id: "app_1001", eventType: "user.signup" };
    expect(callProblem(bundle, spec, "create", { ...args, payload: {} })).toBe("empty-content");
    expect(callProblem(bundle, spec, "create", { ...args, payload: { a: 1 } })).toBeUndefined();
  });
});
