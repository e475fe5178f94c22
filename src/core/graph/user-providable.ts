import { exampleObject } from "../domain/json-schema.js";
import { isMadeTimeName, nameTokens } from "./names.js";

type Schema = Record<string, unknown>;

/** Last words that mark an opaque machine value a person would not know. */
const OPAQUE_LAST = new Set([
  "id",
  "ids",
  "uuid",
  "guid",
  "token",
  "cursor",
  "hash",
  "etag",
  "secret",
  "handle",
  "offset",
  "ref",
  "key",
  "sid",
]);

/** Identifiers people do read off a card, receipt or e-mail. */
const USER_FACING_WORDS = new Set([
  "number",
  "no",
  "code",
  "tag",
  "reference",
  "confirmation",
  "tracking",
  "isbn",
  "sku",
  "email",
  "phone",
  "username",
  "handle",
]);

/**
 * Whether a person could plausibly state this value: names, emails, dates, amounts, free text and
 * enums are; opaque ids, tokens and cursors are not, unless they are printed somewhere the user
 * sees (order number, card number, coupon code, tracking number).
 */
export function isUserProvidable(name: string, schema: Schema): boolean {
  const tokens = nameTokens(name);
  const last = tokens[tokens.length - 1] ?? "";
  if (Array.isArray(schema.enum) || typeof schema.const !== "undefined") return true;
  const type = typeof schema.type === "string" ? schema.type : "string";
  if (type === "boolean") return true;
  const format = typeof schema.format === "string" ? schema.format : "";
  if (["email", "date", "date-time", "time", "uri", "url"].includes(format)) return true;
  if (tokens.includes("page") && (last === "token" || last === "cursor")) return false;
  if (OPAQUE_LAST.has(last)) {
    // `user_handle`, `order_number_id`? Only a user-facing word before the opaque one saves it.
    return last === "handle";
  }
  if (last === "password" || last === "signature") return false;
  if (USER_FACING_WORDS.has(last)) return true;
  if (type === "number" || type === "integer") return true;
  if (type === "string" || type === "array") return true;
  // A free-form map the doc fills with an example (a webhook's `payload` `{"email": …}`) is
  // content the person writes; copied from a record read first it was `{}` (Svix, fresh55).
  if (type === "object") return exampleObject(schema) !== undefined;
  return true;
}

/**
 * Whether a user-providable param still takes values from other tools' outputs: identifiers people
 * read off something (emails, codes, numbers, tags). Enums, dates, amounts and free text don't —
 * an edge from one tool's `status` to another's `status` filter is noise, not data flow.
 */
export function acceptsDataFromTools(name: string, schema: Schema): boolean {
  if (Array.isArray(schema.enum) || schema.type === "boolean") return false;
  if (schema.type === "number" || schema.type === "integer") return false;
  if (schema.format === "email") return true;
  const tokens = nameTokens(name);
  const last = tokens[tokens.length - 1] ?? "";
  return USER_FACING_WORDS.has(last) && last !== "no";
}

/** Words that make a time field a window bound (`created_after`), which a person does choose. */
const BOUND_WORDS = new Set([
  "after",
  "before",
  "since",
  "from",
  "to",
  "until",
  "min",
  "max",
  "start",
  "end",
  "gt",
  "gte",
  "lt",
  "lte",
]);
const TIME_WORDS = new Set(["time", "timestamp", "date", "at", "on", "stamp", "datetime"]);

/**
 * Whether a required input of a call on an existing record is that record's own creation time
 * (Kinesis `DeleteApplication {CreateTimestamp}`: "Use the DescribeApplication operation to get
 * this value"). Nobody knows when their app was made to the minute: a lookup gives it (fresh61
 * readers A/U: "When would you like it?" / "Jan 6 at 2:45 pm" deleted an application).
 */
export function isRecordsMadeTime(name: string, schema: Schema, kind: string): boolean {
  if (kind === "create" || kind === "list" || kind === "compute") return false;
  if (!isMadeTimeName(name)) return false;
  const tokens = nameTokens(name);
  if (tokens.some((t) => BOUND_WORDS.has(t))) return false;
  const format = typeof schema.format === "string" ? schema.format : "";
  return format === "date-time" || format === "date" || tokens.some((t) => TIME_WORDS.has(t));
}
