import { afterAll, describe, expect, it } from "vitest";
import { payloadPathOfSchema, payloadPathOfValue } from "../../src/core/domain/envelope.js";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvInstance } from "../../src/core/sandbox/types.js";
import type { EnvBundle } from "../../src/core/schema/index.js";

type Rec = Record<string, unknown>;
const open: EnvInstance[] = [];
afterAll(() => {
  for (const e of open) e.dispose();
});

// fresh15 bkk.hu wraps every response as `{code, currentTime, status, text, version, data: {class,
// entry, references}}`; readers saw "The status is unknown error and the current time is Apr 22,
// 2021" for a trip, and "The current time is 209." The doc below has bkk's shape in other words.
const transit = {
  openapi: "3.0.0",
  info: { title: "Transit", version: "1.0" },
  paths: {
    // bkk's arrivals-and-departures-for-stop takes its stop as a list (`stopId: ["F01029"]`).
    "/arrivals-for-stop": {
      get: {
        operationId: "getArrivalsForStop",
        summary: "Arrivals at a stop",
        parameters: [
          {
            name: "stopId",
            in: "query",
            required: true,
            schema: { type: "array", items: { type: "string" } },
          },
        ],
        responses: {
          "200": {
            description: "OK",
            content: {
              "application/json": { schema: { $ref: "#/components/schemas/StopResponse" } },
            },
          },
        },
      },
    },
    "/stops/{stopId}": {
      get: {
        operationId: "getStopDetails",
        summary: "Details of a stop",
        parameters: [{ name: "stopId", in: "path", required: true, schema: { type: "string" } }],
        responses: {
          "200": {
            description: "OK",
            content: {
              "application/json": { schema: { $ref: "#/components/schemas/StopResponse" } },
            },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Status: {
        type: "string",
        enum: ["NOT_MODIFIED", "OK", "UNKNOWN_ERROR", "NOT_FOUND"],
        example: "OK",
      },
      StopResponse: {
        type: "object",
        properties: {
          code: { type: "integer", format: "int32", example: 200 },
          currentTime: { type: "integer", format: "int64", example: 1625747515786 },
          status: { $ref: "#/components/schemas/Status" },
          text: { type: "string", example: "OK" },
          version: { type: "integer", format: "int32", example: 3 },
          data: {
            type: "object",
            properties: {
              class: { type: "string", example: "entryWithReferences" },
              entry: { $ref: "#/components/schemas/Stop" },
              references: { type: "object", additionalProperties: { type: "string" } },
            },
          },
        },
      },
      Stop: {
        type: "object",
        properties: {
          stopId: { type: "string", example: "F01029" },
          stopName: { type: "string", example: "Keleti pályaudvar" },
          wheelchairBoarding: { type: "boolean" },
          platformCount: { type: "integer" },
        },
      },
    },
  },
};

async function bundleOf(doc: unknown): Promise<EnvBundle> {
  const r = await ingestFile({ name: "transit.json", text: JSON.stringify(doc) });
  if (!r.ok) throw new Error(r.error.message);
  const b = await generateHeuristicBundle(r.value, { seed: 5 });
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
}

describe("a response envelope wraps the record, it is not the record", () => {
  it("the payload is found by shape: one payload object beside metadata, no id or name", () => {
    const wrapped = {
      type: "object",
      properties: {
        status: { type: "string", enum: ["OK", "NOT_FOUND"] },
        currentTime: { type: "integer", format: "int64" },
        data: {
          type: "object",
          properties: {
            entry: { type: "object", properties: { stopName: { type: "string" } } },
            references: { type: "object" },
          },
        },
      },
    };
    expect(payloadPathOfSchema(wrapped)).toEqual(["data", "entry"]);
    expect(
      payloadPathOfValue({
        code: 200,
        currentTime: 1672619663051,
        status: "OK",
        data: { class: "entryWithReferences", entry: { tripId: "BKK_C32344815" }, references: {} },
      }),
    ).toEqual(["data", "entry"]);
    // `{status, message, data}` and `{meta, data}` wrap as well.
    expect(payloadPathOfValue({ status: "success", message: "", data: { city: "Oslo" } })).toEqual([
      "data",
    ]);
    expect(payloadPathOfValue({ meta: { page: 1 }, data: { city: "Oslo" } })).toEqual(["data"]);
    // A record that carries a `data` object is still the record.
    expect(payloadPathOfValue({ id: "evt_1", type: "charge", data: { amount: 3 } })).toEqual([]);
    expect(payloadPathOfValue({ name: "Oslo", address: { city: "Oslo" } })).toEqual([]);
    // Plaid: the accounts are what came back; the `item` beside them is another thing.
    expect(
      payloadPathOfValue({
        accounts: [{ name: "Checking" }],
        item: { institution: "x" },
        request_id: "r",
      }),
    ).toEqual([]);
    expect(payloadPathOfValue({ data: { city: "Oslo" }, errors: [] })).toEqual(["data"]);
  });

  it("the environment keeps stops, and answers as a server: status OK, the time now, the doc's version", async () => {
    const b = await bundleOf(transit);
    const env = await createEnvInstance(b);
    if (!env.ok) throw new Error(env.error.message);
    open.push(env.value);
    const stops = Object.entries(b.initialState).find(([k]) => /stop/.test(k))?.[1] as Rec[];
    expect(stops?.length).toBeGreaterThan(0);
    const stop = stops[0] as Rec;
    // The collection holds stops, not envelopes.
    const keys = Object.keys(stop).map((k) => k.replace(/_/g, "").toLowerCase());
    expect(keys).toContain("stopname");
    expect(keys).not.toContain("currenttime");
    expect(keys).not.toContain("status");
    const field = (k: string) =>
      Object.keys(stop).find((x) => x.replace(/_/g, "").toLowerCase() === k)!;
    const got = await env.value.call("getStopDetails", { stopId: stop[field("stopid")] });
    if (!got.ok) throw new Error(JSON.stringify(got));
    const res = got.result as Rec;
    expect(res.status).toBe("OK");
    expect(res.code).toBe(200);
    expect(res.version).toBe(3);
    const clock = Date.parse(b.clock.start);
    expect(res.currentTime).toBeGreaterThanOrEqual(clock);
    expect(res.currentTime).toBeLessThan(clock + 86_400_000);
    const entry = (res.data as Rec).entry as Rec;
    expect(entry.stopName).toBe(stop[field("stopname")]);
    expect(Object.keys(res.data as Rec)).not.toContain("stopName");
    const listed = await env.value.call("getArrivalsForStop", { stopId: [stop[field("stopid")]] });
    if (!listed.ok) throw new Error(JSON.stringify(listed));
    expect(((listed.result as Rec).data as Rec).entry).toMatchObject({
      stopId: stop[field("stopid")],
    });
    expect(entry.stopId).toBe(stop[field("stopid")]);
  });
});
