import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchSettings, inferToolKind } from "../../src/core/domain/tool-kind.js";
import { createEnvInstance, type EnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, ToolSpec } from "../../src/core/schema/index.js";
import { verifyBundle } from "../../src/core/verify/index.js";
import { singleTurnTasks, specBundle } from "../synth/helpers/spec-tasks.js";

// fresh20 readers (transavia, webscraping.ai): `GET /nearest/{id}` became "nearest" records named
// "Basic nearest", an airport that is its own nearest, "with a max distance in km of 10" answered
// `"distanceInKm":41`; `GET /html` and `/selected` (a URL in, HTML out) became records ("list the
// multiples") whose request settings were read back ("the country and proxy of the selected").
const SPEC = JSON.parse(
  readFileSync(
    new URL("../fixtures/kinds/stations-and-pages.openapi.json", import.meta.url),
    "utf8",
  ),
);

type Rec = Record<string, unknown>;
let bundle: EnvBundle;
let env: EnvInstance;
const spec = (name: string): ToolSpec => {
  const t = bundle.tools.find((x) => x.name === name);
  if (!t) throw new Error(`${name} not in ${bundle.tools.map((x) => x.name).join(", ")}`);
  return t;
};
async function call(tool: string, args: Rec): Promise<unknown> {
  const got = await env.call(tool, args);
  if (!got.ok) throw new Error(JSON.stringify(got));
  return got.result;
}

beforeAll(async () => {
  bundle = await specBundle(SPEC, "stations-and-pages.openapi.json", 5);
  const made = await createEnvInstance(bundle);
  if (!made.ok) throw new Error(made.error.message);
  env = made.value;
}, 180_000);
afterAll(() => env?.dispose());

describe("a lookup of related records lists the records it relates", () => {
  it.each([
    ["nearest_code_get", "id"],
    ["stations_similar_get", "id"],
  ])("%s lists stations keyed by a given station", (name, key) => {
    const info = inferToolKind(spec(name), bundle.tools);
    expect(info.kind).toBe("list");
    expect(info.entity).toBe("stations");
    expect(info.relatedTo).toBe(key);
    expect(Object.keys(bundle.initialState)).not.toContain("nearests");
  });

  it("never answers with the given station, and needs one that exists", async () => {
    const stations = (await call("list_stations", {})) as Rec[];
    const given = stations[0]!.id;
    for (const tool of ["nearest_code_get", "stations_similar_get"]) {
      const near = (await call(tool, { id: given })) as Rec[];
      expect(near.length).toBeGreaterThan(0);
      expect(near.map((s) => s.id)).not.toContain(given);
    }
    const missing = await env.call("nearest_code_get", { id: "no-such-station" });
    expect(missing.ok).toBe(false);
  });

  it("holds to the range and the limit it is given", async () => {
    const stations = (await call("list_stations", {})) as Rec[];
    const near = (await call("nearest_code_get", {
      id: stations[1]!.id,
      maxDistanceInKm: 10,
      limit: 2,
    })) as Rec[];
    expect(near.length).toBeLessThanOrEqual(2);
    for (const s of near) {
      expect(typeof s.distanceInKm).toBe("number");
      expect(s.distanceInKm as number).toBeLessThanOrEqual(10);
    }
  });
});

describe("a page fetch is a computation whose settings are plumbing", () => {
  it("fetches: a URL in, the page's HTML out, nothing kept", async () => {
    const info = inferToolKind(spec("get_page"), bundle.tools);
    expect(info.kind).toBe("compute");
    expect(info.fetches).toBe(true);
    const before = await env.stateHash();
    const page = await call("get_page", { url: "https://www.example.com/about" });
    expect(typeof page).toBe("string");
    expect(page as string).toMatch(/<html>/);
    const part = await call("get_page", { url: "https://www.example.com/about", selector: "h1" });
    expect(part).toBe("<h1>Example Domain</h1>");
    expect(await env.stateHash()).toBe(before);
  });

  it("proxy, country, timeout, error_on_404 and headers are fixed settings; url and selector are asked", () => {
    expect([...fetchSettings(spec("get_page"))].sort()).toEqual(
      ["country", "error_on_404", "headers", "proxy", "timeout"].sort(),
    );
    const inputs = bundle.model!.tools.get_page!.inputs;
    expect(inputs.proxy).toMatchObject({ source: "plumbing", fixed: "datacenter" });
    expect(inputs.country).toMatchObject({ source: "plumbing", fixed: "us" });
    expect(inputs.url?.source).toBe("user");
    expect(inputs.selector?.source).toBe("user");
  });
});

describe("the environment verifies and its tasks keep to the doc", () => {
  it("every tool verifies", async () => {
    const { report } = await verifyBundle(bundle, { seed: 1 });
    const failed = report.tools.filter((t) => !t.passed).map((t) => `${t.tool}: ${t.reason}`);
    expect(failed).toEqual([]);
  }, 120_000);

  it("no task states a fetch setting, and a nearest lookup never lists its own station", async () => {
    const tasks = await singleTurnTasks(bundle, 40);
    const tools = new Set(tasks.flatMap(({ task }) => task.gold.calls.map((c) => c.tool)));
    expect(tools).toContain("get_page");
    expect(tools).toContain("nearest_code_get");
    for (const { task } of tasks) {
      for (const c of task.gold.calls) {
        const args = c.args as Rec;
        if (c.tool === "get_page")
          for (const s of ["proxy", "country", "timeout", "error_on_404", "headers"])
            expect(args[s], `${s} in ${JSON.stringify(args)}`).toBeUndefined();
        if (c.tool === "nearest_code_get" || c.tool === "stations_similar_get") {
          const got = await env.call(c.tool, args);
          if (!got.ok) throw new Error(JSON.stringify(got));
          expect((got.result as Rec[]).map((s) => s.id)).not.toContain(args.id);
        }
      }
    }
  }, 180_000);
});

describe("records under a parent are no relation lookup", () => {
  // fresh19 bulksms: `GET /messages/{id}/relatedReceivedMessages` — the id is a sent message's,
  // the results are received messages: no received message is "the given one".
  it("keeps a parent's key apart from the related collection", async () => {
    const spec = {
      openapi: "3.0.1",
      info: { title: "sms", version: "1" },
      paths: {
        "/messages/{id}/relatedReceivedMessages": {
          get: {
            operationId: "related_received",
            parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
            responses: {
              "200": {
                description: "OK",
                content: {
                  "application/json": {
                    schema: {
                      type: "array",
                      items: {
                        type: "object",
                        properties: { id: { type: "string" }, body: { type: "string" } },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    };
    const b = await specBundle(spec, "sms.json", 1);
    expect(inferToolKind(b.tools[0]!, b.tools).relatedTo).toBeUndefined();
  });
});
