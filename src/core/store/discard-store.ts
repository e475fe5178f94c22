import type { ArtifactStore } from "./artifact-store.js";
import { checkKey } from "./store-keys.js";

/**
 * An ArtifactStore that keeps nothing: for a one-shot command that never resumes (`build` without
 * a run folder). Keys are checked as every store checks them and values dropped unparsed, so the
 * pipeline computes every stage and the process holds no second copy of each artifact as a JSON
 * string — a memory store kept every source, ingested document, built and verified bundle of a
 * build (and parsed each again to check it).
 */
export function createDiscardStore(): ArtifactStore {
  const fail = (bad: Error | undefined) => {
    if (bad) throw bad;
  };
  return {
    async put(kind, id, json) {
      fail(checkKey(kind, id));
      if (typeof json !== "string")
        throw new Error(`store/failed: value of ${kind}/${id} is not a string`);
    },
    async get(kind, id) {
      fail(checkKey(kind, id));
      return undefined;
    },
    async has(kind, id) {
      fail(checkKey(kind, id));
      return false;
    },
    async list(kind) {
      fail(checkKey(kind, "x"));
      return [];
    },
    async delete(kind, id) {
      fail(checkKey(kind, id));
    },
  };
}
