import { ok } from "../errors.js";
import { createEnvInstance, type Sandbox } from "../sandbox/index.js";
import type { EnvRunner } from "./env-runner.js";

/** A Sandbox (worker pool or in-process) as the EnvRunner that TaskEnvs and score() take. */
export function runnerOf(sandbox: Pick<Sandbox, "createInstance">): EnvRunner {
  return {
    async open(bundle, options) {
      const created = await sandbox.createInstance(bundle, {
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
}

/** The QuickJS sandbox in this thread as an EnvRunner: one fresh instance per open. */
export const sandboxRunner: EnvRunner = runnerOf({ createInstance: createEnvInstance });
