import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { inferToolKind } from "../../src/core/domain/tool-kind.js";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import {
  callProblem,
  inputEntities,
  notAGoal,
  outputEntities,
  referenceFits,
} from "../../src/core/plan/semantics.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, Plan, ToolSpec } from "../../src/core/schema/index.js";
import { goldDefects } from "./gold-defects.js";

/** Operations copied from real specs whose meaning last round's gold misread. */
const DOC = new URL("../fixtures/plan/endpoint-meaning.openapi.json", import.meta.url);

let bundle: EnvBundle;
let plans: Plan[];
const spec = (name: string): ToolSpec => bundle.tools.find((t) => t.name === name)!;

beforeAll(async () => {
  const doc = await ingestFile({
    name: "endpoint-meaning.openapi.json",
    text: readFileSync(DOC, "utf8"),
  });
  if (!doc.ok) throw new Error(doc.error.message);
  const made = await generateHeuristicBundle(doc.value, { seed: 3 });
  if (!made.ok) throw new Error(made.error.message);
  bundle = made.value;
  ({ plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
    seed: 11,
    count: 40,
    openEnv: createEnvInstance,
  }));
}, 180_000);

describe("what an endpoint does, read from its doc", () => {
  it("reads a POST that gets, looks up or checks; creates with a POST that makes something", () => {
    // vRNI `POST /entities/names` "Get names for entities" was run as a create.
    expect(["read", "list"]).toContain(inferToolKind(spec("getNames"), bundle.tools).kind);
    // clubhouse `POST /get_topic` "looks up topic by ID." was listed as "up topics".
    expect(inferToolKind(spec("post_get_topic"), bundle.tools).kind).toBe("read");
    expect(inferToolKind(spec("post_jsapps"), bundle.tools).kind).toBe("create");
    expect(inferToolKind(spec("createGroupUsingPOST"), bundle.tools).kind).toBe("create");
    // An analytics API's `POST /track` records an event; a shipment is tracked by GET.
    const post = (name: string, path: string, description: string): ToolSpec => ({
      name,
      description,
      inputSchema: { type: "object", properties: { type: { type: "string" } } },
      source: {
        format: "openapi",
        file: "j.json",
        pointer: `/paths/${path.replace(/\//g, "~1")}/post`,
      },
    });
    expect(inferToolKind(post("trackEvent", "/track", "Track an event")).kind).toBe("create");
    // "...List" read by POST answers with a list.
    expect(
      inferToolKind(
        post("post-getNotificationConfigurationList", "/getNotificationConfigurationList", ""),
      ).kind,
    ).toBe("list");
  });

  it("names a collection without the wire format or springfox's method suffix", () => {
    // `/countries/{country_code}.json` was a collection `code_jsons`, shared with jsapps.
    expect(inferToolKind(spec("get_countries_by_country_code"), bundle.tools)).toMatchObject({
      kind: "read",
      entity: "countries",
      idParam: "country_code",
    });
    expect(inferToolKind(spec("delete_jsapps_by_code"), bundle.tools)).toMatchObject({
      kind: "delete",
      entity: "jsapps",
      idParam: "code",
    });
    expect(inferToolKind(spec("createGroupPadUsingPOST"), bundle.tools).entity).not.toMatch(
      /using|post/,
    );
  });

  it("reads a screen as one thing, a list wrapper with paging as a list", () => {
    const get = (name: string, path: string, out: Record<string, unknown>): ToolSpec => ({
      name,
      description: `GET ${path}`,
      inputSchema: { type: "object", properties: {} },
      outputSchema: { type: "object", properties: out },
      source: {
        format: "openapi",
        file: "t.json",
        pointer: `/paths/${path.replace(/\//g, "~1")}/get`,
      },
    });
    const ids = {
      type: "array",
      items: { type: "object", properties: { id: { type: "string" } } },
    };
    // tokenjay's Mosaik screen was answered "I found 6 babel fee overviews" (its UI actions).
    const screen = get("getBabelFeeOverview", "/mosaik/babelfee/", {
      actions: ids,
      manifest: { type: "object", properties: { appName: { type: "string" } } },
      view: { type: "object", properties: { type: { type: "string" } } },
    });
    expect(inferToolKind(screen).kind).toBe("read");
    const page = get("listOrders", "/orders", {
      data: ids,
      meta: { type: "object", properties: { total: { type: "integer" } } },
      links: { type: "object", properties: { next: { type: "string" } } },
    });
    expect(inferToolKind(page).kind).toBe("list");
  });

  it("treats signing in and tokens that sign in as plumbing, not a crypto API's tokens", () => {
    expect(notAGoal(spec("create"))).toBe("credentials");
    expect(notAGoal(spec("delete"))).toBe("credentials");
    const genuine: ToolSpec = {
      name: "listGenuine",
      description: "Lists all genuine tokens known",
      inputSchema: { type: "object", properties: {} },
      source: { format: "openapi", file: "t.json", pointer: "/paths/~1tokens~1listGenuine/get" },
    };
    expect(notAGoal(genuine)).toBeUndefined();
    const session = (props: Record<string, unknown>): ToolSpec => ({
      name: "createSessionUsingPOST",
      description: "creates a new session",
      inputSchema: { type: "object", properties: props },
      source: { format: "openapi", file: "e.json", pointer: "/paths/~1createSession/post" },
    });
    expect(notAGoal(session({ groupID: {}, authorID: {}, validUntil: {} }))).toBe("credentials");
    // A yoga studio's session is a class someone books.
    expect(notAGoal(session({ class_id: {}, start_time: {} }))).toBeUndefined();
  });
});

