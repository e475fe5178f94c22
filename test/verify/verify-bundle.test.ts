import { describe, expect, it } from "vitest";
import {
  type EnvBundle,
  EnvBundle as EnvBundleSchema,
  sealBundle,
} from "../../src/core/schema/index.js";
import { formatVerifyReport, verifyBundle } from "../../src/core/verify/index.js";
import {
  badListOutput,
  blindGet,
  crashingGet,
  createThatCollides,
  deleteThatKeeps,
  leakyCounterPrelude,
  leakyWordCount,
  notesBundle,
  updateThatIgnores,
} from "../fixtures/verify/notes-bundle.js";

const seal = (overrides: Record<string, string> = {}, prelude = ""): Promise<EnvBundle> =>
  sealBundle(notesBundle(overrides, prelude));

function toolReport(report: Awaited<ReturnType<typeof verifyBundle>>["report"], name: string) {
  const t = report.tools.find((x) => x.tool === name);
  if (!t) throw new Error(`no report for ${name}`);
  return t;
}

describe("verifyBundle", () => {
  it("passes every tool of a good bundle and every env check", async () => {
    const input = await seal();
    const { bundle, report } = await verifyBundle(input, { seed: 1 });
    expect(report.tools.filter((t) => !t.passed).map((t) => [t.tool, t.reason])).toEqual([]);
    expect(report.summary).toEqual({ ingested: 6, kept: 6, verified: 6 });
    expect(report.passed).toBe(true);
    const names = report.env.map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "determinism",
        "reset-replay",
        "snapshot-restore",
        "isolation",
        "crud:notes create→read",
        "crud:notes update→read",
        "crud:notes delete→read",
        "crud:notes create→list count",
        "crud:notes delete→list count",
      ]),
    );
    expect(report.env.every((c) => c.passed)).toBe(true);
    expect(bundle.id).toBe(report.bundleId);
    expect(bundle.verification).toEqual(report);
    expect(EnvBundleSchema.safeParse(bundle).success).toBe(true);
  });

  it("probes with ids that exist and checks invalid arguments get InvalidArguments", async () => {
    const { report } = await verifyBundle(await seal(), { seed: 1 });
    const get = toolReport(report, "get_note");
    const calls = get.probes.filter((p) => p.kind === "call");
    expect(calls).toHaveLength(4);
    for (const p of calls) {
      expect(["note_101", "note_102", "note_103"]).toContain(p.call?.args.note_id);
      expect(p.outcome?.ok).toBe(true);
    }
    const invalid = get.probes.filter((p) => p.kind === "invalid-args");
    expect(invalid.length).toBeGreaterThan(0);
    for (const p of invalid) {
      expect(p.outcome).toMatchObject({ ok: false, error: { code: "InvalidArguments" } });
    }
  });

  it("drops a tool whose handler crashes, with the failing call in the reason", async () => {
    const { bundle, report } = await verifyBundle(await seal(crashingGet), { seed: 1 });
    const get = toolReport(report, "get_note");
    expect(get.kept).toBe(false);
    expect(get.reason).toMatch(/fault exception/);
    const failed = get.probes.find((p) => !p.passed);
    expect(failed?.call?.args.note_id).toBe("note_103");
    expect(failed?.outcome).toMatchObject({ ok: false, fault: { kind: "exception" } });
    expect(bundle.tools.map((t) => t.name)).not.toContain("get_note");
    expect(report.summary).toEqual({ ingested: 6, kept: 5, verified: 5 });
    expect(bundle.id).not.toBe((await seal()).id);
  });

  it("catches an output that violates the output schema", async () => {
    const { report } = await verifyBundle(await seal(badListOutput), { seed: 1 });
    const list = toolReport(report, "list_notes");
    expect(list.kept).toBe(false);
    expect(list.probes.some((p) => p.kind === "output-schema" && !p.passed)).toBe(true);
    expect(list.reason).toMatch(/^output-schema/);
  });

  it("fails a read that says NotFound for an id that exists", async () => {
    const { report } = await verifyBundle(await seal(blindGet), { seed: 1 });
    const get = toolReport(report, "get_note");
    expect(get.kept).toBe(false);
    expect(get.reason).toMatch(/NotFound although note_id="note_10\d" \(in notes\) exists/);
  });

  it("CRUD laws catch a delete that does not delete and an update that changes nothing", async () => {
    const del = await verifyBundle(await seal(deleteThatKeeps), { seed: 1 });
    const d = toolReport(del.report, "delete_note");
    expect(d.kept).toBe(false);
    expect(d.reason).toMatch(/crud:notes delete→read/);
    expect(d.reason).toMatch(/instead of NotFound/);
    expect(del.report.tools.filter((t) => !t.kept).map((t) => t.tool)).toEqual(["delete_note"]);

    const dup = await verifyBundle(await seal(createThatCollides), { seed: 1 });
    expect(toolReport(dup.report, "create_note").reason).toMatch(
      /which an existing record already has/,
    );

    const upd = await verifyBundle(await seal(updateThatIgnores), { seed: 1 });
    const u = toolReport(upd.report, "update_note");
    expect(u.kept).toBe(false);
    expect(u.reason).toMatch(/crud:notes update→read/);
  });

  it("replay checks catch a handler that keeps state in a module-level variable", async () => {
    const { report } = await verifyBundle(await seal(leakyWordCount, leakyCounterPrelude), {
      seed: 1,
    });
    const wc = toolReport(report, "word_count");
    expect(wc.kept).toBe(false);
    expect(wc.reason).toMatch(/^(reset-replay|snapshot-restore|determinism|isolation):/);
    expect(report.tools.filter((t) => !t.kept).map((t) => t.tool)).toEqual(["word_count"]);
    expect(report.passed).toBe(true);
  });

  it("is deterministic for the same bundle and seed", async () => {
    const input = await seal(crashingGet);
    const a = await verifyBundle(input, { seed: 3 });
    const b = await verifyBundle(input, { seed: 3 });
    expect(JSON.stringify(b.report)).toBe(JSON.stringify(a.report));
    expect(b.bundle.id).toBe(a.bundle.id);
  });

  it("reports a bundle whose code does not load instead of throwing", async () => {
    const broken = await sealBundle({ ...notesBundle(), code: "export default {" });
    const { bundle, report } = await verifyBundle(broken);
    expect(report.summary.kept).toBe(0);
    expect(report.passed).toBe(false);
    expect(bundle.tools).toEqual([]);
    expect(report.tools[0]?.reason).toMatch(/did not load/);
  });

  it("formats a human-readable report with the failing call and outcome", async () => {
    const { report } = await verifyBundle(await seal(crashingGet), { seed: 1 });
    const text = formatVerifyReport(report);
    expect(text).toMatch(/✓ create_note/);
    expect(text).toMatch(/✗ get_note +dropped: call: fault exception/);
    expect(text).toMatch(/call +get_note\(\{"note_id":"note_103"\}\)/);
    expect(text).toMatch(/outcome fault exception/);
    expect(text).toMatch(/✓ determinism/);
    expect(text).toMatch(/PASSED: 5\/6 tools verified, 5 kept/);
  });
});
