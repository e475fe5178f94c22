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
  const w = new CanonicalWriter();
  try {
    w.write(value, 0);
  } catch (e) {
    // The fast writer keeps no path; a second walk finds where the value went wrong.
    if (e instanceof CanonicalJsonError) locate(value, []);
    throw e;
  }
  return w.parts.join("");
}

/**
 * The canonical writer: the pieces joined once at the end, each object key escaped once per
 * call. A bundle of tens of MB is hashed several times per build, so this is on the hot path.
 */
class CanonicalWriter {
  readonly parts: string[] = [];
  private readonly keys = new Map<string, string>();

  write(v: unknown, depth: number): void {
    if (v === null) {
      this.parts.push("null");
      return;
    }
    switch (typeof v) {
      case "string":
        this.parts.push(JSON.stringify(v));
        return;
      case "boolean":
        this.parts.push(v ? "true" : "false");
        return;
      case "number":
        if (!Number.isFinite(v)) throw new CanonicalJsonError("non-finite number", "");
        this.parts.push(JSON.stringify(v));
        return;
      case "object": {
        if (depth >= MAX_CANONICAL_DEPTH) throw new CanonicalJsonError("too deep", "");
        if (Array.isArray(v)) {
          this.parts.push("[");
          for (let i = 0; i < v.length; i++) {
            if (i > 0) this.parts.push(",");
            const item = v[i];
            if (item === undefined) this.parts.push("null");
            else this.write(item, depth + 1);
          }
          this.parts.push("]");
          return;
        }
        const obj = v as Record<string, unknown>;
        const keys = Object.keys(obj).sort();
        this.parts.push("{");
        let first = true;
        for (const k of keys) {
          const item = obj[k];
          if (item === undefined) continue;
          let key = this.keys.get(k);
          if (key === undefined) {
            key = `${JSON.stringify(k)}:`;
            this.keys.set(k, key);
          }
          this.parts.push(first ? key : `,${key}`);
          first = false;
          this.write(item, depth + 1);
        }
        this.parts.push("}");
        return;
      }
      default:
        throw new CanonicalJsonError("cannot encode", "");
    }
  }
}

/** Throw the CanonicalJsonError of the first value (in canonical order) that has no JSON form. */
function locate(v: unknown, path: string[]): void {
  if (v === null) return;
  switch (typeof v) {
    case "string":
    case "boolean":
      return;
    case "number":
      if (!Number.isFinite(v))
        throw new CanonicalJsonError(`canonicalJson: non-finite number ${v}`, pointerOf(path));
      return;
    case "object": {
      if (path.length >= MAX_CANONICAL_DEPTH)
        throw new CanonicalJsonError(
          `nested deeper than ${MAX_CANONICAL_DEPTH} levels`,
          pointerOf(path),
        );
      const obj = v as Record<string, unknown>;
      const keys = Array.isArray(v) ? v.map((_, i) => String(i)) : Object.keys(obj).sort();
      for (const k of keys) {
        if (obj[k] === undefined) continue;
        path.push(k);
        locate(obj[k], path);
        path.pop();
      }
      return;
    }
    default:
      throw new CanonicalJsonError(`canonicalJson: cannot encode ${typeof v}`, pointerOf(path));
  }
}

function pointerOf(path: string[]): string {
  const esc = (k: string) => k.replaceAll("~", "~0").replaceAll("/", "~1");
  const shown = path.length > 12 ? [...path.slice(0, 8), "…", ...path.slice(-2)] : path;
  return shown.length === 0 ? "" : `/${shown.map(esc).join("/")}`;
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
