// `PUT /rides/{id}/destination` writes a part of the ride its path names (the ride's read shows a
// `destination`), not a record of a "destinations" collection of its own: the latter answered
// NotFound for every ride a user had (dev52b lyft: 85 of 125 second goals lost).
import { describe, expect, it } from "vitest";
import { createEnvInstance, createInProcessSandbox } from "../../src/core/sandbox/index.js";
import { verifyBundle } from "../../src/core/verify/index.js";
import { bundleOf } from "./helpers.js";

const lyft = () => bundleOf(new URL("../fixtures/model/lyft.openapi.json", import.meta.url));

describe("a write on a part of a record (PUT /rides/{id}/destination)", () => {
  it("is an update of the ride, keyed by the ride's id", async () => {
    const b = await lyft();
    for (const name of ["SetRideDestination", "SetRideRating"]) {
      const t = b.model!.tools[name]!;
      expect(t.entity).toBe("rides");
      expect(t.inputs.id!.field).toBe("ride_id");
    }
    expect(b.model!.tools.SetRideDestination!.inputs.lat!.field).toBe("destination.lat");
    expect(b.model!.entities.destinations).toBeUndefined();
  });

  it("sets a new ride's destination, answers with it, and the ride's read shows it", async () => {
    const b = await lyft();
    const opened = await createEnvInstance(b);
    if (!opened.ok) throw new Error(opened.error.message);
    const env = opened.value;
    const made = await env.call("NewRide", {
      origin: { lat: 37.77, lng: -122.41 },
      ride_type: "lyft",
    });
    if (!made.ok) throw new Error(JSON.stringify(made));
    const id = (made.result as { ride_id: string }).ride_id;
    const set = await env.call("SetRideDestination", {
      id,
      lat: 37.8,
      lng: -122.3,
      address: "1 Ferry Building, San Francisco",
    });
    expect(set).toMatchObject({
      ok: true,
      result: { lat: 37.8, lng: -122.3, address: "1 Ferry Building, San Francisco" },
    });
    const read = await env.call("GetRide", { id });
    expect(read).toMatchObject({
      ok: true,
      result: {
        ride_id: id,
        destination: { lat: 37.8, address: "1 Ferry Building, San Francisco" },
      },
    });
    env.dispose();
  });

  it("verifies every tool of the doc (the ride's read included)", async () => {
    const { report } = await verifyBundle(await lyft(), {
      seed: 1,
      sandbox: createInProcessSandbox(),
    });
    expect(report.tools.filter((t) => !t.passed).map((t) => `${t.tool}: ${t.reason}`)).toEqual([]);
  });
});

// `GET /api/Ministries/{key}/Minister`: each ministry's minister, found by the ministry's key
// (fresh57 bc-gov-news: ministers were seeded with keys of their own, so no ministry had one).
describe("a record one per parent under its parent's path (GET /Ministries/{key}/Minister)", () => {
  it("answers for every ministry", async () => {
    const news = await bundleOf(
      new URL("../fixtures/model/bc-gov-news.openapi.json", import.meta.url),
    );
    const opened = await createEnvInstance(news);
    if (!opened.ok) throw new Error(opened.error.message);
    const env = opened.value;
    const v = { "api-version": "1.0" };
    const all = await env.call("Ministries_GetAll", v);
    const keys = (all.ok ? (all.result as { key: string }[]) : []).map((m) => m.key);
    expect(keys.length).toBeGreaterThan(2);
    for (const key of keys)
      expect(await env.call("Ministries_GetMinister", { ...v, key })).toMatchObject({ ok: true });
    env.dispose();
  });
});
