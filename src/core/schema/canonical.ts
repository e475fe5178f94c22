import { sha256, textEncoder } from "../platform.js";

/** Deepest nesting canonicalJson accepts; deeper values are refused, never a stack overflow. */
export const MAX_CANONICAL_DEPTH = 1000;

/** A value canonicalJson cannot encode, located by a JSON pointer (shortened when very deep). */
export class CanonicalJsonError extends TypeError {
  constructor(
    message: string,
    readonly pointer: string,
  ) {
    super(`${message} (at ${pointer || "/"})`);
    this.name = "CanonicalJsonError";
  }
}

/**
 * Canonical JSON: object keys sorted by code unit, no insignificant whitespace, `undefined`
 * members dropped (as JSON.stringify does). Non-finite numbers are rejected because they have no
 * JSON form and would make two different values hash alike. Throws CanonicalJsonError (with the
 * pointer) for those and for nesting deeper than MAX_CANONICAL_DEPTH.
 */
export function canonicalJson(value: unknown): string {
  return write(value, []);
}

function pointerOf(path: string[]): string {
  const esc = (k: string) => k.replaceAll("~", "~0").replaceAll("/", "~1");
  const shown = path.length > 12 ? [...path.slice(0, 8), "…", ...path.slice(-2)] : path;
  return shown.length === 0 ? "" : `/${shown.map(esc).join("/")}`;
}

function write(v: unknown, path: string[]): string {
  if (v === null) return "null";
  switch (typeof v) {
    case "string":
      return JSON.stringify(v);
    case "boolean":
      return v ? "true" : "false";
    case "number":
      if (!Number.isFinite(v))
        throw new CanonicalJsonError(`canonicalJson: non-finite number ${v}`, pointerOf(path));
      return JSON.stringify(v);
    case "object": {
      if (path.length >= MAX_CANONICAL_DEPTH)
        throw new CanonicalJsonError(
          `nested deeper than ${MAX_CANONICAL_DEPTH} levels`,
          pointerOf(path),
        );
      const parts: string[] = [];
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) {
          path.push(String(i));
          parts.push(v[i] === undefined ? "null" : write(v[i], path));
          path.pop();
        }
        return `[${parts.join(",")}]`;
      }
      const obj = v as Record<string, unknown>;
      const keys = Object.keys(obj)
        .filter((k) => obj[k] !== undefined)
        .sort();
      for (const k of keys) {
        path.push(k);
        parts.push(`${JSON.stringify(k)}:${write(obj[k], path)}`);
        path.pop();
      }
      return `{${parts.join(",")}}`;
    }
    default:
      throw new CanonicalJsonError(`canonicalJson: cannot encode ${typeof v}`, pointerOf(path));
  }
}

function toHex(buf: ArrayBuffer): string {
  return Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** sha256 hex of a string's UTF-8 bytes. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await sha256(textEncoder.encode(text)));
}

/** Content id: sha256 hex of the canonical JSON of `value`. */
export function contentId(value: unknown): Promise<string> {
  return sha256Hex(canonicalJson(value));
}
