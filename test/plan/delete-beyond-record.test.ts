import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { deletesBeyondItsRecord } from "../../src/core/plan/semantics.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, Plan } from "../../src/core/schema/index.js";

// Budgea (fresh53, the real spec's webhook paths): `DELETE /webhooks/{id_webhook}/add_to_data`
// "delete all entries" of a webhook's added data was modelled as deleting the webhook, so its gold
// removed the webhook ("delete add data webhook", readers M).
const DOC = new URL("../fixtures/plan/budgea-webhooks-subset.openapi.json", import.meta.url);
const BEYOND = "delete_webhooks_by_id_webhook_add_to_data";
let bundle: EnvBundle;
let plans: Plan[];

beforeAll(async () => {
  const doc = await ingestFile({ name: "biapi.pro.json", text: readFileSync(DOC, "utf8") });
  if (!doc.ok) throw new Error(doc.error.message);
  const made = await generateHeuristicBundle(doc.value, { seed: 1 });
  if (!made.ok) throw new Error(made.error.message);
  bundle = made.value;
  ({ plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
    seed: 4,
    count: 30,
    openEnv: createEnvInstance,
  }));
}, 120_000);

const tool = (name: string) => bundle.tools.find((t) => t.name === name)!;

describe("a delete of a part of a record is no delete of the record", () => {
  it("knows /webhooks/{id}/add_to_data from /webhooks/{id}", () => {
    expect(bundle.model?.tools[BEYOND]?.effects).toContainEqual(
      expect.objectContaining({ kind: "delete", entity: "webhooks" }),
    );
    expect(deletesBeyondItsRecord(bundle, tool(BEYOND))).toBe(true);
    const own = tool("delete_webhooks_by_id_webhook");
    expect(deletesBeyondItsRecord(bundle, own)).toBe(false);
    // A trailing verb deletes the record: bufferapp's `/updates/{id}/destroy{mediaTypeExtension}`.
    const at = (pointer: string) => ({ ...own, source: { ...own.source!, pointer } });
    const destroy = at("/paths/~1webhooks~1{id_webhook}~1destroy{ext}/post");
    expect(deletesBeyondItsRecord(bundle, destroy)).toBe(false);
  });

  it("is never drawn, so no gold removes the webhook for it", () => {
    const used = plans.flatMap((p) => p.steps.map((s) => s.tool));
    expect(used.length).toBeGreaterThan(0);
    expect(used).not.toContain(BEYOND);
  });
});
