import { exampleObject } from "../domain/json-schema.js";
import { nameTokens } from "./names.js";

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
