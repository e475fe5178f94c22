import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { unpackRunArchive } from "../../src/core/export/run-archive.js";
import { cli, listed, manifestEntry, tree, writeZip, type ZipEntry } from "./helpers.js";

const tmp = mkdtempSync(join(tmpdir(), "ef-hostile-import-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const FORMAT = "envfactory.archive/v1";
const evil = new Uint8Array(Buffer.from("pwned\n"));

let n = 0;
/** Import a hand-made zip into a fresh --out; the folder must not exist afterwards on failure. */
async function importZip(entries: ZipEntry[]) {
  const zip = join(tmp, `a${++n}.zip`);
  writeZip(zip, entries);
  const out = join(tmp, `out${n}`);
  const r = await cli(["import", zip, "--out", out]);
  return { ...r, out };
}

describe("import validates the manifest and writes only listed, safe names", () => {
  it.each<[string, ZipEntry[], string]>([
    [
      "a ..\\..\\ name",
      [
        { name: "..\\..\\evil.txt", data: evil },
        manifestEntry({ format: FORMAT, files: [listed("..\\..\\evil.txt", evil)] }),
      ],
      "artifact/invalid",
    ],
    [
      "a ../ name",
      [
        { name: "../evil.txt", data: evil },
        manifestEntry({ format: FORMAT, files: [listed("../evil.txt", evil)] }),
      ],
      "artifact/invalid",
    ],
    [
      ".bashrc",
      [
        { name: ".bashrc", data: evil },
        manifestEntry({ format: FORMAT, files: [listed(".bashrc", evil)] }),
      ],
      "artifact/invalid",
    ],
    [
      "a 300-character name",
      [
        { name: `${"a".repeat(300)}.txt`, data: evil },
        manifestEntry({ format: FORMAT, files: [listed(`${"a".repeat(300)}.txt`, evil)] }),
      ],
      "artifact/invalid",
    ],
    ['{"files": null}', [manifestEntry({ format: FORMAT, files: null })], "artifact/invalid"],
    ["a null manifest", [manifestEntry(null)], "artifact/invalid"],
    [
      "a manifest that is not JSON",
      [{ name: "envfactory-archive.json", data: evil }],
      "artifact/invalid",
    ],
    ["no manifest", [{ name: "tasks.jsonl", data: evil }], "artifact/invalid"],
    [
      "a file/folder clash (a and a/b)",
      [
        { name: "a", data: evil },
        { name: "a/b", data: evil },
        manifestEntry({ format: FORMAT, files: [listed("a", evil), listed("a/b", evil)] }),
      ],
      "artifact/invalid",
    ],
    [
      "the same file listed twice (case-folded)",
      [
        { name: "T.jsonl", data: evil },
        { name: "t.jsonl", data: evil },
        manifestEntry({
          format: FORMAT,
          files: [listed("T.jsonl", evil), listed("t.jsonl", evil)],
        }),
      ],
      "artifact/invalid",
    ],
    [
      "a listed entry that is missing",
      [manifestEntry({ format: FORMAT, files: [listed("tasks.jsonl", evil)] })],
      "artifact/invalid",
    ],
    [
      "a hash that does not match",
      [
        { name: "tasks.jsonl", data: evil },
        manifestEntry({
          format: FORMAT,
          files: [{ path: "tasks.jsonl", bytes: evil.length, sha256: "0".repeat(64) }],
        }),
      ],
      "artifact/id-mismatch",
    ],
    ["not a zip", [], "artifact/invalid"],
  ])("%s: refused, nothing written", async (_name, entries, code) => {
    const r = entries.length
      ? await importZip(entries)
      : await (async () => {
          const out = join(tmp, "notzip-out");
          return {
            ...(await cli(["import", join(import.meta.dirname, "helpers.ts"), "--out", out])),
            out,
          };
        })();
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(code);
    expect(r.stderr).not.toMatch(/\n\s+at /); // a located error, no stack trace
    expect(existsSync(r.out)).toBe(false);
    expect(existsSync(join(tmp, "evil.txt"))).toBe(false);
  });

  it("unlisted entries are ignored, never written", async () => {
    const empty = new Uint8Array();
    const { readFileSync } = await import("node:fs");
    const notes = new Uint8Array(
      readFileSync(join(import.meta.dirname, "../../public/examples/notes.envbundle.json")),
    );
    const r = await importZip([
      { name: "envs/notes.envbundle.json", data: notes },
      { name: "tasks.jsonl", data: empty },
      { name: "trajectories.jsonl", data: empty },
      { name: ".bashrc", data: evil },
      { name: "../evil.txt", data: evil },
      manifestEntry({
        format: FORMAT,
        files: [
          listed("envs/notes.envbundle.json", notes),
          listed("tasks.jsonl", empty),
          listed("trajectories.jsonl", empty),
        ],
      }),
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(tree(r.out)).toEqual([
      ".envfactory-out.json",
      "envs/notes.envbundle.json",
      "tasks.jsonl",
      "trajectories.jsonl",
    ]);
    expect(existsSync(join(tmp, "evil.txt"))).toBe(false);
  });

  it("a planted symlink in --out is never written through", async () => {
    const outside = join(tmp, "outside");
    mkdirSync(outside);
    const out = join(tmp, "planted");
    mkdirSync(out);
    symlinkSync(outside, join(out, "envs"));
    const { readFileSync } = await import("node:fs");
    const notes = new Uint8Array(
      readFileSync(join(import.meta.dirname, "../../public/examples/notes.envbundle.json")),
    );
    const empty = new Uint8Array();
    const zip = join(tmp, "planted.zip");
    writeZip(zip, [
      { name: "envs/notes.envbundle.json", data: notes },
      { name: "tasks.jsonl", data: empty },
      { name: "trajectories.jsonl", data: empty },
      manifestEntry({
        format: FORMAT,
        files: [
          listed("envs/notes.envbundle.json", notes),
          listed("tasks.jsonl", empty),
          listed("trajectories.jsonl", empty),
        ],
      }),
    ]);
    const refused = await cli(["import", zip, "--out", out]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("io/not-owned");
    const forced = await cli(["import", zip, "--out", out, "--force"]);
    expect(forced.code).toBe(1);
    expect(forced.stderr).toContain("io/unsafe-path");
    expect(readdirSync(outside)).toEqual([]);
  });

  it("the core reader reports the same codes without the CLI", async () => {
    const r = await unpackRunArchive(new Uint8Array([80, 75, 5, 6]));
    expect(!r.ok && r.error.code).toBe("artifact/invalid");
  });
});
