import type { EnvBundle } from "../schema/bundle.js";
import type { ToolKind, ToolSpec } from "../schema/tool-spec.js";
import { plural, singular } from "../domain/words.js";
import { identifierWords } from "./text.js";

/** Verbs that open tool names; the rest of the name is the object. */
const LEADING_VERBS = new Set([
  "get",
  "list",
  "find",
  "search",
  "fetch",
  "read",
  "show",
  "lookup",
  "look",
  "query",
  "check",
  "create",
  "add",
  "new",
  "make",
  "post",
  "place",
  "book",
  "schedule",
  "register",
  "open",
  "file",
  "submit",
  "request",
  "send",
  "write",
  "update",
  "set",
  "change",
  "edit",
  "modify",
  "patch",
  "rename",
  "move",
  "reschedule",
  "adjust",
  "delete",
  "remove",
  "cancel",
  "approve",
  "reject",
  "assign",
  "close",
  "reopen",
  "escalate",
  "lock",
  "unlock",
  "start",
  "stop",
  "turn",
  "apply",
  "transfer",
  "pay",
  "refund",
  "archive",
  "restore",
  "enable",
  "disable",
  "mark",
  "resolve",
  "compute",
  "calculate",
  "convert",
  "estimate",
  "validate",
  "verify",
  "track",
  "brew",
  "play",
  "pause",
  "arm",
  "disarm",
  "activate",
  "deactivate",
  "renew",
  "return",
  "upload",
  "reply",
  "comment",
  "rate",
  "review",
  "confirm",
  "dispatch",
  "ship",
  "issue",
  "grant",
  "revoke",
  "prescribe",
  "quote",
  "speak",
  "announce",
  "say",
  "notify",
  "dim",
  "toggle",
  "trigger",
  "reserve",
  "rent",
  "borrow",
  "buy",
  "purchase",
  "order",
  "reset",
  "generate",
  "translate",
  "summarize",
  "recommend",
  "invite",
  "share",
  "accept",
  "decline",
  "join",
  "upgrade",
  "redeem",
  "decide",
]);

const KIND_BY_VERB: Record<string, ToolKind> = {
  get: "read",
  find: "read",
  fetch: "read",
  read: "read",
  show: "read",
  lookup: "read",
  list: "list",
  search: "list",
  query: "list",
  create: "create",
  add: "create",
  new: "create",
  make: "create",
  post: "create",
  register: "create",
  update: "update",
  set: "update",
  change: "update",
  edit: "update",
  modify: "update",
  patch: "update",
  delete: "delete",
  remove: "delete",
  check: "compute",
  compute: "compute",
  calculate: "compute",
  convert: "compute",
  estimate: "compute",
};

/** What the writer needs to know about a tool, in words. */
export interface ToolWords {
  kind: ToolKind;
  /** Leading verb of the name, when there is one. */
  verb?: string;
  /** The thing the tool works on, singular ("open slot", "order"). */
  noun: string;
  nounPlural: string;
  /** Every word of the name, lowercase. */
  nameWords: string[];
  readOnly: boolean;
  /** The goal in a person's words: `{verb: "book", object: "an appointment", text: "book an appointment"}`. */
  phrase: { verb: string; object: string; text: string };
}

const GENERIC_NOUNS = new Set([
  "item",
  "items",
  "result",
  "results",
  "data",
  "record",
  "records",
  "list",
  "info",
  "details",
]);

/** Describe a tool in words from its name, kind and entity. */
export function toolWords(spec: ToolSpec): ToolWords {
  const nameWords = identifierWords(spec.name);
  const first = nameWords[0] ?? "";
  const verb = LEADING_VERBS.has(first) && nameWords.length > 1 ? first : undefined;
  const kind: ToolKind = spec.kind ?? (verb ? KIND_BY_VERB[verb] : undefined) ?? "action";
  let objectWords = verb ? nameWords.slice(1) : [];
  if (verb === "look" && objectWords[0] === "up") objectWords = objectWords.slice(1);
  if (objectWords.length === 0 || objectWords.every((w) => GENERIC_NOUNS.has(w) || w === "by")) {
    objectWords = spec.entity ? identifierWords(spec.entity) : ["record"];
  }
  const cut = objectWords.indexOf("by");
  if (cut > 0) objectWords = objectWords.slice(0, cut);
  const last = objectWords[objectWords.length - 1] ?? "record";
  const noun = [...objectWords.slice(0, -1), singular(last)].join(" ");
  const nounPlural = [...objectWords.slice(0, -1), plural(singular(last))].join(" ");
  return {
    kind,
    ...(verb ? { verb } : {}),
    noun,
    nounPlural,
    nameWords,
    readOnly: kind === "read" || kind === "list" || kind === "compute",
    phrase: goalPhrase(kind, verb, noun, nounPlural),
  };
}

