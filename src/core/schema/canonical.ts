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
 * pointer) for those and for nesting deeper than MAX_CANONICAL_DEPTH. For data: a value may be read
 * twice (once to check it, once to write it), so a getter with effects has no place in it.
 */
export function canonicalJson(value: unknown): string {
  try {
    const text = new CanonicalWriter().write(value, 0);
    return text === CLEAN ? JSON.stringify(value) : text;
  } catch (e) {
    // The fast writer keeps no path; a second walk finds where the value went wrong.
    if (e instanceof CanonicalJsonError) locate(value, []);
    throw e;
  }
}

/** What the writer answers for a subtree JSON.stringify already writes canonically. */
const CLEAN = 0;

/**
 * The canonical writer. A bundle of tens of MB is hashed several times per build, and almost all
 * of its objects already have their keys in order: a subtree of such plain objects and arrays is
 * left to JSON.stringify (native), once, at its top; only objects whose keys need sorting (and
 * their ancestors) are assembled here, each object key escaped once per call.
 */
class CanonicalWriter {
  private readonly keys = new Map<string, string>();

  /** CLEAN when JSON.stringify(v) is the canonical text of `v`, else that text. */
  write(v: unknown, depth: number): string | typeof CLEAN {
    switch (typeof v) {
      case "string":
      case "boolean":
        return CLEAN;
      case "number":
        if (!Number.isFinite(v)) throw new CanonicalJsonError("non-finite number", "");
        return CLEAN;
      case "object":
        if (v === null) return CLEAN;
        if (depth >= MAX_CANONICAL_DEPTH) throw new CanonicalJsonError("too deep", "");
        return Array.isArray(v)
          ? this.array(v, depth)
          : this.object(v as Record<string, unknown>, depth);
      default:
        throw new CanonicalJsonError("cannot encode", "");
    }
  }

  private array(v: unknown[], depth: number): string | typeof CLEAN {
    // A subclass could bring its own toJSON: only a plain array is left to JSON.stringify.
    let texts: (string | typeof CLEAN)[] | undefined;
    for (let i = 0; i < v.length; i++) {
      const item = v[i];
      if (item === undefined) continue;
      const t = this.write(item, depth + 1);
      if (t !== CLEAN) {
        texts ??= new Array<string | typeof CLEAN>(v.length).fill(CLEAN);
        texts[i] = t;
      }
    }
    if (texts === undefined && Object.getPrototypeOf(v) === Array.prototype) return CLEAN;
    let out = "[";
    for (let i = 0; i < v.length; i++) {
      if (i > 0) out += ",";
      const item = v[i];
      const t = texts?.[i] ?? CLEAN;
      out += item === undefined ? "null" : t === CLEAN ? JSON.stringify(item) : t;
    }
    return `${out}]`;
  }

  private object(obj: Record<string, unknown>, depth: number): string | typeof CLEAN {
    const own = Object.keys(obj);
    let sorted = true;
    for (let i = 1; i < own.length; i++)
      if (own[i - 1]! > own[i]!) {
        sorted = false;
        break;
      }
    let texts: Map<string, string> | undefined;
    for (const k of own) {
      const item = obj[k];
      if (item === undefined) continue;
      const t = this.write(item, depth + 1);
      if (t === CLEAN) continue;
      texts ??= new Map();
      texts.set(k, t);
    }
    // Anything but a plain object (a Date, a class with toJSON) is written key by key here.
    const proto = Object.getPrototypeOf(obj);
    if (sorted && texts === undefined && (proto === Object.prototype || proto === null))
      return CLEAN;
    const keys = sorted ? own : own.sort();
    let out = "{";
    let first = true;
    for (const k of keys) {
      const item = obj[k];
      if (item === undefined) continue;
      let key = this.keys.get(k);
      if (key === undefined) {
        key = `${JSON.stringify(k)}:`;
        this.keys.set(k, key);
      }
      out += first ? key : `,${key}`;
      first = false;
      out += texts?.get(k) ?? JSON.stringify(item);
    }
    return `${out}}`;
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
