import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OWNERSHIP_MARKER, openOwnedFolder, relPathProblem } from "../../src/cli/owned-folder.js";
import { sealBundle } from "../../src/core/schema/index.js";
import { startOpenAiTestDouble } from "../llm/openai-test-double.js";
import { notesBundle } from "../sandbox/helpers.js";
import { cli, isSymlink, tree } from "./helpers.js";

const tmp = mkdtempSync(join(tmpdir(), "ef-hostile-out-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const DOC = "public/examples/helpdesk.openai-tools.json";
const runArgs = (out: string, ...more: string[]) => [
  "run",
  DOC,
  "--out",
  out,
  "--count",
  "2",
  "--quiet",
  ...more,
];
const marker = (dir: string) =>
  JSON.parse(readFileSync(join(dir, OWNERSHIP_MARKER), "utf8")) as { files: string[] };

describe("run: output folders are owned; foreign files survive", () => {
  const out = join(tmp, "mine");

  it("refuses a non-empty folder it did not make, touching nothing", async () => {
    const dir = join(tmp, "foreign");
    mkdirSync(dir);
    writeFileSync(join(dir, "keep.txt"), "mine");
    const r = await cli(runArgs(dir));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("io/not-owned");
    expect(tree(dir)).toEqual(["keep.txt"]);
  });

  it("--force writes beside foreign files (envs/keep.txt, exports/keep.txt) and never deletes them", {
    timeout: 180_000,
  }, async () => {
    mkdirSync(join(out, "envs"), { recursive: true });
    mkdirSync(join(out, "exports"));
    writeFileSync(join(out, "envs/keep.txt"), "keep envs");
    writeFileSync(join(out, "exports/keep.txt"), "keep exports");
    const r = await cli(runArgs(out, "--force"));
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(join(out, "envs/keep.txt"), "utf8")).toBe("keep envs");
    expect(readFileSync(join(out, "exports/keep.txt"), "utf8")).toBe("keep exports");
    const listed = marker(out).files;
    expect(listed).toContain("REPORT.md");
    expect(listed).toContain("run.zip");
    expect(listed).not.toContain("envs/keep.txt");
  });

  it("a second run reuses the folder: replaces its own files, removes its own stale bundle, keeps the rest", {
    timeout: 180_000,
  }, async () => {
    // An older bundle of ours (listed), and a user's file added since.
    const m = JSON.parse(readFileSync(join(out, OWNERSHIP_MARKER), "utf8"));
    m.files.push("envs/old.envbundle.json");
    writeFileSync(join(out, OWNERSHIP_MARKER), JSON.stringify(m));
    writeFileSync(join(out, "envs/old.envbundle.json"), "{}");
    writeFileSync(join(out, "notes-by-me.md"), "hands off");
    // A listed file replaced by a symlink to something outside: replaced, never written through.
    const victim = join(tmp, "victim.txt");
    writeFileSync(victim, "outside");
    rmSync(join(out, "graph.json"));
    symlinkSync(victim, join(out, "graph.json"));
    const r = await cli(runArgs(out));
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(join(out, "envs/old.envbundle.json"))).toBe(false);
    expect(readFileSync(join(out, "envs/keep.txt"), "utf8")).toBe("keep envs");
    expect(readFileSync(join(out, "notes-by-me.md"), "utf8")).toBe("hands off");
    expect(readFileSync(victim, "utf8")).toBe("outside");
    expect(isSymlink(join(out, "graph.json"))).toBe(false);
  });

  it("refuses to write through a symlinked folder (envs → outside) and leaves the outside alone", {
    timeout: 180_000,
  }, async () => {
    const outside = join(tmp, "outside-envs");
    mkdirSync(outside);
    rmSync(join(out, "envs"), { recursive: true });
    symlinkSync(outside, join(out, "envs"));
    const r = await cli(runArgs(out));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("io/unsafe-path");
    expect(readdirSync(outside)).toEqual([]);
  });

  it("--force never overwrites a foreign file that sits where an output goes", async () => {
    const dir = join(tmp, "foreign-report");
    mkdirSync(dir);
    writeFileSync(join(dir, "REPORT.md"), "my report");
    const folder = await openOwnedFolder(dir, { force: true });
    if (!folder.ok) throw new Error(folder.error.message);
    const w = await folder.value.write({ "REPORT.md": "ours", "tasks.jsonl": "" });
    expect(!w.ok && w.error.code).toBe("io/unsafe-path");
    expect(readFileSync(join(dir, "REPORT.md"), "utf8")).toBe("my report");
    expect(existsSync(join(dir, "tasks.jsonl"))).toBe(false); // a refused batch writes nothing
  });
});

