import { describe, expect, it } from "vitest";
import type { EnvBundle } from "../../src/core/schema/bundle.js";
import {
  resultDataKinds,
  resultDocValues,
  stateDocValues,
} from "../../src/core/synth/doc-values.js";

/**
 * The doc-vs-value check catches what the stop52 blind readers marked N and it passed: a doc's
 * dummy number (otoroshi 123123), one example stamped on every record (PIMS "ZAC d'Ar Mor"),
 * a list naming four records alike ("REDUCED PRICE") and nested labels of another org (InfluxDB).
 */

type Json = Record<string, unknown>;
function bundleOf(entity: string, props: Json) {
  return {
    name: "excerpt",
    stateSchema: {
      type: "object",
      properties: { [entity]: { type: "array", items: { type: "object", properties: props } } },
    },
    model: undefined,
  } as Pick<EnvBundle, "name" | "stateSchema" | "model">;
}
const kinds = (b: ReturnType<typeof bundleOf>, entity: string, records: unknown[]) =>
  stateDocValues(b, { [entity]: records }).map((f) => `${f.kind} ${f.field}`);

describe("doc-vs-value check, stop52", () => {
  it("dummy-number: otoroshi's 123123 is no buffer size; 81012 is", () => {
    const b = bundleOf("exporters", { bufferSize: { type: "integer", example: 123123 } });
    expect(kinds(b, "exporters", [{ bufferSize: 123123 }])).toEqual(["dummy-number bufferSize"]);
    expect(kinds(b, "exporters", [{ bufferSize: 81012 }, { bufferSize: 2024 }])).toEqual([]);
  });

  it("stamped-example: the doc's one address on venues of three cities", () => {
    const b = bundleOf("venues", {
      first_address: { type: "string", example: "ZAC d'Ar Mor" },
      city: { type: "string", example: "Brest" },
    });
    const at = (first_address: string, city: string) => ({ first_address, city });
    expect(
      kinds(b, "venues", [
        at("ZAC d'Ar Mor", "San Diego"),
        at("ZAC d'Ar Mor", "Atlanta"),
        at("ZAC d'Ar Mor", "Austin"),
      ]),
    ).toEqual(["stamped-example first_address"]);
    expect(
      kinds(b, "venues", [
        at("245 Larimer St", "Denver"),
        at("460 Pine St", "Seattle"),
        at("32 Colfax Ave", "Denver"),
      ]),
    ).toEqual([]);
  });

  it("cross-parent: a bucket of org_1001 holds labels of org_1001 only", () => {
    const b = bundleOf("buckets", { orgID: { type: "string" }, labels: { type: "array" } });
    const bucket = (org: string, labelOrg: string) => ({
      id: "buc_1",
      orgID: org,
      labels: [{ id: "lab_1", name: "urgent", orgID: labelOrg }],
    });
    expect(kinds(b, "buckets", [bucket("org_1001", "org_1003")])).toEqual([
      "cross-parent labels[].orgID",
    ]);
    expect(kinds(b, "buckets", [bucket("org_1001", "org_1001")])).toEqual([]);
    // A folder's children name the folder as their parent, not its own parent.
    const f = bundleOf("folders", { parentId: { type: "string" } });
    expect(
      kinds(f, "folders", [{ id: "f1", parentId: "f0", children: [{ id: "f2", parentId: "f1" }] }]),
    ).toEqual([]);
  });

  it("repeated-value and stamped-example in a listed answer: four price ranges all REDUCED PRICE", () => {
    const schema = {
      type: "array",
      items: {
        type: "object",
        properties: { label: { type: "string", example: "REDUCED PRICE" } },
      },
    };
    const bundle = {
      name: "pims",
      tools: [
        {
          name: "fetchAllPriceRanges",
          description: "",
          inputSchema: { type: "object", properties: {} },
          outputSchema: schema,
        },
      ],
      clock: { start: "2026-01-05T09:00:00.000Z", stepMs: 60_000 },
      model: undefined,
    } as unknown as Pick<EnvBundle, "name" | "tools" | "model" | "clock">;
    const listed = (labels: string[]) => [
      {
        calls: [
          {
            tool: "fetchAllPriceRanges",
            args: {} as Json,
            result: labels.map((label, i) => ({ id: i + 1, label })),
          },
        ],
      },
    ];
    const same = ["REDUCED PRICE", "REDUCED PRICE", "REDUCED PRICE", "REDUCED PRICE"];
    expect(resultDocValues(bundle, listed(same)).map((f) => `${f.kind} ${f.field}`)).toEqual([
      "stamped-example [].label",
    ]);
    expect(
      resultDataKinds(
        same.map((label) => ({ label })),
        schema,
      ),
    ).toEqual(["stamped-example"]);
    const named = (xs: string[]) => xs.map((label) => ({ label }));
    expect(resultDataKinds(named(["Child", "Student", "Child"]), schema)).toEqual([
      "repeated-value",
    ]);
    const own = ["Full price", "Student", "Senior", "Child"];
    expect(resultDocValues(bundle, listed(own))).toEqual([]);
    expect(resultDataKinds(named(own), schema)).toEqual([]);
    expect(resultDataKinds({ bufferSize: 123123 }, undefined)).toEqual(["dummy-number"]);
  });
});
