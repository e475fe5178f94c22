import { beforeAll, describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import type { EnvBundle } from "../../src/core/schema/index.js";
import { synthesize } from "../../src/core/synth/synthesize.js";
import { bundleOfFixture } from "../helpers/doc-env.js";

// PTV Timetable's route types (fresh72 readers): "I found 11 route types: a route type of 1, a route
// type of 2, …" — `route_type` is the doc's "Transport mode identifier", a code, not a figure the
// record measures; the record's name is `route_type_name` ("Name of transport mode").

describe("a list answer names records by their name, never by their code as a figure", () => {
  let bundle: EnvBundle;
  beforeAll(async () => {
    bundle = await bundleOfFixture("words68/ptv-route-types.json", 42);
  }, 60_000);

  it("route types are said by their names", async () => {
    const out = await synthesize([bundle], buildToolGraph([bundle]), {
      count: 6,
      seed: 42,
      turns: "single",
    });
    const lists = out.trajectories.filter((tr) =>
      out.tasks
        .find((t) => t.id === tr.taskId)
        ?.gold.calls.some((c) => c.tool === "RouteTypes_GetRouteTypes"),
    );
    expect(lists.length).toBeGreaterThan(0);
    for (const tr of lists) {
      const answer = String(tr.messages[tr.messages.length - 1]?.content);
      expect(answer).not.toMatch(/\ba route type of \d/);
      const result = tr.messages.find((m) => m.role === "tool")?.content as string;
      const names = (JSON.parse(result).route_types as Array<{ route_type_name: string }>).map(
        (r) => r.route_type_name,
      );
      expect(names.some((n) => answer.includes(n))).toBe(true);
      // "Name of transport mode", in a transport API: a mode people travel by, not "Seasonal".
      for (const n of names.filter(Boolean))
        expect(n).toMatch(/^(?:bus|tram|metro|rail|ferry|coach)$/i);
    }
  }, 180_000);
});
