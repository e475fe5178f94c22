import type { AbortSignalLike } from "../platform.js";
import type { ArtifactKind, ArtifactStore } from "../store/artifact-store.js";

/** Bumped when a stage's stored output would change for the same inputs. */
export const PIPELINE_VERSION = 2;

export const PIPELINE_STAGES = ["ingest", "build", "verify", "graph", "synth", "export"] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

export interface StageOutcome {
  stage: PipelineStage;
  /** `ran`: computed now; `resumed`: every output was already stored; `partial`: stopped by abort. */
  status: "ran" | "resumed" | "partial" | "not-run";
  items: number;
  reused: number;
}

export const isAborted = (signal?: AbortSignalLike) => signal?.aborted === true;

export function outcomeOf(
  stage: PipelineStage,
  items: number,
  reused: number,
  partial = false,
): StageOutcome {
  return {
    stage,
    status: partial ? "partial" : items === reused ? "resumed" : "ran",
    items,
    reused,
  };
}

interface StageRecord<T> {
  stage: PipelineStage;
  version: number;
  value: T;
}

/** The `run` record naming the generator build that last ran a pipeline on a store. */
const GENERATOR_BUILD_ID = "generator-build";

/**
 * Notes `build` as the generator build of `store` and returns the one it had: `{build}` when
 * another build ran there last, `{}` when stage records are there from before builds were noted,
 * undefined when no other build's records are there (same build, or an empty store).
 */
export async function noteGeneratorBuild(
  store: ArtifactStore,
  build: string,
): Promise<{ build?: string } | undefined> {
  const json = await store.get("run", GENERATOR_BUILD_ID);
  const noted = json === undefined ? undefined : (JSON.parse(json) as { build?: unknown }).build;
  if (noted === build) return undefined;
  const previous =
    typeof noted === "string"
      ? { build: noted }
      : (await store.list("run")).length > 0
        ? {}
        : undefined;
  await store.put("run", GENERATOR_BUILD_ID, JSON.stringify({ build }));
  return previous;
}

/** Stage records live under kind `run`: `<stage>-<sha256 of stage inputs>`. */
export async function readRecord<T>(
  store: ArtifactStore,
  stage: PipelineStage,
  key: string,
): Promise<T | undefined> {
  const json = await store.get("run", `${stage}-${key}`);
  if (json === undefined) return undefined;
  const rec = JSON.parse(json) as StageRecord<T>;
  return rec.version === PIPELINE_VERSION ? rec.value : undefined;
}

export async function writeRecord<T>(
  store: ArtifactStore,
  stage: PipelineStage,
  key: string,
  value: T,
): Promise<void> {
  const rec: StageRecord<T> = { stage, version: PIPELINE_VERSION, value };
  await store.put("run", `${stage}-${key}`, JSON.stringify(rec));
}

/**
 * Stored artifacts by id, validated; the parsed JSON itself is returned (not the schema's output)
 * so key order and fields the schema does not know survive, and a resumed run writes the same
 * bytes. Missing or invalid ⇒ undefined (the stage recomputes).
 */
export async function readAll<T>(
  store: ArtifactStore,
  kind: ArtifactKind,
  ids: readonly string[],
  schema: { safeParse(v: unknown): { success: boolean } },
): Promise<T[] | undefined> {
  const out: T[] = [];
  for (const id of ids) {
    const json = await store.get(kind, id);
    if (json === undefined) return undefined;
    const value: unknown = JSON.parse(json);
    if (!schema.safeParse(value).success) return undefined;
    out.push(value as T);
  }
  return out;
}

/**
 * `fn` over `items` with at most `limit` running at once; results in input order. After an abort
 * no new item starts; the ones running finish, and the missing ones are `undefined`.
 */
export async function mapOrdered<T, R>(
  items: readonly T[],
  limit: number,
  signal: AbortSignalLike | undefined,
  fn: (item: T, index: number) => Promise<R>,
): Promise<Array<R | undefined>> {
  const out: Array<R | undefined> = new Array(items.length).fill(undefined);
  let next = 0;
  const lane = async () => {
    while (next < items.length && !isAborted(signal)) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  return out;
}

/**
 * Runs a stage call; a throw caused by the abort (a stage, or a worker pool terminating its
 * worker, may throw on abort) becomes `undefined`. Any other throw is a bug and propagates.
 */
export async function unlessAborted<T>(
  signal: AbortSignalLike | undefined,
  work: () => Promise<T>,
): Promise<T | undefined> {
  try {
    return await work();
  } catch (e) {
    if (isAborted(signal)) return undefined;
    throw e;
  }
}
