import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const out = mkdtempSync(join(tmpdir(), "envfactory-cli-build-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Every .js file the CLI build wrote, path → text. */
function builtFiles(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith(".js")) files[p] = readFileSync(p, "utf8");
    }
  };
  walk(dir);
  return files;
}

describe("the built CLI", () => {
  it("carries faker's English locale only, not the package entry that loads all 77 locales into every thread", () => {
    execFileSync(process.execPath, ["scripts/build-cli.mjs"], {
      cwd: ROOT,
      env: { ...process.env, ENVFACTORY_CLI_OUT: out },
      stdio: "pipe",
    });
    const files = builtFiles(out);
    const code = Object.values(files).join("\n");
    expect(Object.keys(files).some((f) => f.endsWith("stage-worker.js"))).toBe(true);
    // No chunk imports the package (its entry imports every locale at run time).
    expect(code).not.toMatch(/from\s*["']@faker-js\/faker["']/);
    expect(code).not.toMatch(/import\(\s*["']@faker-js\/faker["']\s*\)/);
    // The English data the generators read is there once; French and German data are not.
    expect(code).toContain("Aegean Airlines");
    expect(code).not.toContain("Ours blanc");
    expect(code).not.toContain("Eichhörnchen");
  }, 120_000);
});
