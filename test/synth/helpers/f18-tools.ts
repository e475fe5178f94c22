import { readFileSync } from "node:fs";
import type { ToolSpec } from "../../../src/core/schema/index.js";

/** Tools copied from the fresh18 specs (test/fixtures/tool-nouns-f18.json), by name. */
export const f18Tools = (
  JSON.parse(readFileSync("test/fixtures/tool-nouns-f18.json", "utf8")) as { tools: ToolSpec[] }
).tools;

/** One fixture tool, or a thrown error naming the missing one. */
export function f18Tool(name: string): ToolSpec {
  const t = f18Tools.find((x) => x.name === name);
  if (!t) throw new Error(`no fixture tool ${name}`);
  return t;
}
