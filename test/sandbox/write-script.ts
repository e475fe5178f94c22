// A random write script for the sandbox's write tracking (journal, mark/undo): one handler that
// can make every kind of write a handler may make, the ops it knows, a start state, and a seeded
// list of calls (a quarter of them fail after writing).
/** Handler body shared by the sandbox bundle and the plain-JS reference. */
export const MUTATE = `
  const { op, a, b, v, fail } = args;
  const rows = state.rows;
  const pick = (n) => rows[n % Math.max(rows.length, 1)];
  switch (op) {
    case "set": if (rows.length) pick(a).x = v; break;
    case "nested": if (rows.length) pick(a).meta = { v, list: [v, { deep: v }] }; break;
    case "deepSet": if (rows.length && pick(a).meta) pick(a).meta.list[1].deep = v + 1; break;
    case "push": rows.push({ id: "r" + v, x: v, tags: ["t" + v] }); break;
    case "splice": if (rows.length) rows.splice(a % rows.length, 1); break;
    case "filter": state.rows = rows.filter((r, i) => i % 2 === a % 2); break;
    case "truncate": rows.length = a % (rows.length + 1); break;
    case "reorder": { const r = pick(a); if (r) { const x = r.x; delete r.x; r.x = x; } break; }
    case "delKey": if (rows.length) delete pick(a).tags; break;
    case "move": if (rows.length) { state.archive.push(pick(a)); rows.splice(a % rows.length, 1); } break;
    case "alias": if (rows.length) state.archive.push(pick(a)); break;
    case "sort": rows.sort((p, q) => (p.x < q.x ? -1 : p.x > q.x ? 1 : 0)); break;
    case "reverse": rows.reverse(); break;
    case "same": if (rows.length) pick(a).x = pick(a).x; break;
    case "spread": if (rows.length) rows[a % rows.length] = { ...pick(a), y: v }; break;
    case "assign": if (rows.length) Object.assign(pick(a), { z: v, x: b }); break;
    case "counter": state.n = (state.n ?? 0) + 1; if (b % 3 === 0) state.n -= 1; break;
    case "newTop": state["k" + (a % 4)] = { v }; break;
    case "delTop": delete state["k" + (a % 4)]; break;
    case "tagPush": if (rows.length && pick(a).tags) pick(a).tags.push("u" + v); break;
    case "unshift": rows.unshift({ id: "u" + v, x: -v }); break;
  }
  if (fail === 1) env.fail("Refused", "no");
  if (fail === 2) throw new Error("boom");
  return { rows: state.rows.length, archive: state.archive.length };
`;
export const OPS = [
  "set",
  "nested",
  "deepSet",
  "push",
  "splice",
  "filter",
  "truncate",
  "reorder",
  "delKey",
  "move",
  "alias",
  "sort",
  "reverse",
  "same",
  "spread",
  "assign",
  "counter",
  "newTop",
  "delTop",
  "tagPush",
  "unshift",
];
export const INITIAL = {
  rows: [
    { id: "r1", x: 3, tags: ["a"] },
    { id: "r2", x: 1, tags: [] },
    { id: "r3", x: 2, tags: ["b", "c"] },
  ],
  archive: [],
};

export function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export type Args = { op: string; a: number; b: number; v: number; fail: number };
export function script(seed: number, n: number): Args[] {
  const r = lcg(seed);
  return Array.from({ length: n }, () => ({
    op: OPS[Math.floor(r() * OPS.length)]!,
    a: Math.floor(r() * 10),
    b: Math.floor(r() * 10),
    v: Math.floor(r() * 100),
    fail: r() < 0.25 ? 1 + Math.floor(r() * 2) : 0,
  }));
}
