import { sha256, textEncoder } from "../platform.js";

/**
 * Canonical JSON: object keys sorted by code unit, no insignificant whitespace, `undefined`
 * members dropped (as JSON.stringify does). Non-finite numbers are rejected because they have no
 * JSON form and would make two different values hash alike.
 */
export function canonicalJson(value: unknown): string {
  return write(value);
}

function write(v: unknown): string {
  if (v === null) return "null";
  switch (typeof v) {
    case "string":
      return JSON.stringify(v);
    case "boolean":
      return v ? "true" : "false";
    case "number":
      if (!Number.isFinite(v)) throw new TypeError(`canonicalJson: non-finite number ${v}`);
      return JSON.stringify(v);
    case "object": {
      if (Array.isArray(v))
        return `[${v.map((x) => (x === undefined ? "null" : write(x))).join(",")}]`;
      const obj = v as Record<string, unknown>;
      const keys = Object.keys(obj)
        .filter((k) => obj[k] !== undefined)
        .sort();
      return `{${keys.map((k) => `${JSON.stringify(k)}:${write(obj[k])}`).join(",")}}`;
    }
    default:
      throw new TypeError(`canonicalJson: cannot encode ${typeof v}`);
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
