// What a V8 heap snapshot holds, for issue 16's memory work: per constructor the instances, their
// own bytes and the bytes they keep alive (retained: the dominator tree's subtree, counted once per
// outermost instance), then the largest single holders with the chain of dominators above them.
// Snapshots come from `ENVFACTORY_MEMTRACE=FILE` runs (touch `FILE.snap` mid-run) or
// `node --heapsnapshot-signal`.
//
//   node --max-old-space-size=8000 --import tsx bench/heap-snapshot.ts FILE.heapsnapshot [N]
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

interface Snapshot {
  snapshot: {
    meta: {
      node_fields: string[];
      node_types: [string[]];
      edge_fields: string[];
      edge_types: [string[]];
    };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}

export interface ClassRow {
  name: string;
  count: number;
  selfBytes: number;
  retainedBytes: number;
}

export interface HeapSummary {
  totalBytes: number;
  classes: ClassRow[];
  /** The largest single objects by retained size, each with its dominators (nearest first). */
  holders: Array<{ name: string; retainedBytes: number; path: string[]; parts: string[] }>;
}

/** Per-class and per-object retained sizes of a parsed snapshot (dominators by Cooper et al.). */
export function summarizeHeap(s: Snapshot, top = 25): HeapSummary {
  const nf = s.snapshot.meta.node_fields;
  const ef = s.snapshot.meta.edge_fields;
  const nodeTypes = s.snapshot.meta.node_types[0];
  const edgeTypes = s.snapshot.meta.edge_types[0];
  const NF = nf.length;
  const EF = ef.length;
  const [tOff, nOff, sOff, ecOff] = ["type", "name", "self_size", "edge_count"].map((f) =>
    nf.indexOf(f),
  ) as [number, number, number, number];
  const [etOff, enOff, toOff] = ["type", "name_or_index", "to_node"].map((f) => ef.indexOf(f)) as [
    number,
    number,
    number,
  ];
  const weak = edgeTypes.indexOf("weak");
  const n = s.nodes.length / NF;
  const firstEdge = new Uint32Array(n + 1);
  for (let i = 0; i < n; i++) firstEdge[i + 1] = firstEdge[i]! + s.nodes[i * NF + ecOff]!;
  const target = (e: number) => s.edges[e * EF + toOff]! / NF;
  const strong = (e: number) => s.edges[e * EF + etOff] !== weak;

  // Depth-first postorder from the root (node 0) over strong edges.
  const order = new Int32Array(n).fill(-1);
  const post: number[] = [];
  const stack: number[] = [0];
  const cursor = new Uint32Array(n);
  const visited = new Uint8Array(n);
  visited[0] = 1;
  while (stack.length) {
    const v = stack[stack.length - 1]!;
    const e = firstEdge[v]! + cursor[v]!;
    if (e < firstEdge[v + 1]!) {
      cursor[v]!++;
      if (!strong(e)) continue;
      const w = target(e);
      if (!visited[w]) {
        visited[w] = 1;
        stack.push(w);
      }
    } else {
      order[v] = post.length;
      post.push(v);
      stack.pop();
    }
  }
  // Predecessors of reachable nodes.
  const predCount = new Uint32Array(n + 1);
  for (let v = 0; v < n; v++)
    if (visited[v])
      for (let e = firstEdge[v]!; e < firstEdge[v + 1]!; e++)
        if (strong(e)) predCount[target(e) + 1]!++;
  for (let i = 0; i < n; i++) predCount[i + 1]! += predCount[i]!;
  const preds = new Uint32Array(predCount[n]!);
  const fill = predCount.slice(0, n);
  for (let v = 0; v < n; v++)
    if (visited[v])
      for (let e = firstEdge[v]!; e < firstEdge[v + 1]!; e++)
        if (strong(e)) preds[fill[target(e)]!++] = v;
  const idom = new Int32Array(n).fill(-1);
  idom[0] = 0;
  const intersect = (a: number, b: number) => {
    while (a !== b) {
      while (order[a]! < order[b]!) a = idom[a]!;
      while (order[b]! < order[a]!) b = idom[b]!;
    }
    return a;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (let k = post.length - 2; k >= 0; k--) {
      const v = post[k]!;
      let d = -1;
      for (let p = predCount[v]!; p < predCount[v + 1]!; p++) {
        const u = preds[p]!;
        if (idom[u] === -1) continue;
        d = d === -1 ? u : intersect(u, d);
      }
      if (d !== -1 && idom[v] !== d) {
        idom[v] = d;
        changed = true;
      }
    }
  }
  const self = (v: number) => s.nodes[v * NF + sOff]!;
  const retained = new Float64Array(n);
  for (const v of post) retained[v]! += self(v);
  for (const v of post) if (v !== 0) retained[idom[v]!]! += retained[v]!;

  const className = (v: number): string => {
    const type = nodeTypes[s.nodes[v * NF + tOff]!]!;
    const name = s.strings[s.nodes[v * NF + nOff]!]!;
    if (type === "object" || type === "native") return name.split(" ")[0] || "(object)";
    if (type === "closure") return "(closure)";
    if (type.includes("string")) return "(string)";
    if (type === "array") return `(array ${name})`;
    return `(${type})`;
  };
  // Retained per class: an instance inside another instance of its class is counted in it.
  const rows = new Map<string, ClassRow>();
  const children = new Map<number, number[]>();
  for (const v of post)
    if (v !== 0) (children.get(idom[v]!) ?? children.set(idom[v]!, []).get(idom[v]!)!).push(v);
  const onPath = new Map<string, number>();
  const walk: Array<[number, boolean]> = [[0, false]];
  while (walk.length) {
    const [v, leaving] = walk.pop()!;
    const name = className(v);
    if (leaving) {
      onPath.set(name, onPath.get(name)! - 1);
      continue;
    }
    const row = rows.get(name) ?? { name, count: 0, selfBytes: 0, retainedBytes: 0 };
    rows.set(name, row);
    row.count++;
    row.selfBytes += self(v);
    if (!onPath.get(name)) row.retainedBytes += retained[v]!;
    onPath.set(name, (onPath.get(name) ?? 0) + 1);
    walk.push([v, true]);
    for (const c of children.get(v) ?? []) walk.push([c, false]);
  }
  const edgeName = (from: number, to: number): string => {
    for (let e = firstEdge[from]!; e < firstEdge[from + 1]!; e++)
      if (target(e) === to) {
        const t = edgeTypes[s.edges[e * EF + etOff]!];
        const nm = s.edges[e * EF + enOff]!;
        return t === "element" || t === "hidden" ? `[${nm}]` : `.${s.strings[nm]}`;
      }
    return "";
  };
  // Largest holders: objects retaining the most that are not just a root's or a context's.
  const byRetained = post
    .filter((v) => v !== 0 && retained[v]! > 0 && !className(v).startsWith("(synthetic"))
    // A wasm memory's backing store is reserved address space, mostly not resident: left out.
    .filter((v) => className(v) !== "ArrayBuffer" && edgeName(idom[v]!, v) !== ".backing_store")
    .sort((a, b) => retained[b]! - retained[a]!);
  const holders: HeapSummary["holders"] = [];
  const shown = new Set<number>();
  for (const v of byRetained) {
    if (holders.length >= top) break;
    // Skip a holder whose child alone holds nearly all of it (the child is listed instead).
    const kids = children.get(v) ?? [];
    if (kids.some((c) => retained[c]! > 0.9 * retained[v]!)) continue;
    if (shown.has(idom[v]!)) continue;
    shown.add(v);
    const path: string[] = [];
    for (let u = v, i = 0; u !== 0 && i < 8; u = idom[u]!, i++)
      path.push(`${className(idom[u]!)}${edgeName(idom[u]!, u)}`);
    // What it holds: its largest dominated children, by the edge that leads there.
    const parts = [...(children.get(v) ?? [])]
      .sort((a, b) => retained[b]! - retained[a]!)
      .slice(0, 4)
      .map((c) => `${edgeName(v, c)} ${className(c)} ${(retained[c]! / 1048576).toFixed(1)}`);
    holders.push({ name: className(v), retainedBytes: retained[v]!, path, parts });
  }
  return {
    totalBytes: retained[0]!,
    classes: [...rows.values()].sort((a, b) => b.retainedBytes - a.retainedBytes),
    holders,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const file = process.argv[2];
  if (!file) throw new Error("usage: heap-snapshot.ts FILE.heapsnapshot [N]");
  const top = Number(process.argv[3] ?? 25);
  const sum = summarizeHeap(JSON.parse(readFileSync(file, "utf8")) as Snapshot, top);
  const mb = (b: number) => (b / 1048576).toFixed(1);
  const lines = [
    `heap ${mb(sum.totalBytes)} MB reachable`,
    "constructor | count | self MB | retained MB",
  ];
  for (const r of sum.classes.slice(0, top))
    lines.push(`${r.name} | ${r.count} | ${mb(r.selfBytes)} | ${mb(r.retainedBytes)}`);
  lines.push("", "largest holders (retained MB, dominators nearest first):");
  for (const h of sum.holders)
    lines.push(
      `${mb(h.retainedBytes)} ${h.name} ← ${h.path.join(" ← ")}`,
      `    holds: ${h.parts.join("; ")}`,
    );
  process.stdout.write(`${lines.join("\n")}\n`);
}
