import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { hostileBundle, NOTES_PATH } from "./helpers.js";

const exec = promisify(execFile);
const root = join(import.meta.dirname, "../..");

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const r = await exec("node", ["--import", "tsx", "src/cli/main.ts", "call", ...args], {
      cwd: root,
    });
    return { code: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (e) {
    const x = e as { code: number; stdout: string; stderr: string };
    return { code: x.code, stdout: x.stdout, stderr: x.stderr };
  }
}

describe("envfactory call", () => {
  const dir = mkdtempSync(join(tmpdir(), "ef-call-"));

  it("runs one call and prints its outcome", async () => {
    const r = await cli([NOTES_PATH, "get_note", '{"note_id":"note_2"}']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      ok: true,
      result: { id: "note_2", title: "Groceries" },
    });
  });

  it("runs a JSONL file in one instance, then prints the state hash; errors are data", async () => {
    const calls = join(dir, "calls.jsonl");
    writeFileSync(
      calls,
      [
        { tool: "create_note", args: { title: "From CLI" } },
        { tool: "get_note", args: { note_id: "note_4" } },
        { tool: "update_note", args: { note_id: "note_3", body: "no" } },
        { tool: "list_notes", args: { limit: "x" } },
      ]
        .map((c) => JSON.stringify(c))
        .join("\n"),
    );
    const r = await cli([NOTES_PATH, "--calls", calls]);
    expect(r.code).toBe(0);
    const lines = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatchObject({ ok: true, result: { title: "From CLI" } });
    expect(lines[2]).toMatchObject({ ok: false, error: { code: "NoteArchived" } });
    expect(lines[3]).toMatchObject({ ok: false, error: { code: "InvalidArguments" } });
    expect(lines[4]).toEqual({ stateHash: expect.stringMatching(/^[0-9a-f]{64}$/), calls: 4 });
  });

  it("finishes with a timeout fault when the code spins in a native built-in", async () => {
    const bundle = join(dir, "spin.envbundle.json");
    writeFileSync(bundle, JSON.stringify(await hostileBundle("for (;;) new Array(1e6).fill(0);")));
    const r = await cli([bundle, "bad", "{}", "--timeout-ms", "200"]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: false, fault: { kind: "timeout" } });
  });

  it("exits non-zero with a clear message for an invalid bundle", async () => {
    const bad = join(dir, "bad.json");
    writeFileSync(bad, JSON.stringify({ format: "nope" }));
    const r = await cli([bad, "x"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("invalid bundle");
    const missing = await cli([join(dir, "missing.json"), "x"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("cannot load bundle");
  });
});