describe("folders nested in owned folders", () => {
  it("build --out D/envs, then run --out D, then build --out D/envs again: one owner, no refusal", async () => {
    const d = join(tmp, "nested");
    const envs = await openOwnedFolder(join(d, "envs"));
    if (!envs.ok) throw new Error(envs.error.message);
    expect((await envs.value.write({ "a.envbundle.json": "1" })).ok).toBe(true);
    const outer = await openOwnedFolder(d);
    if (!outer.ok) throw new Error(outer.error.message);
    expect((await outer.value.write({ "envs/a.envbundle.json": "2", "REPORT.md": "r" })).ok).toBe(
      true,
    );
    expect(existsSync(join(d, "envs", OWNERSHIP_MARKER))).toBe(false);
    const again = await openOwnedFolder(join(d, "envs"));
    if (!again.ok) throw new Error(again.error.message);
    expect((await again.value.write({ "a.envbundle.json": "3" })).ok).toBe(true);
    expect(readFileSync(join(d, "envs/a.envbundle.json"), "utf8")).toBe("3");
    expect(marker(d).files).toEqual(["REPORT.md", "envs/a.envbundle.json"]);
  });
});

describe("names from documents never become paths outside the folder", () => {
  it.each([
    ["../x", "'..' segment"],
    ["..\\..\\evil.txt", "backslash in path"],
    ["/etc/passwd", "absolute path"],
    ["C:/x", "absolute path"],
    ["a//b", "'' segment"],
    ["a\u0000b", "NUL in path"],
    [`${"n".repeat(300)}.json`, "a name longer than 255 bytes"],
    [OWNERSHIP_MARKER, "the ownership marker itself"],
  ])("relPathProblem(%j) → %s", (rel, why) => {
    expect(relPathProblem(rel)).toBe(why);
  });

  it("synth: a bundle named ../../../../tmp/x or ..\\..\\evil writes inside --out (a missing folder is made)", {
    timeout: 120_000,
  }, async () => {
    const base = await notesBundle();
    const dir = join(tmp, "synth-case");
    mkdirSync(dir);
    const names = ["../../../../escape/x", "..\\..\\evil", "получить_заметку", "x".repeat(300)];
    const files: string[] = [];
    for (const [i, name] of names.entries()) {
      const { id: _id, ...content } = base;
      const b = await sealBundle({ ...content, name });
      const f = join(dir, `b${i}.json`);
      writeFileSync(f, JSON.stringify(b));
      files.push(f);
    }
    const out = join(dir, "deep/new/out");
    const r = await cli(["synth", ...files, "--count", "2", "--out", out], dir);
    expect(r.stderr).toBe("");
    expect([0, 1]).toContain(r.code); // kept tasks depend on the bundle; writing must not
    const written = tree(out).filter((p) => p.startsWith("bundles/"));
    expect(written).toHaveLength(4);
    for (const p of written)
      expect(p).toMatch(/^bundles\/[A-Za-z0-9_]{1,64}\.[0-9a-f]{8}\.envbundle\.json$/);
    expect(written.some((p) => p.includes("poluchit_zametku"))).toBe(true);
    expect(existsSync(join(dir, "..", "escape"))).toBe(false);
    expect(existsSync(join(tmp, "..", "escape"))).toBe(false);
    expect(tree(dir).filter((p) => !p.startsWith("deep/") && !/^b\d\.json$/.test(p))).toEqual([]);
  });
});

