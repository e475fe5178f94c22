import anyAscii from "any-ascii";

/**
 * The one name sanitiser: file names, Python identifiers and function names all come from here.
 * Output uses `[A-Za-z0-9_]` only; Unicode is transliterated (`получить_заметку` →
 * `poluchit_zametku`), so no name is dropped for having no Latin letters.
 */
export function safeName(
  raw: string,
  options: { maxLength?: number; fallback?: string } = {},
): string {
  const max = options.maxLength ?? 64;
  const cleaned = anyAscii(raw)
    .replace(/[^A-Za-z0-9_]+/g, "_")
    .replace(/_{2,}/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, max)
    .replace(/_+$/, "");
  return cleaned === "" ? (options.fallback ?? "unnamed") : cleaned;
}

const PYTHON_KEYWORDS = new Set(
  (
    "False None True and as assert async await break class continue def del elif else except " +
    "finally for from global if import in is lambda nonlocal not or pass raise return try while " +
    "with yield match case type self"
  ).split(" "),
);

/** A valid Python identifier (also a valid JS identifier): no leading digit, no keyword. */
export function safeIdentifier(raw: string, maxLength = 64): string {
  let name = safeName(raw, { maxLength, fallback: "tool" });
  if (/^[0-9]/.test(name)) name = `_${name}`;
  if (PYTHON_KEYWORDS.has(name)) name = `${name}_`;
  return name;
}

/**
 * Hands out unique sanitised names and remembers each one's original, so a user can map
 * `poluchit_zametku` back to `получить_заметку`. Comparison is case-insensitive, because file
 * systems often are.
 */
export class SafeNameMap {
  private readonly byLower = new Map<string, string>();
  private readonly originals = new Map<string, string>();
  private readonly assigned = new Map<string, string>();

  constructor(private readonly make: (raw: string) => string = (raw) => safeName(raw)) {}

  /** The sanitised, unique name for `raw` (the same answer on every call with the same raw). */
  claim(raw: string): string {
    return this.assigned.get(raw) ?? this.fresh(raw);
  }

  /** A new unique name for `raw` on every call (two bundles both named `notes` get two files). */
  fresh(raw: string): string {
    const base = this.make(raw);
    let name = base;
    for (let i = 2; this.byLower.has(name.toLowerCase()); i++) name = `${base}_${i}`;
    this.byLower.set(name.toLowerCase(), name);
    this.originals.set(name, raw);
    if (!this.assigned.has(raw)) this.assigned.set(raw, name);
    return name;
  }

  /** The original of a sanitised name, if this map handed it out. */
  originalOf(name: string): string | undefined {
    return this.originals.get(name);
  }

  /** sanitised → original, for a manifest. */
  toJSON(): Record<string, string> {
    return Object.fromEntries(this.originals);
  }
}
