/** One difference between two JSON states, located by a JSON pointer. */
export interface StateChange {
  path: string;
  op: "added" | "removed" | "changed";
  before?: unknown;
  after?: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const escapeToken = (k: string) => k.replace(/~/g, "~0").replace(/\//g, "~1");

/**
 * Lists what changed from `before` to `after`, descending into objects and arrays so a changed
 * field is reported as that field, not as its whole record. Capped at `limit` changes.
 */
export function diffStates(before: unknown, after: unknown, limit = 500): StateChange[] {
  const out: StateChange[] = [];
  const walk = (a: unknown, b: unknown, path: string) => {
    if (out.length >= limit) return;
    if (isObject(a) && isObject(b)) {
      const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
      for (const k of [...keys].sort()) {
        const p = `${path}/${escapeToken(k)}`;
        if (!(k in b)) out.push({ path: p, op: "removed", before: a[k] });
        else if (!(k in a)) out.push({ path: p, op: "added", after: b[k] });
        else walk(a[k], b[k], p);
      }
      return;
    }
    if (Array.isArray(a) && Array.isArray(b)) {
      const n = Math.max(a.length, b.length);
      for (let i = 0; i < n; i++) {
        const p = `${path}/${i}`;
        if (i >= b.length) out.push({ path: p, op: "removed", before: a[i] });
        else if (i >= a.length) out.push({ path: p, op: "added", after: b[i] });
        else walk(a[i], b[i], p);
      }
      return;
    }
    if (JSON.stringify(a) !== JSON.stringify(b))
      out.push({ path: path || "/", op: "changed", before: a, after: b });
  };
  walk(before, after, "");
  return out;
}
