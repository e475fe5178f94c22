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
  const w = new CanonicalWriter();
  try {
    if (w.check(value, 0)) return JSON.stringify(value);
    w.write(value);
  } catch (e) {
    // The fast writer keeps no path; a second walk finds where the value went wrong.
    if (e instanceof CanonicalJsonError) locate(value, []);
    throw e;
  }
  return w.parts.join("");
}

/**
 * Whether `canonicalJson(a) === canonicalJson(b)`, for values canonicalJson accepts, without
 * writing either text: a walk that stops at the first difference (key order never counts, an
 * `undefined` member is absent, an `undefined` array item is `null`). Comparing two states this
 * way costs no strings, no key sorting, and for different states usually a fraction of a walk.
 */
export function sameCanonicalJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  const arrayA = Array.isArray(a);
  if (arrayA !== Array.isArray(b)) return false;
  if (arrayA) {
    const x = a as unknown[];
    const y = b as unknown[];
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++)
      if (!sameCanonicalJson(x[i] === undefined ? null : x[i], y[i] === undefined ? null : y[i]))
        return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let defined = 0;
  for (const k of Object.keys(x)) {
    const v = x[k];
    if (v === undefined) continue;
    defined++;
    if (!Object.hasOwn(y, k) || !sameCanonicalJson(v, y[k])) return false;
  }
  for (const k of Object.keys(y)) if (y[k] !== undefined) defined--;
  return defined === 0;
}

/**
 * The canonical writer. A bundle of tens of MB is hashed several times per build, and almost all
 * of its objects already have their keys in order: `check` marks the objects and arrays whose
 * subtree JSON.stringify would not write canonically (keys out of order, not plain data), and
 * `write` leaves every other subtree to JSON.stringify (native), once, at its top. The pieces are
 * joined once at the end; each object key is escaped once per call.
 */
class CanonicalWriter {
  readonly parts: string[] = [];
  /** Objects and arrays written here, not by JSON.stringify. */
  private readonly unclean = new Set<object>();
  private readonly keys = new Map<string, string>();

  /** Whether JSON.stringify(v) is the canonical text of `v`; throws for what has no JSON form. */
  check(v: unknown, depth: number): boolean {
    switch (typeof v) {
      case "string":
      case "boolean":
        return true;
      case "number":
        if (!Number.isFinite(v)) throw new CanonicalJsonError("non-finite number", "");
        return true;
      case "object": {
        if (v === null) return true;
        if (depth >= MAX_CANONICAL_DEPTH) throw new CanonicalJsonError("too deep", "");
        let clean = true;
        if (Array.isArray(v)) {
          for (let i = 0; i < v.length; i++) {
            const item = v[i];
            if (item !== undefined && !this.check(item, depth + 1)) clean = false;
          }
          // A subclass could bring its own toJSON: only a plain array is left to JSON.stringify.
          clean &&= Object.getPrototypeOf(v) === Array.prototype;
        } else {
          const obj = v as Record<string, unknown>;
          const own = Object.keys(obj);
          for (let i = 1; i < own.length && clean; i++) if (own[i - 1]! > own[i]!) clean = false;
          for (const k of own) {
            const item = obj[k];
            if (item !== undefined && !this.check(item, depth + 1)) clean = false;
          }
          // Anything but a plain object (a Date, a class with toJSON) is written key by key here.
          const proto = Object.getPrototypeOf(obj);
          clean &&= proto === Object.prototype || proto === null;
        }
        if (!clean) this.unclean.add(v);
        return clean;
      }
      default:
        throw new CanonicalJsonError("cannot encode", "");
    }
  }

  /** Write a value `check` has seen. */
  write(v: unknown): void {
    if (typeof v !== "object" || v === null || !this.unclean.has(v)) {
      this.parts.push(JSON.stringify(v));
      return;
    }
    if (Array.isArray(v)) {
      this.parts.push("[");
      for (let i = 0; i < v.length; i++) {
        if (i > 0) this.parts.push(",");
        const item = v[i];
        if (item === undefined) this.parts.push("null");
        else this.write(item);
      }
      this.parts.push("]");
      return;
    }
    const obj = v as Record<string, unknown>;
    this.parts.push("{");
    let first = true;
    for (const k of Object.keys(obj).sort()) {
      const item = obj[k];
      if (item === undefined) continue;
      let key = this.keys.get(k);
      if (key === undefined) {
        key = `${JSON.stringify(k)}:`;
        this.keys.set(k, key);
      }
      this.parts.push(first ? key : `,${key}`);
      first = false;
      this.write(item);
    }
    this.parts.push("}");
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
