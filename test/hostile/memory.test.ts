import { mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeBundle, NOTES_PATH } from "../sandbox/helpers.js";
import {
  cliPeakRss,
  listed,
  manifestEntry,
  readText,
  tree,
  writeZip,
  zeroBomb,
} from "./helpers.js";

/** The bound the issue sets for the host, whatever the bundle or archive does. */
const HOST_PEAK_MB = 300;
const GiB = 1024 * 1024 * 1024;

const tmp = mkdtempSync(join(tmpdir(), "ef-hostile-mem-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("memory is bounded for real (peak RSS measured in a child process)", () => {
  it(`a call whose handler allocates without end: memory fault, host peak ≤ ${HOST_PEAK_MB} MB`, {
    timeout: 180_000,
  }, async () => {
    const bomb = await makeBundle(
      "export default { bomb(state) { const a = []; while (true) a.push(new Array(1e5).fill(1.5)); } };",
      ["bomb"],
    );
    const file = join(tmp, "bomb.envbundle.json");
    writeFileSync(file, JSON.stringify(bomb));
    // A far deadline: the heap limit, not the clock, must stop it however loaded the machine is.
    const r = await cliPeakRss(["call", file, "bomb", "{}", "--timeout-ms", "30000"]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout.trim())).toMatchObject({ ok: false, fault: { kind: "memory" } });
    expect(r.peakMb).toBeLessThan(HOST_PEAK_MB);
  });

  it(`a zip bomb — an unlisted 1 GiB entry, and a listed one lying about its size — is refused or skipped, host peak ≤ ${HOST_PEAK_MB} MB`, {
    timeout: 180_000,
  }, async () => {
    const notes = new Uint8Array(Buffer.from(readText(NOTES_PATH)));
    const bomb = zeroBomb(GiB);
    // Unlisted: ignored, never inflated; the listed files import.
    const unlisted = join(tmp, "unlisted.zip");
    const empty = new Uint8Array();
    writeZip(unlisted, [
      { name: "envs/notes.envbundle.json", data: notes },
      { name: "tasks.jsonl", data: empty },
      { name: "trajectories.jsonl", data: empty },
      { name: "bomb.bin", ...bomb },
      manifestEntry({
        format: "envfactory.archive/v1",
        files: [
          listed("envs/notes.envbundle.json", notes),
          listed("tasks.jsonl", empty),
          listed("trajectories.jsonl", empty),
        ],
      }),
    ]);
    const out1 = join(tmp, "import-unlisted");
    const a = await cliPeakRss(["import", unlisted, "--out", out1]);
    expect(a.stderr).toBe("");
    expect(a.code).toBe(0);
    expect(tree(out1)).toEqual([
      ".envfactory-out.json",
      "envs/notes.envbundle.json",
      "tasks.jsonl",
      "trajectories.jsonl",
    ]);
    expect(a.peakMb).toBeLessThan(HOST_PEAK_MB);

    // Listed as 10 bytes, inflates to 1 GiB: stopped while inflating, nothing written.
    const lying = join(tmp, "lying.zip");
    writeZip(lying, [
      { name: "envs/notes.envbundle.json", data: notes },
      { name: "tasks.jsonl", ...bomb },
      manifestEntry({
        format: "envfactory.archive/v1",
        files: [
          listed("envs/notes.envbundle.json", notes),
          { path: "tasks.jsonl", bytes: 10, sha256: "0".repeat(64) },
        ],
      }),
    ]);
    const out2 = join(tmp, "import-lying");
    const b = await cliPeakRss(["import", lying, "--out", out2]);
    expect(b.code).toBe(1);
    expect(b.stderr).toContain("artifact/id-mismatch");
    expect(b.stderr).toContain("tasks.jsonl");
    expect(b.peakMb).toBeLessThan(HOST_PEAK_MB);
    expect(() => tree(out2)).toThrow(); // the folder was never created

    // Listed honestly at 1 GiB: over the archive limit before anything is inflated.
    const honest = join(tmp, "honest.zip");
    writeZip(honest, [
      { name: "tasks.jsonl", ...bomb },
      manifestEntry({
        format: "envfactory.archive/v1",
        files: [{ path: "tasks.jsonl", bytes: GiB, sha256: "0".repeat(64) }],
      }),
    ]);
    const c = await cliPeakRss(["import", honest, "--out", join(tmp, "import-honest")]);
    expect(c.code).toBe(1);
    expect(c.stderr).toContain("artifact/too-large");
    expect(c.peakMb).toBeLessThan(HOST_PEAK_MB);
  });

  it("a 600 MB document is refused by its size before it is read", {
    timeout: 180_000,
  }, async () => {
    const big = join(tmp, "huge.json");
    writeFileSync(big, "");
    truncateSync(big, 600 * 1024 * 1024); // sparse: no disk, no time
    const r = await cliPeakRss(["ingest", big, "--json"]);
    expect(r.stdout + r.stderr).toContain("ingest/too-large");
    expect(r.peakMb).toBeLessThan(HOST_PEAK_MB);
  });
});
