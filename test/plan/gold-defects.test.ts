import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import type { EnvBundle } from "../../src/core/schema/index.js";
import { type GoldCall, goldDefects } from "./gold-defects.js";

/** The detector agrees with last round's readers on their verbatim examples (f5/f6-after). */
const DOC = new URL("../fixtures/plan/endpoint-meaning.openapi.json", import.meta.url);
let bundle: EnvBundle;

beforeAll(async () => {
  const doc = await ingestFile({ name: "e.json", text: readFileSync(DOC, "utf8") });
  if (!doc.ok) throw new Error(doc.error.message);
  const made = await generateHeuristicBundle(doc.value, { seed: 3 });
  if (!made.ok) throw new Error(made.error.message);
  bundle = made.value;
}, 60_000);

const kinds = (calls: GoldCall[], goals: string[] = []) =>
  goldDefects({ goals, calls }, bundle).map((d) => d.kind);
const creds = { authtoken: "demo_0ted25o", login: "gpredovic" };

describe("gold defects a reader marks", () => {
  it("an id of one kind of record passed where another kind's belongs", () => {
    // f5 #42: "remove my jsapp. My address is United States."
    const country = {
      tool: "get_countries_by_country_code",
      args: { ...creds, country_code: "US" },
      result: { code: "REF-3463", name: "Atlanta code json" },
    };
    expect(
      kinds([country, { tool: "delete_jsapps_by_code", args: { ...creds, code: "REF-3463" } }]),
    ).toEqual(["cross-entity-id"]);
    const jsapps = {
      tool: "get_jsapps",
      args: creds,
      result: [{ code: "REF-3463", name: "Order tracker", url: "https://apps.example.com/t" }],
    };
    expect(
      kinds([jsapps, { tool: "delete_jsapps_by_code", args: { ...creds, code: "REF-3463" } }]),
    ).toEqual([]);
    // A split test's id from the site's split tests is the same record under another name.
    expect(
      kinds([
        {
          tool: "getSplitTests",
          args: { site_id: "sit_1" },
          result: [{ id: "ts_1", active: false }],
        },
        {
          tool: "updateSplitTest",
          args: { site_id: "sit_1", split_test_id: "ts_1", branch_tests: { branch_a: "main" } },
        },
      ]),
    ).toEqual([]);
  });

  it("empty bodies, updates that change nothing, lookups by id without one", () => {
    expect(kinds([{ tool: "post_join_channel", args: {} }])).toEqual(["empty-write"]);
    expect(kinds([{ tool: "about_FactoryReset", args: {} }])).toEqual([]);
    expect(kinds([{ tool: "put_custom_fields_by_id", args: { ...creds, id: 1 } }])).toEqual([
      "no-change-update",
    ]);
    expect(
      kinds([
        {
          tool: "put_custom_fields_by_id",
          args: { ...creds, id: 1, custom_field: { label: "urgent" } },
        },
      ]),
    ).toEqual([]);
    expect(kinds([{ tool: "post_get_topic", args: {} }])).toEqual(["read-without-id"]);
    expect(
      kinds([{ tool: "get_countries_by_country_code", args: { ...creds, country_code: "US" } }]),
    ).toEqual([]);
  });

  it("sign-in as the goal; a read run as a write; enabling what is enabled", () => {
    expect(
      kinds([{ tool: "create", args: { domain: { domain_type: "LOCAL" } } }], ["create"]),
    ).toEqual(["plumbing-goal"]);
    expect(kinds([{ tool: "listSites", args: {} }], ["listSites"])).toEqual([]);
    // Last round's model made vRNI's `getNames` a create.
    const misread = structuredClone(bundle);
    misread.model!.tools.getNames!.kind = "create";
    const names = { tool: "getNames", args: { entities: [{ entity_id: "ent_1001" }] } };
    expect(goldDefects({ calls: [names] }, misread).map((d) => d.kind)).toEqual(["read-as-write"]);
    expect(kinds([names])).toEqual([]);
    const made = (active: boolean) => ({
      tool: "createSplitTest",
      args: { site_id: "sit_1", branch_tests: { branch_a: "main", branch_b: "next" } },
      result: { id: "ts_1", active },
    });
    const enable = { tool: "enableSplitTest", args: { site_id: "sit_1", split_test_id: "ts_1" } };
    expect(kinds([made(true), enable])).toEqual(["redundant-write"]);
    expect(kinds([made(false), enable])).toEqual([]);
  });
});