describe("eval and export zip: the same ownership rules", () => {
  const run = join(tmp, "eval-run");
  let policy: Awaited<ReturnType<typeof startOpenAiTestDouble>>;
  beforeAll(async () => {
    const r = await cli(runArgs(run));
    expect(r.code, r.stderr).toBe(0);
    // TEST DOUBLE: an OpenAI-compatible server that always answers "Done." (not a model).
    policy = await startOpenAiTestDouble([{ content: "Done." }]);
  }, 120_000);
  afterAll(() => policy?.close());
  const evalArgs = (out: string, ...more: string[]) => [
    "eval",
    run,
    "--out",
    out,
    "--split",
    "all",
    "--llm-base-url",
    policy.baseUrl,
    "--llm-model",
    "double",
    ...more,
  ];

  it("eval refuses a non-empty folder it did not make, before asking the model anything", async () => {
    const dir = join(tmp, "eval-foreign");
    mkdirSync(dir);
    writeFileSync(join(dir, "EVAL.md"), "my notes");
    const asked = policy.requests.length;
    const r = await cli(evalArgs(dir));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("io/not-owned");
    expect(tree(dir)).toEqual(["EVAL.md"]);
    expect(policy.requests.length).toBe(asked);
  });

  it("eval --force never overwrites a file it did not write (rollouts.jsonl, EVAL.md)", {
    timeout: 120_000,
  }, async () => {
    const dir = join(tmp, "eval-force");
    mkdirSync(dir);
    writeFileSync(join(dir, "rollouts.jsonl"), "mine\n");
    const asked = policy.requests.length;
    const r = await cli(evalArgs(dir, "--force"));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("io/unsafe-path");
    expect(readFileSync(join(dir, "rollouts.jsonl"), "utf8")).toBe("mine\n");
    // Refused before the model was asked and before the config was written.
    expect(policy.requests.length).toBe(asked);
    expect(existsSync(join(dir, "eval-config.json"))).toBe(false);

    // A foreign EVAL.md is left alone too; the rollouts stay for a rerun once it is moved away.
    const other = join(tmp, "eval-force-md");
    mkdirSync(other);
    writeFileSync(join(other, "EVAL.md"), "my notes");
    const r2 = await cli(evalArgs(other, "--force"));
    expect(r2.code).toBe(1);
    expect(r2.stderr).toContain("io/unsafe-path");
    expect(readFileSync(join(other, "EVAL.md"), "utf8")).toBe("my notes");
    expect(readFileSync(join(other, "rollouts.jsonl"), "utf8")).not.toBe("");
  });

  it("eval writes an owned folder, lists its files, and a rerun replaces only its own", {
    timeout: 120_000,
  }, async () => {
    const dir = join(tmp, "eval-mine");
    const first = await cli(evalArgs(dir));
    expect(first.code, first.stderr).toBe(0);
    const listed = marker(dir).files;
    for (const f of ["eval-config.json", "rollouts.jsonl", "eval.json", "EVAL.md"])
      expect(listed).toContain(f);
    writeFileSync(join(dir, "keep.txt"), "mine");
    const again = await cli(evalArgs(dir));
    expect(again.code, again.stderr).toBe(0);
    expect(readFileSync(join(dir, "keep.txt"), "utf8")).toBe("mine");
  });

  it("export --format zip never replaces a file it did not write", async () => {
    const dir = join(tmp, "zip-foreign");
    mkdirSync(dir);
    writeFileSync(join(dir, "run.zip"), "not a zip");
    const r = await cli(["export", run, "--format", "zip", "--out", join(dir, "run.zip")]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("io/unsafe-path");
    expect(readFileSync(join(dir, "run.zip"), "utf8")).toBe("not a zip");
    // Into the run folder (owned) it is written, listed, and a second export replaces it.
    for (let i = 0; i < 2; i++) {
      const ok = await cli(["export", run, "--format", "zip"]);
      expect(ok.code, ok.stderr).toBe(0);
    }
    expect(marker(run).files).toContain("run.zip");
  });
});
