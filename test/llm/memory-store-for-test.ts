import type { ArtifactKind, ArtifactStore } from "../../src/core/store/artifact-store.js";

/** A Map-backed store with a `dump()` of every stored value, for scanning what got written. */
export function createMemoryStoreForTest(): ArtifactStore & { dump(): Promise<string[]> } {
  const data = new Map<string, string>();
  const k = (kind: ArtifactKind, id: string) => `${kind}\u0000${id}`;
  return {
    put: async (kind, id, json) => {
      data.set(k(kind, id), json);
    },
    get: async (kind, id) => data.get(k(kind, id)),
    has: async (kind, id) => data.has(k(kind, id)),
    list: async (kind) =>
      [...data.keys()]
        .filter((key) => key.startsWith(`${kind}\u0000`))
        .map((key) => key.slice(kind.length + 1))
        .sort(),
    delete: async (kind, id) => {
      data.delete(k(kind, id));
    },
    dump: async () => [...data.values()],
  };
}
