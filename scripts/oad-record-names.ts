import {
  flatSchema,
  holdsKind,
  isObj,
  propsOf,
  schemaType,
} from "../src/core/domain/json-schema.js";
import { singular } from "../src/core/domain/words.js";
import { isMadeTimeName } from "../src/core/graph/names.js";
import { specDocs } from "./spec-files.js";

const dir = process.argv[2] as string;
const at = process.argv.indexOf("--examples");
const nEx = at > 0 ? Number(process.argv[at + 1]) : 12;
const NAMEABLE = ["name", "title", "full_name", "fullName", "display_name", "label", "subject"];
const NAMES_LIST = /^(?:names|titles)$/i;

/** Every object schema that is the item of an array, found in a tool's output schema. */
const listKeys = new Map<unknown, string>();
function listItems(s: unknown, out: Record<string, unknown>[], depth = 0, key = ""): void {
  if (!isObj(s) || depth > 6) return;
  const f = flatSchema(s);
  if (schemaType(f) === "array" && isObj(f.items)) {
    const it = flatSchema(f.items);
    if (schemaType(it) === "object" || isObj(it.properties)) {
      out.push(it as Record<string, unknown>);
      listKeys.set(it, key);
    }
    listItems(f.items, out, depth + 1, key);
  }
  for (const [k, p] of Object.entries(propsOf(f))) listItems(p, out, depth + 1, k);
}

const dated = (k: string, p: unknown) =>
  isObj(p) && /^date(?:-time)?$/.test(String(flatSchema(p).format ?? "")) && !isMadeTimeName(k);
const plain = (it: Record<string, unknown>, k: string, p: unknown) =>
  isObj(p) && schemaType(flatSchema(p)) === "string" && !holdsKind(it, k);

const hits = {
  nested: { lists: 0, tools: new Set<string>(), specs: new Set<string>() },
  dated: { lists: 0, tools: new Set<string>(), specs: new Set<string>() },
};
const ex: { nested: string[]; dated: string[] } = { nested: [], dated: [] };
let specs = 0;
let tools = 0;
for await (const { name, doc } of specDocs(dir)) {
  if (!doc) continue;
  specs++;
  for (const t of doc.tools) {
    tools++;
    const items: Record<string, unknown>[] = [];
    listItems(t.outputSchema, items);
    for (const it of items) {
      const props = propsOf(it);
      const keys = Object.keys(props);
      const own = NAMEABLE.some((k) => k in props);
      const nested = keys.find((k) => {
        const p = flatSchema(props[k]);
        if (!NAMES_LIST.test(k) || schemaType(p) !== "array" || !isObj(p.items)) return false;
        const inner = Object.keys(propsOf(flatSchema(p.items)));
        return (
          NAMEABLE.some((f) => inner.includes(f)) ||
          (inner.some((f) => /^(?:given|first)_?name$/i.test(f)) &&
            inner.some((f) => /^(?:family|last|sur)_?name$|^surname$/i.test(f)))
        );
      });
      if (nested && !own) {
        hits.nested.lists++;
        hits.nested.tools.add(`${name}/${t.name}`);
        hits.nested.specs.add(name);
        if (ex.nested.length < 200)
          ex.nested.push(
            `${name} ${t.name}: ${nested}[] of {${Object.keys(propsOf(flatSchema((flatSchema(props[nested]) as { items: unknown }).items))).join(",")}}`,
          );
      }
      const says = keys.filter((k) => plain(it, k, props[k]));
      // The list's own noun: the last word of the array key the item sits under, when known.
      const listNoun = singular(
        (listKeys.get(it) ?? "")
          .split(/(?=[A-Z])|_/)
          .pop()
          ?.toLowerCase() ?? "",
      );
      const nameLike = (k: string) => {
        const w = k.split(/(?=[A-Z])|_/).map((x) => x.toLowerCase());
        if (!/^(?:name|title)$/.test(w.pop() ?? "")) return false;
        return (
          w.length === 0 ||
          (w.length === 1 && /^(?:first|given|full|display)$/.test(w[0] ?? "")) ||
          (listNoun !== "" && singular(w.join(" ")) === listNoun)
        );
      };
      const firstName = says.findIndex(nameLike);
      const firstDate = says.findIndex((k) => dated(k, props[k]));
      if (!own && firstDate >= 0 && (nested || (firstName >= 0 && firstDate < firstName))) {
        hits.dated.lists++;
        hits.dated.tools.add(`${name}/${t.name}`);
        hits.dated.specs.add(name);
        if (ex.dated.length < 400)
          ex.dated.push(
            `${name} ${t.name}: ${says[firstDate]} gives way to ${nested ? `${nested}[]` : says[firstName]}`,
          );
      }
    }
  }
}
const sum = (h: { lists: number; tools: Set<string>; specs: Set<string> }) =>
  `${h.lists} list items, ${h.tools.size} tools, ${h.specs.size} specs`;
console.log(
  JSON.stringify({ specs, tools, nestedNames: sum(hits.nested), datedFirst: sum(hits.dated) }),
);
const every = (a: string[]) =>
  a.filter((_, i) => i % Math.max(1, Math.floor(a.length / nEx)) === 0).slice(0, nEx);
console.log(`nested names:\n  ${every(ex.nested).join("\n  ")}`);
console.log(`dated first:\n  ${every(ex.dated).join("\n  ")}`);
