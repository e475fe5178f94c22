import { execFile } from "node:child_process";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import type { CliIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { EnvBundle, sealBundle, VerifyReport } from "../../src/core/schema/index.js";
import { crashingGet, notesBundle } from "../fixtures/verify/notes-bundle.js";

const root = resolve(import.meta.dirname, "..", "..");
// The shared fixture corpus, as copied into the repo (a clone must not need ../shared).
const fixtures = [
  "clinic.envfactory-metadata.json",
  "helpdesk.openai-tools.json",
  "library-loans.md",
  "shop.openapi.yaml",
  "smart-home.mcp.json",
].map((f) => resolve(root, "test", "fixtures", "ingest", f));

function bufferIo(cwd: string): CliIo & { out: string; err: string } {
  const io = {
    out: "",
    err: "",
    stdout: (t: string) => {
      io.out += t;
    },
    stderr: (t: string) => {
      io.err += t;
    },
    isTty: false,
    env: {},
    cwd,
  };
  return io;
}

describe("envfactory build", () => {
  it("builds and verifies every structured fixture end to end through the real CLI", async () => {
    const out = await mkdtemp(join(tmpdir(), "ef-build-"));
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [
        "--import",
        "tsx",
        "src/cli/main.ts",
        "build",
        ...fixtures,
        "--out",
        out,
        "--json",
        "--seed",
        "3",
      ],
      { cwd: root, maxBuffer: 16 << 20 },
    );
    const doc = JSON.parse(stdout) as {
      envs: {
        name: string;
        bundle: string;
        ingested: number;
        kept: number;
        verified: number;
        errors: string[];
      }[];
      totals: { ingested: number; kept: number; verified: number };
      failures: { file: string; error: string }[];
    };
    expect(doc.envs.map((e) => e.name).sort()).toEqual([
      "clinic-scheduling",
      "helpdesk",
      "shoe-shop",
      "smart-home",
    ]);
    for (const env of doc.envs) {
      expect(env.errors, env.name).toEqual([]);
      expect(env.verified).toBe(env.ingested);
      const bundle = EnvBundle.parse(JSON.parse(await readFile(resolve(root, env.bundle), "utf8")));
      const report = VerifyReport.parse(
        JSON.parse(
          await readFile(
            resolve(root, env.bundle.replace(/\.envbundle\.json$/, ".verify.json")),
            "utf8",
          ),
        ),
      );
      expect(bundle.id).toBe(report.bundleId);
      expect(bundle.tools).toHaveLength(env.kept);
      expect(report.passed).toBe(true);
    }
    expect(doc.totals.verified).toBe(doc.totals.ingested);
    // The prose file needs a model: reported, not fatal.
    expect(doc.failures.map((f) => f.file)).toEqual([expect.stringMatching(/library-loans\.md$/)]);
    expect(doc.failures[0]?.error).toMatch(/^ingest\/needs-model/);
    expect(stderr).toMatch(/building shoe-shop/);
  });

  it("prints a summary table and exits non-zero when nothing could be built", async () => {
    const dir = await mkdtemp(join(tmpdir(), "ef-bad-"));
    await writeFile(join(dir, "broken.json"), "{ not json");
    const io = bufferIo(dir);
    const code = await main(["build", "broken.json", "--out", "envs"], io);
    expect(code).toBe(1);
    expect(io.out).toMatch(/^environment +ingested +kept +verified/);
    expect(io.out).toMatch(/failed broken\.json: ingest\/parse-failed/);
  });

  it("rejects bad usage", async () => {
    const io = bufferIo(root);
    expect(await main(["build"], io)).toBe(2);
    expect(await main(["build", "x.json", "--seed", "abc"], io)).toBe(2);
  });
});

describe("envfactory verify", () => {
  it("prints the human-readable report, or the JSON report with --json", async () => {
    const dir = await mkdtemp(join(tmpdir(), "ef-verify-"));
    const bundle = await sealBundle(notesBundle(crashingGet));
    await writeFile(join(dir, "notes.envbundle.json"), JSON.stringify(bundle));
    const text = bufferIo(dir);
    expect(await main(["verify", "notes.envbundle.json", "--out", "verified.json"], text)).toBe(0);
    expect(text.out).toMatch(/✗ get_note +dropped: call: fault exception/);
    expect(text.out).toMatch(/5\/6 tools verified/);
    const written = EnvBundle.parse(JSON.parse(await readFile(join(dir, "verified.json"), "utf8")));
    expect(written.tools.map((t) => t.name)).not.toContain("get_note");

    const json = bufferIo(dir);
    expect(await main(["verify", "notes.envbundle.json", "--json"], json)).toBe(0);
    const report = VerifyReport.parse(JSON.parse(json.out));
    expect(report.summary).toEqual({ ingested: 6, kept: 5, verified: 5 });
    expect(report.bundleId).toBe(written.id);
  });

  it("exits non-zero when the bundle cannot be loaded", async () => {
    const dir = await mkdtemp(join(tmpdir(), "ef-verify-bad-"));
    await writeFile(join(dir, "bad.json"), JSON.stringify({ format: "nope" }));
    const io = bufferIo(dir);
    expect(await main(["verify", "bad.json"], io)).toBe(1);
    expect(io.err).toMatch(/artifact\/invalid/);
    expect(await main(["verify", "missing.json"], io)).toBe(1);
  });
});
