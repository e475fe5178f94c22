import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { createInProcessSandbox } from "../../src/core/sandbox/index.js";
import { type EnvBundle, sealBundle } from "../../src/core/schema/index.js";
import { verifyBundle } from "../../src/core/verify/index.js";

const sandbox = createInProcessSandbox();
afterAll(() => sandbox.dispose());

async function bundleOf(path: string): Promise<EnvBundle> {
  const name = path.split("/").pop()!;
  const r = await ingestFile({ name, text: readFileSync(new URL(path, import.meta.url), "utf8") });
  if (!r.ok) throw new Error(r.error.message);
  const b = await generateHeuristicBundle(r.value, { seed: 4 });
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
}

/** The same bundle with one rule cut out of its runtime (an environment that ignores the model). */
async function without(b: EnvBundle, snippet: string, by = ""): Promise<EnvBundle> {
  expect(b.code).toContain(snippet);
  const { id: _id, verification: _v, ...content } = b;
  return sealBundle({ ...content, code: b.code.split(snippet).join(by) });
}

const probesOf = (report: Awaited<ReturnType<typeof verifyBundle>>["report"], tool: string) =>
  report.tools.find((t) => t.tool === tool)!;

describe("verify checks the semantic model", () => {
  it("passes the model probes on the heuristic runtime", async () => {
    const { report } = await verifyBundle(
      await bundleOf("../../public/examples/smart-home.mcp.json"),
      { sandbox },
    );
    const bright = probesOf(report, "set_brightness");
    expect(bright.passed).toBe(true);
    expect(bright.probes.filter((p) => p.kind === "precondition")).toEqual([
      expect.objectContaining({ passed: true }),
    ]);
    expect(probesOf(report, "speak").probes.some((p) => p.kind === "effect" && p.passed)).toBe(
      true,
    );
  });

  it("drops a tool whose environment ignores its precondition", async () => {
    const b = await without(
      await bundleOf("../../public/examples/smart-home.mcp.json"),
      "checkPre(op, rec, env);",
    );
    const { report } = await verifyBundle(b, { sandbox });
    const bright = probesOf(report, "set_brightness");
    expect(bright.passed).toBe(false);
    expect(bright.reason).toMatch(/^precondition: expected FailedPrecondition/);
  });

  it("drops an event-like action that records nothing", async () => {
    const b = await without(
      await bundleOf("../../public/examples/smart-home.mcp.json"),
      "if (op.log) logEvent(name, op, ent, rec, state, args, env);",
    );
    const { report } = await verifyBundle(b, { sandbox });
    expect(probesOf(report, "speak").reason).toMatch(
      /^effect: returned a result but left the state unchanged/,
    );
  });

  it("drops a line op that lets the derived total drift", async () => {
    const b = await without(
      await bundleOf("../fixtures/model/facility-maintenance.envfactory-metadata.json"),
      '  recompute(ent, rec, state);\n  stampTimes(ent, rec, env, false);\n  return out(op, view(ent, rec, state), seedOf(ent, rec) + ":" + name);',
      '  stampTimes(ent, rec, env, false);\n  return out(op, view(ent, rec, state), seedOf(ent, rec) + ":" + name);',
    );
    const { report } = await verifyBundle(b, { sandbox });
    expect(probesOf(report, "add_part").reason).toMatch(/^derived: derived totals drifted/);
  });
});
