import { describe, expect, it } from "vitest";
import {
  cappedHeapStats,
  createEnvInstance,
  liveEnvInstances,
} from "../../src/core/sandbox/index.js";
import type { EnvBundle } from "../../src/core/schema/index.js";

const bundle: EnvBundle = {
  format: "envfactory.bundle/v1",
  id: "count-test",
  name: "count",
  description: "",
  domain: "test",
  tools: [{ name: "ping", description: "", inputSchema: { type: "object", properties: {} } }],
  stateSchema: { type: "object" },
  initialState: {},
  code: "export default { ping: () => ({ ok: true }) };",
  seed: 1,
  clock: { start: "2025-01-01T00:00:00.000Z", stepMs: 1000 },
  provenance: {},
} as unknown as EnvBundle;

// A memory trace (ENVFACTORY_MEMTRACE) reads these to tell how many sandbox instances a thread
// holds and how much wasm memory stands behind them.
describe("sandbox instance counts", () => {
  it("count instances until they are disposed, and the wasm memory of their modules", async () => {
    const before = liveEnvInstances();
    const a = await createEnvInstance(bundle);
    const b = await createEnvInstance(bundle);
    if (!a.ok || !b.ok) throw new Error("bundle did not load");
    expect(liveEnvInstances()).toBe(before + 2);
    const stats = cappedHeapStats();
    expect(stats.modules).toBeGreaterThanOrEqual(2);
    expect(stats.bytes).toBeGreaterThanOrEqual(2 * 16 * 1024 * 1024);
    a.value.dispose();
    a.value.dispose();
    expect(liveEnvInstances()).toBe(before + 1);
    b.value.dispose();
    expect(liveEnvInstances()).toBe(before);
    // Disposed clean, their modules wait idle for the next instance.
    expect(cappedHeapStats().idle).toBeGreaterThanOrEqual(1);
  });
});
