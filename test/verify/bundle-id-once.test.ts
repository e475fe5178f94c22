import { describe, expect, it, vi } from "vitest";
import * as bundleModule from "../../src/core/schema/bundle.js";
import { sealBundle } from "../../src/core/schema/index.js";
import { verifyBundle } from "../../src/core/verify/index.js";
import { crashingGet, notesBundle } from "../fixtures/verify/notes-bundle.js";

// Counts the content hashes verification computes (a big bundle's is seconds of canonical JSON).
vi.mock("../../src/core/schema/bundle.js", async (importOriginal) => {
  const original = await importOriginal<typeof bundleModule>();
  return { ...original, bundleId: vi.fn(original.bundleId) };
});

describe("verifyBundle hashes the bundle once", () => {
  it("keeps the sealed id without hashing again when every tool is kept", async () => {
    const input = await sealBundle(notesBundle());
    const hashes = vi.mocked(bundleModule.bundleId);
    hashes.mockClear();
    const { bundle, report } = await verifyBundle(input, { seed: 1 });
    expect(report.summary.kept).toBe(input.tools.length);
    expect(hashes).not.toHaveBeenCalled();
    expect(bundle.id).toBe(input.id);
    expect(report.bundleId).toBe(input.id);
  });

  it("hashes the kept content once when a tool is dropped", async () => {
    const input = await sealBundle(notesBundle(crashingGet));
    const hashes = vi.mocked(bundleModule.bundleId);
    hashes.mockClear();
    const { bundle, report } = await verifyBundle(input, { seed: 1 });
    expect(report.summary.kept).toBeLessThan(input.tools.length);
    expect(hashes).toHaveBeenCalledTimes(1);
    const { id: _id, verification: _v, ...content } = bundle;
    expect(bundle.id).toBe((await sealBundle(content)).id);
    expect(bundle.id).not.toBe(input.id);
  });
});
