import type { ToolSpec } from "../schema/index.js";
import { looseKey } from "./words.js";

type Json = Record<string, unknown>;

/**
 * The inputs the doc says one of must be given ("using either a card or a Legato token. You must
 * supply one of them."), in the doc's order; empty when it says no such thing. Only names that are
 * top-level inputs of the tool count.
 */
export function oneOfRequired(spec: ToolSpec): string[] {
  const text = spec.description ?? "";
  const listed = listedAlternatives(spec);
  if (listed.length > 0) return listed;
  const excused = excusedAlternatives(
    ((spec.inputSchema as { properties?: Json }).properties ?? {}) as Record<
      string,
      { description?: unknown }
    >,
  );
  if (excused.length > 0) return excused;
  const m =
    /\beither\s+(?:an?\s+|the\s+)?([\w-]+)(?:\s+[\w-]+)?\s+or\s+(?:an?\s+|the\s+)?([\w-]+)(?:\s+([\w-]+))?[^.]*\.\s*(?:[^.]*\b(?:must|need to|have to)\s+(?:supply|provide|give|include|pass|specify|send)\s+(?:one|either)\b)/i.exec(
      text,
    );
  if (!m) return [];
  const props = Object.keys(((spec.inputSchema as { properties?: Json }).properties ?? {}) as Json);
  const named = (w: string | undefined) =>
    w ? props.find((p) => looseKey(p) === looseKey(w)) : undefined;
  return [named(m[1]), named(m[3]) ?? named(m[2])].filter((x): x is string => !!x);
}

/**
 * Inputs a doc lists as alternatives, "One of t, i or s is required." (OMDb, in each of the three
 * parameters' descriptions; fresh46 readers A: the gold sent all three), in the order the tool
 * takes them. Two or more names, each a top-level input.
 */
function listedAlternatives(spec: ToolSpec): string[] {
  const props = ((spec.inputSchema as { properties?: Json }).properties ?? {}) as Record<
    string,
    { description?: unknown }
  >;
  const texts = [
    spec.description ?? "",
    ...Object.values(props).map((p) => (typeof p?.description === "string" ? p.description : "")),
  ];
  for (const text of texts) {
    const m =
      /\bone of ((?:[\w-]+,\s*)*[\w-]+),?\s+or\s+([\w-]+)\s+(?:is|must be)\s+(?:required|given|provided|supplied|specified)\b/i.exec(
        text,
      );
    const words = m
      ? [...(m[1] ?? "").split(/,\s*/), m[2] ?? ""]
      : namesOfList(STATED_AFTER.exec(text)?.[1] ?? STATED_BEFORE.exec(text)?.[1] ?? "");
    const named = words.map((w) => Object.keys(props).find((p) => looseKey(p) === looseKey(w)));
    if (named.length >= 2 && named.every((x) => x !== undefined)) {
      const set = new Set(named as string[]);
      return Object.keys(props).filter((p) => set.has(p));
    }
  }
  return [];
}

/**
 * "Note that one of the following filters must be specified: `filter[patient]`, `filter[group]`,
 * or `filter[organization]`." (Fitbit Plus' lists; fresh67 readers A: `fetchCoaches {}`).
 */
const STATED_AFTER =
  /\b(?:at\s+least\s+)?one\s+of\s+the\s+following(?:\s+[\w-]+){0,2}\s+(?:must|has\s+to|needs\s+to|should)\s+be\s+(?:specified|provided|given|supplied|set|defined|included|sent)\s*:\s*((?:`[^`]+`|<code>[^<]+<\/code>|[\w.[\]-]+)(?:\s*(?:,\s*(?:or\b|and\b)?|\bor\b|\band\b|\|)\s*(?:`[^`]+`|<code>[^<]+<\/code>|[\w.[\]-]+))+)/i;

/**
 * "At least one of the parameters locationId and polarisManagedId must be defined", "at least one
 * of `kubeconfig` or `servicetoken` is required".
 */
const STATED_BEFORE =
  /\bat\s+least\s+one\s+of\s+(?:the\s+(?:parameters|fields|filters|inputs|properties|attributes)\s+)?((?:`[^`]+`|<code>[^<]+<\/code>|[\w.[\]-]+)(?:\s*(?:,\s*(?:or\b|and\b)?|\bor\b|\band\b|\|)\s*(?:`[^`]+`|<code>[^<]+<\/code>|[\w.[\]-]+))+)\s+(?:is\s+required|are\s+required|(?:must|should)\s+be\s+(?:specified|provided|given|supplied|set|defined|included|sent))\b/i;

/** The names of a list written "`a`, `b`, or `c`", "a and b", "<code>a</code> | <code>b</code>". */
function namesOfList(list: string): string[] {
  return list
    .split(/\s*(?:,\s*(?:or\b|and\b)?|\bor\b|\band\b|\|)\s*/)
    .map((w) => w.replace(/<\/?code>|`/g, "").trim())
    .filter((w) => w.length > 0);
}

/**
 * Inputs a doc says stand in for one another, in parentheses beside each: brex's concierge order
 * "companyName … (Not required if subjectId is given)", "registerNumber … (Not required if
 * subjectId is given)" — the order is for a company named one of three ways, and one of them is
 * sent (fresh57 readers G/A: "place an order in Canada" went out with the country alone). In the
 * order the tool takes them; empty unless two or more top-level inputs are named so.
 */
function excusedAlternatives(props: Record<string, { description?: unknown }>): string[] {
  const group = new Set<string>();
  for (const [name, p] of Object.entries(props)) {
    const d = typeof p?.description === "string" ? p.description : "";
    const m = NOT_REQUIRED_IF.exec(d);
    const other = m
      ? Object.keys(props).find((x) => looseKey(x) === looseKey(m[1] ?? ""))
      : undefined;
    if (!other || other === name) continue;
    group.add(name).add(other);
  }
  return group.size >= 2 ? Object.keys(props).filter((p) => group.has(p)) : [];
}

/** "Not required if subjectId is given": the input stands in for the one named. */
const NOT_REQUIRED_IF =
  /\bnot\s+(?:required|needed|necessary|mandatory)\s+(?:if|when)\s+(?:the\s+|an?\s+)?`?([\w-]+)`?\s+(?:is|are)\s+(?:given|provided|set|specified|supplied|sent|passed|present)\b/i;
