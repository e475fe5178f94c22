import { ok } from "../errors.js";
import { createEnvInstance } from "../sandbox/index.js";
import type { EnvRunner } from "./env-runner.js";

/** The QuickJS sandbox as an EnvRunner: one fresh instance per open. */
export const sandboxRunner: EnvRunner = {
  async open(bundle, options) {
    const created = await createEnvInstance(bundle, {
      ...(options.episodeSeed !== undefined ? { episodeSeed: options.episodeSeed } : {}),
      ...(options.initialState !== undefined ? { initialState: options.initialState } : {}),
    });
    if (!created.ok) return created;
    const inst = created.value;
    return ok({
      call: (tool, args) => inst.call(tool, args),
      stateHash: () => inst.stateHash(),
      dispose: () => inst.dispose(),
    });
  },
};
