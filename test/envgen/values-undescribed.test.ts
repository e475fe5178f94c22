import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvInstance } from "../../src/core/sandbox/types.js";
import { specBundle } from "../synth/helpers/spec-tasks.js";

// fresh18: records of real specs carried filler for optional fields their doc says nothing of —
// `templateVars: ["TV-3640"]`, `custom_body: "Custom for Create order"`, `type: "custom5"`.
// Such a field is left out; one the doc describes, or whose name is a known thing, keeps a value.
const spec = JSON.parse(
  readFileSync(new URL("../fixtures/values-undescribed/mesh.json", import.meta.url), "utf8"),
);
type Rec = Record<string, unknown>;

describe("optional fields the doc says nothing of (mesh fixture)", async () => {
  const bundle = await specBundle(spec, "mesh.json", 5);
  const state = bundle.initialState as Record<string, Rec[]>;
  const deployments = state.deployments ?? [];
  const maintainers = state.maintainers ?? [];
  const open: EnvInstance[] = [];
  afterAll(() => {
    for (const e of open) e.dispose();
  });

  it("seeds both collections", () => {
    expect(deployments.length).toBeGreaterThan(3);
    expect(maintainers.length).toBeGreaterThan(3);
  });

  it("leaves undescribed fields whose name is no known thing out of every seeded record", () => {
    for (const r of deployments)
      for (const k of ["templateVars", "custom_body", "flavor", "type"])
        expect(r).not.toHaveProperty(k);
    for (const r of maintainers) expect(r).not.toHaveProperty("flair");
  });

  it("a description that only repeats the name says nothing: `load_generators` 'array of load generators'", () => {
    for (const r of deployments) expect(r).not.toHaveProperty("load_generators");
  });

  it("a list the doc describes gives its items that meaning: 'array of urls of …' holds URLs", () => {
    const lists = deployments.filter((r) => Array.isArray(r.endpoints));
    expect(lists.length).toBeGreaterThan(deployments.length / 2);
    for (const r of lists)
      for (const u of r.endpoints as unknown[]) expect(u).toMatch(/^https:\/\//);
  });

  it("gives described optional fields values", () => {
    for (const k of ["region", "replicas", "strategy"])
      expect(deployments.filter((r) => r[k] !== undefined).length).toBeGreaterThan(
        deployments.length / 2,
      );
    expect(
      deployments.every((r) => ["rolling", "blue-green", "canary"].includes(String(r.strategy))),
    ).toBe(true);
    for (const r of maintainers) expect(String(r.email)).toMatch(/@/);
  });

  it("gives undescribed fields named for a known thing a value of that thing", () => {
    for (const r of deployments) {
      expect(r.commit_sha).toMatch(/^[0-9a-f]{40}$/);
      expect(r.version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(["web", "email", "api", "mobile"]).toContain(r.channel);
    }
    for (const r of maintainers) {
      // A middle name or its initial — never the person's full name again.
      expect(r.middle_name).toMatch(/^(?:[A-Z][a-z]+|[A-Z]\.)$/);
      expect(r.middle_name).not.toBe(r.first_name);
    }
  });

  it("a record a call makes leaves them out too, and keeps the fields it was given", async () => {
    const made = await createEnvInstance(bundle);
    if (!made.ok) throw new Error(made.error.message);
    open.push(made.value);
    const res = (await made.value.call("createDeployment", { name: "billing" })) as {
      ok: boolean;
      result: Rec;
    };
    expect(res.ok).toBe(true);
    expect(res.result.name).toBe("billing");
    for (const k of ["custom_body", "flavor", "type"]) expect(res.result).not.toHaveProperty(k);
    expect(res.result.commit_sha).toMatch(/^[0-9a-f]{40}$/);
  });

  it("a release channel is a track of builds, a commit sha is written in full", async () => {
    const made = await createEnvInstance(bundle);
    if (!made.ok) throw new Error(made.error.message);
    open.push(made.value);
    const res = (await made.value.call("getSystemVersion", {})) as { ok: boolean; result: Rec };
    expect(res.ok).toBe(true);
    expect(["stable", "beta", "edge", "nightly"]).toContain(res.result.release_channel);
    expect(res.result.commitsha).toMatch(/^[0-9a-f]{40}$/);
    for (const k of ["build", "latest"]) expect(res.result).not.toHaveProperty(k);
  });
});
