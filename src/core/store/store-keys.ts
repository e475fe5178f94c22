import { ARTIFACT_KINDS, type ArtifactKind } from "./artifact-store.js";

/** Longest id a store accepts; keeps every id usable as a file name once escaped. */
export const MAX_ID_LENGTH = 120;

/**
 * Rejects an unknown kind, an id a store cannot keep, or a value that is not JSON — before anything
 * is written, so a bad `put` never touches what is already stored. Returns an Error to throw.
 */
export function checkPut(kind: ArtifactKind, id: string, json?: string): Error | undefined {
  const bad = checkKey(kind, id);
  if (bad || json === undefined) return bad;
  if (typeof json !== "string")
    return new Error(`store/failed: value of ${kind}/${id} is not a string`);
  try {
    JSON.parse(json);
  } catch {
    return new Error(`store/failed: value of ${kind}/${id} is not valid JSON`);
  }
  return undefined;
}

/** Rejects an unknown kind or an id outside 1..MAX_ID_LENGTH characters. */
export function checkKey(kind: ArtifactKind, id: string): Error | undefined {
  if (!(ARTIFACT_KINDS as readonly string[]).includes(kind))
    return new Error(`store/failed: unknown artifact kind ${JSON.stringify(kind)}`);
  if (typeof id !== "string" || id.length === 0 || id.length > MAX_ID_LENGTH)
    return new Error(`store/failed: artifact id must be 1..${MAX_ID_LENGTH} characters`);
  return undefined;
}
