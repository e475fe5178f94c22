import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const CORE = join(import.meta.dirname, "../../src/core");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|js|mjs)$/.test(name) ? [path] : [];
  });
}

// Imports that tie code to one runtime; core must run in browsers, workers and Node alike.
const FORBIDDEN_IMPORT =
  /(?:from\s+|import\s*\(\s*|require\s*\(\s*)["'](node:[^"']*|fs|path|os|child_process|worker_threads|idb|@mlc-ai\/web-llm|fake-indexeddb)["']/;
const DOM_GLOBAL =
  /\b(?:window|document|localStorage|sessionStorage|indexedDB|navigator|HTMLElement|customElements)\b\s*[.([]/;

describe("src/core is runtime-neutral", () => {
  const files = sourceFiles(CORE);

  it("has source files to check", () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it("imports no node:*, idb, WebLLM or other runtime-bound modules", () => {
    const offenders = files.filter((f) => FORBIDDEN_IMPORT.test(readFileSync(f, "utf8")));
    expect(offenders.map((f) => relative(CORE, f))).toEqual([]);
  });

  it("uses no DOM globals", () => {
    const offenders = files.filter((f) => {
      const code = readFileSync(f, "utf8")
        .replace(/\/\/.*$/gm, "")
        .replace(/\/\*[\s\S]*?\*\//g, "");
      return DOM_GLOBAL.test(code);
    });
    expect(offenders.map((f) => relative(CORE, f))).toEqual([]);
  });

  it("the checks catch a violation", () => {
    expect(FORBIDDEN_IMPORT.test('import { readFile } from "node:fs";')).toBe(true);
    expect(FORBIDDEN_IMPORT.test('const m = await import("@mlc-ai/web-llm");')).toBe(true);
    expect(DOM_GLOBAL.test("document.createElement('div')")).toBe(true);
    expect(DOM_GLOBAL.test("const windowSize = 3;")).toBe(false);
  });
});