/** Verbs people use for a tool's verb, by kind (`get` → "check", `create` → "add"). */
const SPOKEN_VERB: Record<string, string> = {
  get: "check",
  fetch: "check",
  read: "check",
  show: "check",
  lookup: "look up",
  look: "look up",
  find: "find",
  list: "find",
  search: "find",
  query: "find",
  create: "add",
  add: "add",
  new: "add",
  make: "add",
  post: "add",
  update: "update",
  set: "change",
  change: "change",
  edit: "update",
  modify: "update",
  patch: "update",
  delete: "remove",
  remove: "remove",
  compute: "work out",
  calculate: "work out",
  estimate: "estimate",
  check: "check",
  turn: "switch",
  speak: "play",
  say: "play",
  announce: "play",
  quote: "get",
  decide: "decide on",
};

/** How people say "create" for a few common records ("place an order", "book an appointment"). */
const CREATE_BY_NOUN: Record<string, string> = {
  order: "place",
  appointment: "book",
  booking: "make",
  reservation: "make",
  ticket: "open",
  payment: "make",
  expense: "submit",
  claim: "file",
};

const DEFAULT_VERB: Record<ToolKind, string> = {
  read: "check",
  list: "find",
  create: "add",
  update: "update",
  delete: "remove",
  action: "take care of",
  compute: "work out",
};

function goalPhrase(
  kind: ToolKind,
  verb: string | undefined,
  noun: string,
  nounPlural: string,
): ToolWords["phrase"] {
  const said = (verb && SPOKEN_VERB[verb]) ?? verb ?? DEFAULT_VERB[kind];
  let object: string;
  if (verb === "comment" || verb === "reply" || verb === "review" || verb === "rate")
    return {
      verb: "add",
      object: `${articleOf(verb)} ${verb} to the ${noun}`,
      text: `add ${articleOf(verb)} ${verb} to the ${noun}`,
    };
  if (verb === "quote") object = `${articleOf(noun)} ${noun} quote`;
  else if (verb === "speak" || verb === "say" || verb === "announce") object = "an announcement";
  else if (kind === "list") object = nounPlural;
  else if (kind === "create" && said === "add" && CREATE_BY_NOUN[noun]) {
    const v = CREATE_BY_NOUN[noun] as string;
    return { verb: v, object: `${articleOf(noun)} ${noun}`, text: `${v} ${articleOf(noun)} ${noun}` };
  } else if (kind === "create")
    object = said === "add" ? `${articleOf(`new ${noun}`)} new ${noun}` : `${articleOf(noun)} ${noun}`;
  else object = `the ${noun}`;
  return { verb: said, object, text: `${said} ${object}` };
}

function articleOf(phrase: string): string {
  return /^(?:[aeio]|u(?!ni|se|sa|su))/i.test(phrase) ? "an" : "a";
}

/** Find a tool's spec in a bundle. */
export function findSpec(bundle: EnvBundle, tool: string): ToolSpec | undefined {
  return bundle.tools.find((t) => t.name === tool);
}

/** The JSON schema of a tool's parameter, when declared. */
export function paramSchema(spec: ToolSpec | undefined, name: string): Record<string, unknown> {
  const props = (spec?.inputSchema.properties ?? {}) as Record<string, Record<string, unknown>>;
  return props[name] ?? {};
}

/** Names of a tool's required parameters. */
export function requiredParams(spec: ToolSpec | undefined): string[] {
  const req = spec?.inputSchema.required;
  return Array.isArray(req) ? req.filter((r): r is string => typeof r === "string") : [];
}

const MASKABLE = new Set([
  "limit",
  "page",
  "page size",
  "per page",
  "offset",
  "cursor",
  "max results",
  "page token",
  "verbose",
  "fields",
  "sort",
  "sort by",
  "order by",
  "include",
  "expand",
  "format",
  "lang",
]);

/** Optional arguments that only shape the answer's size or form (reward ignores them). */
export function isMaskable(spec: ToolSpec | undefined, name: string): boolean {
  if (requiredParams(spec).includes(name)) return false;
  return MASKABLE.has(identifierWords(name).join(" "));
}
