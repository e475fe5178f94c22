import { ok } from "../../../src/core/errors.js";
import { contentId, type EnvBundle } from "../../../src/core/schema/index.js";
import type { EnvRunner, EnvSession } from "../../../src/core/synth/env-runner.js";

class ToolFailure {
  constructor(
    readonly code: string,
    readonly message: string,
  ) {}
}

/**
 * TEST DOUBLE of the QuickJS sandbox: runs a bundle's handlers as plain JS in this process, with
 * the same env contract (virtual clock advanced only by state-changing calls, seeded ids, atomic
 * calls). Used only until/besides the real sandbox; never for untrusted code.
 */
export function createPlainJsRunnerTestDouble(): EnvRunner {
  return {
    async open(bundle: EnvBundle, options) {
      const body = bundle.code.replace("export default", "return");
      const handlers = new Function(body)() as Record<
        string,
        (s: unknown, a: unknown, e: unknown) => unknown
      >;
      let state = structuredClone(options.initialState ?? bundle.initialState) as Record<
        string,
        unknown
      >;
      const start = Date.parse(bundle.clock.start);
      const session: EnvSession = {
        async call(tool, args) {
          const handler = handlers[tool];
          if (!handler)
            return { ok: false, error: { code: "UnknownTool", message: `no tool ${tool}` } };
          const before = structuredClone(state);
          const meta = (state.__env ?? { calls: 0, ids: 0 }) as { calls: number; ids: number };
          const env = {
            now: () => start + meta.calls * bundle.clock.stepMs,
            random: () => 0.5,
            id: (prefix: string) => `${prefix}_${++meta.ids}`,
            fail: (code: string, message: string) => {
              throw new ToolFailure(code, message);
            },
          };
          try {
            const result = structuredClone(handler(state, structuredClone(args), env));
            if (
              (await contentId({ ...state, __env: undefined })) !==
              (await contentId({ ...before, __env: undefined }))
            ) {
              meta.calls += 1;
              state.__env = meta;
            }
            return { ok: true, result };
          } catch (e) {
            state = before;
            if (e instanceof ToolFailure)
              return { ok: false, error: { code: e.code, message: e.message } };
            return { ok: false, fault: { kind: "exception", message: String(e) } };
          }
        },
        async stateHash() {
          return contentId(state);
        },
        dispose() {},
      };
      return ok(session);
    },
  };
}
