import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ISOLATED } from "../../vitest.config.js";

const ROOT = join(import.meta.dirname, "../..");

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return testFiles(path);
    return e.name.endsWith(".test.ts") ? [relative(ROOT, path)] : [];
  });
}

/** `test/e2e/**\/*.test.ts` matches below test/e2e; any other entry is one file. */
function isolated(file: string): boolean {
  return ISOLATED.some((g) =>
    g.endsWith("/**/*.test.ts") ? file.startsWith(g.slice(0, -"**/*.test.ts".length)) : file === g,
  );
}

describe("test isolation", () => {
  it("every file that replaces modules or globals runs in the isolated project", () => {
    // The shared project imports modules once per worker, so a mock there would leak into the
    // files that run after it in the same worker.
    const replacing = testFiles(join(ROOT, "test")).filter((f) =>
      /\bvi\.(mock|doMock|resetModules|stubGlobal|stubEnv)\(/.test(
        readFileSync(join(ROOT, f), "utf8"),
      ),
    );
    expect(replacing.length).toBeGreaterThan(0);
    expect(replacing.filter((f) => !isolated(f))).toEqual([]);
  });
});
