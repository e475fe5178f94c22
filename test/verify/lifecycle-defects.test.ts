import { describe, expect, it } from "vitest";
import type { EnvInstance } from "../../src/core/sandbox/types.js";
import { lifecycleDefects } from "../../src/core/verify/lifecycle-defects.js";
import { bundleOfFixture, envOf } from "../helpers/doc-env.js";

/**
 * The lifecycle counter the stop-58 measure uses, on conversations cut from the fresh62 blind
 * read: "I've removed the backup. The backup state is ready.", a restored backup still
 * PENDING_DELETION, a TERMINATED application started, a READY backup with a DeleteTimestamp.
 */
type Msg = Parameters<typeof lifecycleDefects>[1][number];

let n = 0;
/** A conversation of calls made in a live environment, as a trajectory holds them. */
async function converse(env: EnvInstance, calls: [string, Record<string, unknown>][]) {
  const messages: Msg[] = [];
  for (const [tool, args] of calls) {
    const id = `call_${n++}`;
    const out = await env.call(tool, args);
    messages.push({
      role: "assistant",
      tool_calls: [{ id, function: { name: tool, arguments: JSON.stringify(args) } }],
    });
    const content = out.ok ? out.result : "error" in out ? { error: out.error } : {};
    messages.push({ role: "tool", tool_call_id: id, content: JSON.stringify(content) });
  }
  return messages;
}

const call = (id: string, name: string, args: object): Msg => ({
  role: "assistant",
  tool_calls: [{ id, function: { name, arguments: JSON.stringify(args) } }],
});
const result = (id: string, content: object): Msg => ({
  role: "tool",
  tool_call_id: id,
  content: JSON.stringify(content),
});

describe("lifecycleDefects", () => {
  it("flags a delete answered READY, a start of a TERMINATED app, a restore that changed nothing, a live record's deletion time", () => {
    const found = lifecycleDefects(
      [],
      [
        call("a", "ListApplications", {}),
        result("a", { applications: [{ id: "app1", state: "TERMINATED" }] }),
        call("b", "StartApplication", { applicationId: "app1" }),
        result("b", {}),
        call("c", "DeleteBackup", { BackupId: "b1" }),
        result("c", { Backup: { BackupId: "b1", BackupState: "READY" } }),
        call("d", "RestoreBackup", { BackupId: "b2" }),
        result("d", {
          Backup: {
            BackupId: "b2",
            BackupState: "PENDING_DELETION",
            DeleteTimestamp: "2026-01-06",
          },
        }),
        call("e", "RestoreBackup", { BackupId: "b2" }),
        result("e", {
          Backup: {
            BackupId: "b2",
            BackupState: "PENDING_DELETION",
            DeleteTimestamp: "2026-01-06",
          },
        }),
        call("f", "DescribeBackups", {}),
        result("f", { Backups: [{ BackupId: "b3", BackupState: "READY", DeleteTimestamp: "x" }] }),
      ],
    );
    const kinds = found.map((d) => `${d.kind} ${d.tool}`);
    expect(kinds).toContain("from-gone StartApplication");
    expect(kinds).toContain("wrong-target DeleteBackup");
    expect(kinds).toContain("wrong-target RestoreBackup");
    expect(kinds).toContain("no-change RestoreBackup");
    expect(kinds).toContain("stamp DescribeBackups");
  });

  it("finds nothing in CloudHSM's delete-then-restore of a READY backup", async () => {
    const bundle = await bundleOfFixture("lifecycle/cloudhsmv2-backups.json", 1);
    const rows = (bundle.initialState as Record<string, Record<string, unknown>[]>).backups!;
    rows[0]!.BackupState = "READY";
    delete rows[0]!.DeleteTimestamp;
    const id = rows[0]!.BackupId;
    const env = await envOf(bundle);
    const messages = await converse(env, [
      ["DescribeBackups", { body: {} }],
      ["DeleteBackup", { BackupId: id }],
      ["RestoreBackup", { BackupId: id }],
    ]);
    expect(lifecycleDefects(bundle.tools, messages)).toEqual([]);
  });
});
