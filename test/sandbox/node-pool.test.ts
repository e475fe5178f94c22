import { describe, expect, it } from "vitest";
import { createNodeSandboxPool } from "../../src/adapters/node/sandbox-pool.js";
import { hostileBundle, notesBundle } from "./helpers.js";
import { sandboxSpec } from "./sandbox-spec.js";

sandboxSpec("node worker pool", () => createNodeSandboxPool({ size: 2, graceMs: 300 }));

describe("node worker pool watchdog", () => {
  it("terminates a worker stuck in a native built-in and keeps serving", async () => {
    const pool = createNodeSandboxPool({ size: 1, graceMs: 200 });
    const bundle = await hostileBundle("for (;;) new Array(1e6).fill(0);");
    // No slack: the watchdog, not the backstop, is what this stops on.
    const limits = { callTimeoutMs: 100, wallSlack: 1 };
    const job = await pool.runJob({
      bundle,
      limits,
      calls: [
        { tool: "ok", args: {} },
        { tool: "bad", args: {} },
        { tool: "ok", args: {} },
      ],
    });
    if (!job.ok) throw new Error(job.error.message);
    expect(
      job.value.outcomes.map((o) => (o.ok ? "ok" : "fault" in o ? o.fault.kind : "error")),
    ).toEqual(["ok", "timeout", "ok"]);
    expect(job.value.state.count).toBe(2);
    const after = await pool.runJob({
      bundle: await notesBundle(),
      calls: [{ tool: "list_notes", args: {} }],
    });
    expect(after.ok && after.value.outcomes[0]!.ok).toBe(true);
    await pool.dispose();
  });
});
