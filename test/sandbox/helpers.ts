import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  type EnvBundle,
  type EnvBundleContent,
  loadBundle,
  sealBundle,
  type ToolSpec,
} from "../../src/core/schema/index.js";

export const NOTES_PATH = join(import.meta.dirname, "../../public/examples/notes.envbundle.json");

/** The hand-written example bundle, validated. */
export async function notesBundle(): Promise<EnvBundle> {
  const r = await loadBundle(JSON.parse(readFileSync(NOTES_PATH, "utf8")), NOTES_PATH);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const anyArgs = { type: "object" };

/** A bundle from handler source: every listed tool takes any object unless a spec is given. */
export function makeBundle(
  code: string,
  tools: (string | ToolSpec)[],
  extra: Partial<EnvBundleContent> = {},
): Promise<EnvBundle> {
  return sealBundle({
    format: "envfactory.bundle/v1",
    name: "test-env",
    description: "test bundle",
    domain: "test",
    tools: tools.map((t) =>
      typeof t === "string" ? { name: t, description: t, inputSchema: anyArgs } : t,
    ),
    stateSchema: { type: "object" },
    initialState: {},
    code,
    seed: 7,
    clock: { start: "2025-03-01T12:00:00.000Z", stepMs: 1000 },
    ...extra,
  });
}

/**
 * A bundle with a `bad` tool whose body is `body` (it first scribbles on the state, to prove
 * rollback) and an `ok` tool that counts calls in the state.
 */
export function hostileBundle(body: string, prelude = ""): Promise<EnvBundle> {
  const code = `${prelude}
export default {
  ok(state) { state.count = (state.count ?? 0) + 1; return { count: state.count }; },
  ${body.startsWith("async") ? "async " : ""}bad(state, args, env) { state.count = 999; state.scribble = true; ${body.replace(/^async/, "")} },
};`;
  return makeBundle(code, ["ok", "bad"]);
}
