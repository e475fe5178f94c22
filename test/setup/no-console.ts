import { afterEach, beforeEach, expect } from "vitest";

// Stray console output hides real problems in a long run, so any of it fails the test that made it.
const methods = ["log", "info", "warn", "error", "debug"] as const;
let captured: string[] = [];
const originals = new Map<string, (...args: unknown[]) => void>();

beforeEach(() => {
  captured = [];
  for (const m of methods) {
    originals.set(m, console[m]);
    console[m] = (...args: unknown[]) => {
      captured.push(`console.${m}: ${args.map(String).join(" ")}`);
    };
  }
});

afterEach(() => {
  for (const m of methods) console[m] = originals.get(m) as (typeof console)[typeof m];
  expect(captured, "test wrote to the console").toEqual([]);
});