describe("calls nobody asks for", () => {
  const creds = { login: "gpredovic", authtoken: "demo_0ted25o" };
  it("flags the verbatim calls readers marked meaningless", () => {
    expect(callProblem(bundle, spec("post_join_channel"), "create", { body: {} })).toBe(
      "empty-write",
    );
    expect(
      callProblem(bundle, spec("put_custom_fields_by_id"), "update", { ...creds, id: 1 }),
    ).toBe("no-change-update");
    expect(
      callProblem(bundle, spec("updateSplitTest"), "update", {
        site_id: "sit_1012",
        split_test_id: "ts_1011",
      }),
    ).toBe("no-change-update");
    expect(callProblem(bundle, spec("post_get_topic"), "read", { body: {} })).toBe(
      "read-without-id",
    );
    expect(
      callProblem(
        bundle,
        spec("enableSplitTest"),
        "action",
        { site_id: "sit_1", split_test_id: "ts_1" },
        { id: "ts_1", active: true },
      ),
    ).toBe("already-so");
  });

  it("keeps natural calls: a reset that takes nothing, a change of a reference, a real enable", () => {
    expect(callProblem(bundle, spec("about_FactoryReset"), "action", {})).toBeUndefined();
    expect(
      callProblem(bundle, spec("put_custom_fields_by_id"), "update", {
        ...creds,
        id: 1,
        custom_field: { label: "urgent" },
      }),
    ).toBeUndefined();
    expect(
      callProblem(
        bundle,
        spec("enableSplitTest"),
        "action",
        { site_id: "sit_1", split_test_id: "ts_1" },
        { id: "ts_1", active: false },
      ),
    ).toBeUndefined();
    expect(
      callProblem(bundle, spec("get_countries_by_country_code"), "read", {
        ...creds,
        country_code: "US",
      }),
    ).toBeUndefined();
  });
});

describe("which output may feed which input", () => {
  const show: ToolSpec = {
    name: "showServiceCredential",
    description: "Show an existing ServiceCredential",
    inputSchema: { type: "object", properties: { id: { type: "string" } } },
    source: {
      format: "openapi",
      file: "c.json",
      pointer: "/paths/~1service_credentials~1{id}/get",
    },
  };
  it("never a Source's id for a service credential (catalog-inventory, f5 #1)", () => {
    const wanted = inputEntities(show, "id");
    expect(wanted).toEqual(["service_credential"]);
    expect(referenceFits(wanted, outputEntities("id", ["sources"]))).toBe(false);
    expect(referenceFits(wanted, outputEntities("data[].id", ["service_credentials"]))).toBe(true);
    // A credential's own reference to its type names a type, not the credential.
    expect(
      referenceFits(
        wanted,
        outputEntities("data[].service_credential_type_id", ["service_credentials"]),
      ),
    ).toBe(false);
  });

  it("a split test listed as a traffic split is the same record", () => {
    const wanted = inputEntities(spec("updateSplitTest"), "split_test_id");
    expect(referenceFits(wanted, outputEntities("[].id", ["traffic_splits"]))).toBe(true);
    expect(referenceFits(wanted, outputEntities("[].id", ["sites"]))).toBe(false);
  });
});

describe("gold sampled from these endpoints", () => {
  const calls = (p: Plan) =>
    p.steps.map((s) => ({
      tool: s.tool,
      args: (s.grounded?.args ?? {}) as Record<string, unknown>,
      result: s.grounded?.outcome.ok ? s.grounded.outcome.result : undefined,
    }));
  const goalsOf = (p: Plan) =>
    (p.goals ?? [p.goal]).map((id) => p.steps.find((s) => s.id === id)?.tool ?? "");

  it("has none of the defects a reader marks, by the doc-based detector", () => {
    expect(plans.length).toBeGreaterThan(10);
    const found = plans.flatMap((p) => goldDefects({ goals: goalsOf(p), calls: calls(p) }, bundle));
    expect(found).toEqual([]);
  });

  it("still covers the writes it can ground meaningfully", () => {
    const used = new Set(plans.flatMap((p) => p.steps.map((s) => s.tool)));
    for (const t of ["delete_jsapps_by_code", "put_custom_fields_by_id", "createGroupPadUsingPOST"])
      expect(used).toContain(t);
    for (const t of ["create", "delete", "post_join_channel", "post_get_topic"])
      expect(used).not.toContain(t);
  });

  it("takes a jsapp's code from the jsapps, a pad's group from the groups", () => {
    for (const p of plans)
      for (const s of p.steps) {
        const from = (arg: string) => {
          const b = s.args[arg];
          return b?.from === "step" ? p.steps.find((x) => x.id === b.step)?.tool : b?.from;
        };
        // A code the user names (picked by its code) is theirs to say (lookups62).
        if (s.tool === "delete_jsapps_by_code") expect(from("code")).toMatch(/jsapps|^user$/);
        if (s.tool === "createGroupPadUsingPOST") {
          expect(s.grounded?.args.groupID).toBeTruthy();
          expect(from("groupID")).toMatch(/Group/);
        }
      }
  });
});
