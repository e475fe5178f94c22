/** Word-level helpers the offline writer and the checks share. */

/** Split an identifier into lowercase words: `listOpenSlots`, `list_open_slots` → list, open, slots. */
export function identifierWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w.length > 0)
    .map((w) => w.toLowerCase());
}

/** True when a name is written as a code identifier (snake_case, kebab-case with digits, camelCase). */
export function isCodeIdentifier(name: string): boolean {
  return /_/.test(name) || /[a-z][A-Z]/.test(name);
}

const IRREGULAR: Record<string, string> = {
  people: "person",
  children: "child",
  statuses: "status",
  addresses: "address",
  analyses: "analysis",
  series: "series",
  news: "news",
};

/** Naive English singular of a lowercase noun. */
export function singular(word: string): string {
  const w = word.toLowerCase();
  // hasOwn: a tool named "constructor" must not find Object.prototype.constructor.
  if (Object.hasOwn(IRREGULAR, w)) return IRREGULAR[w] as string;
  if (/ies$/.test(w) && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|z)es$/.test(w)) return w.slice(0, -2);
  if (/ss$/.test(w) || /us$/.test(w) || /is$/.test(w)) return w;
  if (/s$/.test(w) && w.length > 3) return w.slice(0, -1);
  return w;
}

/** Naive English plural of a lowercase noun. */
export function plural(word: string): string {
  const w = word.toLowerCase();
  if (/[^aeiou]y$/.test(w)) return `${w.slice(0, -1)}ies`;
  if (/(s|sh|ch|x|z)$/.test(w)) return `${w}es`;
  return `${w}s`;
}

/** "a" or "an" for the phrase that follows. */
export function article(phrase: string): string {
  return /^(?:[aeio]|u(?!ni|se|sa|su)|hour|honest)/i.test(phrase.trim()) ? "an" : "a";
}

/** Join phrases as English: "a", "a and b", "a, b and c". */
export function englishList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** Capitalise the first letter, collapse whitespace, fix spacing before punctuation. */
export function tidySentence(text: string): string {
  const t = text
    .replace(/\s+/g, " ")
    .replace(/\s+([,.?!;:])/g, "$1")
    .replace(/([,.?!])\1+/g, "$1")
    .trim();
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/** How a value is spoken in a sentence: strings as written, numbers plainly, booleans as yes/no. */
export function speakValue(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") {
    if (Number.isInteger(value)) return String(value);
    return String(Math.round(value * 100) / 100);
  }
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return englishList(value.map(speakValue));
  return "";
}

/** Words of a parameter or field name, suitable inside a sentence ("date of birth", "room"). */
export function labelFor(name: string, description?: string): string {
  const words = identifierWords(name);
  // A trailing "id" is not something people say; the noun before it is what they mean.
  if (words.length > 1 && words[words.length - 1] === "id") words.pop();
  let label = words.join(" ");
  const short = description ? shortDescriptionLabel(description) : undefined;
  if (short && (label.length <= 2 || words.length === 0)) label = short;
  return label;
}

/** A description usable as a noun phrase when it is short and plain ("EU size", "exact team name"). */
export function shortDescriptionLabel(description: string): string | undefined {
  const first = description.split(/[.;(,]|\be\.g\b/)[0]?.trim() ?? "";
  if (first.length === 0 || first.split(/\s+/).length > 4) return undefined;
  if (/[{}[\]_`]|YYYY|\bid\b|identifier/i.test(first)) return undefined;
  return first.charAt(0).toLowerCase() + first.slice(1);
}

const DATE_LIKE = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+Z?)?$/;

/** True for ISO-8601 dates and date-times. */
export function isDateLike(value: unknown): boolean {
  return typeof value === "string" && DATE_LIKE.test(value);
}

/** True for ids, codes and tokens a person would not say unprompted. */
export function looksOpaque(key: string, value: unknown): boolean {
  if (typeof value !== "string" || value.length === 0) return false;
  const words = identifierWords(key);
  const last = words[words.length - 1] ?? "";
  if (["id", "ids", "uuid", "token", "cursor", "key", "ref", "sku", "code"].includes(last))
    return true;
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(value) || /^[0-9a-f]{16,}$/i.test(value)) return true;
  return /^[a-z]{1,6}[_-]?\d{1,}$/i.test(value) && /\d/.test(value) && !/\s/.test(value);
}
