import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { codeIdentity } from "../../src/adapters/node/generator-build.js";
import { main } from "../../src/cli/main.js";

// The CLI's build identity, replaced per test run to stand for an upgraded envfactory.
const fakeBuild = vi.hoisted(() => ({ value: undefined as string | undefined }));
vi.mock("../../src/adapters/node/generator-build.js", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../src/adapters/node/generator-build.js")>();
  return {
    ...real,
    generatorBuild: () =>
      fakeBuild.value ? Promise.resolve(fakeBuild.value) : real.generatorBuild(),
  };
});

const ROOT = join(import.meta.dirname, "../..");
const tmp = mkdtempSync(join(tmpdir(), "envfactory-build-id-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("codeIdentity", () => {
  it("changes with any code file or pinned dependency, and with nothing else", async () => {
    const root = join(tmp, "pkg");
    mkdirSync(join(root, "src/core/sub"), { recursive: true });
    const pkg = (dep: string) =>
      writeFileSync(
        join(root, "package.json"),
        JSON.stringify({ version: "1.2.3", dependencies: { faker: dep } }),
      );
    pkg("1.0.0");
    writeFileSync(join(root, "src/core/a.ts"), "export const a = 1;\n");
    writeFileSync(join(root, "src/core/sub/words.json"), '["a"]');
    writeFileSync(join(root, "src/core/a.ts.map"), "{}");
    const first = await codeIdentity(root, "src/core");
    expect(first).toMatch(/^1\.2\.3\+[0-9a-f]{16}$/);
    expect(await codeIdentity(root, "src/core")).toBe(first);

    writeFileSync(join(root, "src/core/a.ts.map"), '{"changed":true}');
    expect(await codeIdentity(root, "src/core")).toBe(first);
    writeFileSync(join(root, "src/core/sub/words.json"), '["b"]');
    const data = await codeIdentity(root, "src/core");
    expect(data).not.toBe(first);
    writeFileSync(join(root, "src/core/sub/words.json"), '["a"]');
    expect(await codeIdentity(root, "src/core")).toBe(first);
    writeFileSync(join(root, "src/core/a.ts"), "export const a = 2;\n");
    expect(await codeIdentity(root, "src/core")).not.toBe(first);
    writeFileSync(join(root, "src/core/a.ts"), "export const a = 1;\n");
    pkg("1.0.1");
    expect(await codeIdentity(root, "src/core")).not.toBe(first);
  });

  it("run from source, the generator's build is its core sources'", async () => {
    const real = await vi.importActual<typeof import("../../src/adapters/node/generator-build.js")>(
      "../../src/adapters/node/generator-build.js",
    );
    expect(await real.generatorBuild()).toBe(await codeIdentity(ROOT, "src/core"));
  });
});

/** Every file under dir but the store, with its bytes. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name === ".store") continue;
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out[relative(dir, p)] = readFileSync(p).toString("base64");
    }
  };
  walk(dir);
  return out;
}

async function run(out: string, build: string) {
  fakeBuild.value = build;
  let stdout = "";
  let stderr = "";
  const io = {
    stdout: (t: string) => {
      stdout += t;
    },
    stderr: (t: string) => {
      stderr += t;
    },
    isTty: false,
    env: {},
    cwd: ROOT,
  };
  const argv = ["run", "public/examples", "--out", out, "--count", "3", "--jobs", "1", "--json"];
  const code = await main(argv, io);
  expect(code, stderr).toBe(0);
  const stages = (JSON.parse(stdout) as { stages: { stage: string; status: string }[] }).stages;
  return { stderr, statuses: stages.filter((s) => s.stage !== "export").map((s) => s.status) };
}

describe("envfactory run --out into a store of another build", () => {
  it("resumes with the same build, redoes every stage after an upgrade and says so in one line", {
    timeout: 600_000,
  }, async () => {
    const out = join(tmp, "out");
    const a = await run(out, "0.1.0+aaaaaaaaaaaaaaaa");
    expect(a.statuses).toEqual(Array(5).fill("ran"));
    const files = snapshot(out);

    const same = await run(out, "0.1.0+aaaaaaaaaaaaaaaa");
    expect(same.statuses).toEqual(Array(5).fill("resumed"));
    expect(same.stderr).toBe("");

    const upgraded = await run(out, "0.1.0+bbbbbbbbbbbbbbbb");
    expect(upgraded.statuses).toEqual(Array(5).fill("ran"));
    const lines = upgraded.stderr.split("\n").filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("build 0.1.0+aaaaaaaaaaaaaaaa");
    expect(lines[0]).toContain("0.1.0+bbbbbbbbbbbbbbbb");
    // Same code under both names: the same bytes, and the first build's records are still there.
    expect(snapshot(out)).toEqual(files);
    const back = await run(out, "0.1.0+aaaaaaaaaaaaaaaa");
    expect(back.statuses).toEqual(Array(5).fill("resumed"));
  });
});
