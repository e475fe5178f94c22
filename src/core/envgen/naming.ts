/** Word-level helpers for names found in tool docs (camelCase, snake_case, kebab, paths). */

/** Lower-case words of an identifier: `listOrdersByCustomer` → [list, orders, by, customer]. */
export function splitWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w.length > 0)
    .map((w) => w.toLowerCase());
}

/** snake_case of an identifier. */
export function toSnake(name: string): string {
  return splitWords(name).join("_");
}

/** Identifier reduced for loose comparison: `customerId`, `customer_id`, `CustomerID` → `customerid`. */
export function looseKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}

const IRREGULAR: Record<string, string> = {
  person: "people",
  child: "children",
  man: "men",
  woman: "women",
  mouse: "mice",
  foot: "feet",
  tooth: "teeth",
  goose: "geese",
  datum: "data",
  index: "indexes",
  criterion: "criteria",
};
const IRREGULAR_PLURAL = Object.fromEntries(Object.entries(IRREGULAR).map(([s, p]) => [p, s]));
const UNCOUNTABLE = new Set([
  "data",
  "info",
  "information",
  "news",
  "status",
  "series",
  "species",
  "equipment",
  "feedback",
  "media",
  "metadata",
  "weather",
  "inventory",
  "software",
  "hardware",
  "staff",
  "settings",
  "analytics",
]);

/** Singular form of one English word (simple rules, good enough for API nouns). */
export function singularWord(word: string): string {
  const w = word.toLowerCase();
  if (UNCOUNTABLE.has(w)) return w;
  if (IRREGULAR_PLURAL[w]) return IRREGULAR_PLURAL[w];
  if (/(ss|us|is|os)$/.test(w)) return w;
  if (/ies$/.test(w) && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(ches|shes|xes|zzes|sses)$/.test(w)) return w.slice(0, -2);
  if (/(status|bus|virus|campus|census|alias|atlas|canvas|bonus)es$/.test(w)) return w.slice(0, -2);
  if (/s$/.test(w) && w.length > 2) return w.slice(0, -1);
  return w;
}

/** Plural form of one English word. */
export function pluralWord(word: string): string {
  const w = word.toLowerCase();
  if (UNCOUNTABLE.has(w)) return w;
  if (IRREGULAR[w]) return IRREGULAR[w];
  if (IRREGULAR_PLURAL[w]) return w;
  if (/[^aeiou]y$/.test(w)) return `${w.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(w)) return /(ss|us|is)$/.test(w) || !/s$/.test(w) ? `${w}es` : w;
  return `${w}s`;
}

/** Plural snake_case collection name for a noun phrase: [leave, request] → `leave_requests`. */
export function collectionName(words: string[]): string {
  if (words.length === 0) return "";
  const last = words[words.length - 1]!;
  return [...words.slice(0, -1), pluralWord(singularWord(last))].join("_");
}

/** Singular snake_case of a collection name: `leave_requests` → `leave_request`. */
export function singularName(collection: string): string {
  const words = collection.split("_");
  const last = words[words.length - 1]!;
  return [...words.slice(0, -1), singularWord(last)].join("_");
}

/** Whether a word looks like a plural noun (for `find_patient` vs `find_patients`). */
export function isPluralWord(word: string): boolean {
  const w = word.toLowerCase();
  if (UNCOUNTABLE.has(w)) return false;
  if (IRREGULAR_PLURAL[w]) return true;
  return singularWord(w) !== w;
}
