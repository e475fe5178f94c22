/** Kinds of artifact a store holds; each kind is its own namespace of ids. */
export const ARTIFACT_KINDS = [
  "source",
  "bundle",
  "verify-report",
  "graph",
  "plan",
  "task",
  "trajectory",
  "report",
  "run",
  "llm-cache",
] as const;
export type ArtifactKind = (typeof ARTIFACT_KINDS)[number];

/**
 * Where artifacts live: memory (tests), IndexedDB (browser), a directory (CLI).
 * Values are JSON strings — one string per artifact is an order of magnitude faster in IndexedDB
 * than structured objects, and the same bytes are what we hash and export.
 * A `put` is durable when its promise resolves; nothing already stored is lost by a later failure.
 */
export interface ArtifactStore {
  put(kind: ArtifactKind, id: string, json: string): Promise<void>;
  get(kind: ArtifactKind, id: string): Promise<string | undefined>;
  has(kind: ArtifactKind, id: string): Promise<boolean>;
  /** Ids of a kind, sorted. */
  list(kind: ArtifactKind): Promise<string[]>;
  delete(kind: ArtifactKind, id: string): Promise<void>;
}
