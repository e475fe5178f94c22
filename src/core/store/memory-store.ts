import type { ArtifactKind, ArtifactStore } from "./artifact-store.js";
import { checkKey, checkPut } from "./store-keys.js";

/** An ArtifactStore held in memory: for tests, and for runs that need no persistence. */
export function createMemoryStore(): ArtifactStore {
  const kinds = new Map<ArtifactKind, Map<string, string>>();
  const of = (kind: ArtifactKind) => {
    let m = kinds.get(kind);
    if (!m) {
      m = new Map();
      kinds.set(kind, m);
    }
    return m;
  };
  return {
    async put(kind, id, json) {
      const bad = checkPut(kind, id, json);
      if (bad) throw bad;
      of(kind).set(id, json);
    },
    async get(kind, id) {
      const bad = checkKey(kind, id);
      if (bad) throw bad;
      return kinds.get(kind)?.get(id);
    },
    async has(kind, id) {
      const bad = checkKey(kind, id);
      if (bad) throw bad;
      return kinds.get(kind)?.has(id) ?? false;
    },
    async list(kind) {
      const bad = checkKey(kind, "x");
      if (bad) throw bad;
      return [...(kinds.get(kind)?.keys() ?? [])].sort();
    },
    async delete(kind, id) {
      const bad = checkKey(kind, id);
      if (bad) throw bad;
      kinds.get(kind)?.delete(id);
    },
  };
}
