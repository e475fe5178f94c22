import { inferFieldModel } from "../domain/field-roles.js";
import { modelOf } from "../envgen/semantic-model.js";
import type { FieldModel, FieldRole } from "../schema/semantic-model.js";
import { identifierWords, isDateLike } from "./text.js";

/**
 * The writers read the environment's semantic model (envgen's `modelOf`: stored in v2 bundles,
 * inferred once for v1) for input sources and roles. `roleOf` adds what only a value shows (a
 * `17:15` is a time, an ISO string a date) and a fallback for fields the shared table calls
 * "other" (result fields such as `brightness` or `cups`).
 */
export { modelOf };

/** Transport parameters of real APIs: never a user's fact, fixed and masked in every call. */
const PLUMBING = new Set([
  "alt",
  "fields",
  "key",
  "prettyprint",
  "pretty",
  "quotauser",
  "userip",
  "oauthtoken",
  "accesstoken",
  "callback",
  "uploadprotocol",
  "uploadtype",
  "xgafv",
  "apiversion",
  "apikey",
  "jsonp",
  "format",
  "outputformat",
  "responseformat",
  "locale",
  "lang",
  "hl",
  "trace",
  "debug",
  "verbose",
  "requestid",
  "idempotencykey",
  "clienttoken",
]);

/** Fields only the system sets or knows. */
const SYSTEM = new Set([
  "createdat",
  "updatedat",
  "modifiedat",
  "createdon",
  "updatedon",
  "created",
  "updated",
  "lastmodified",
  "etag",
  "selflink",
  "revision",
  "createdby",
  "updatedby",
  "createddate",
  "createdenddate",
  "createdstartdate",
  "modifieddate",
]);

const PERSON_ENTITY =
  /^(patient|customer|user|employee|contact|doctor|person|member|guest|client|student|author|owner|agent|passenger|traveler|traveller)$/;

/** Whether a parameter name is a transport parameter (`quotaUser`, `$.xgafv`, `api-version`). */
export function isPlumbingName(name: string): boolean {
  const key = name.toLowerCase().replace(/[^a-z0-9]/g, "");
  return PLUMBING.has(key) || /^x-/i.test(name);
}

/** Whether a field name is managed by the system (`created_at`, `etag`, `selfLink`). */
export function isSystemName(name: string): boolean {
  return SYSTEM.has(name.toLowerCase().replace(/[^a-z0-9]/g, ""));
}

/**
 * The role of a field or parameter from its name, schema and (when known) an example value, as a
 * person reading the API would say it.
 */
export function roleOf(
  name: string,
  schema: Record<string, unknown> = {},
  value?: unknown,
  owner?: string,
): FieldModel {
  const type = typeof schema.type === "string" ? schema.type : typeof value;
  if (typeof value === "string" && /^\d{1,2}:\d{2}(?::\d{2})?$/.test(value))
    return { role: "time", type };
  // A number shows its type where the schema is not at hand: `depth` 0.98 is a measure in m.
  const typed =
    schema.type === undefined && (typeof value === "number" || typeof value === "boolean")
      ? { ...schema, type: typeof value }
      : schema;
  const shared = inferFieldModel(name, typed, owner ? { entity: owner } : {});
  if (shared.role !== "other") {
    // A value shows what a name hides: `valid_until: "2026-01-07"` is a date.
    if (
      typeof value === "string" &&
      isDateLike(value) &&
      !["date", "datetime"].includes(shared.role)
    )
      return { ...shared, role: value.length > 10 ? "datetime" : "date" };
    if (shared.role === "money" && typeof value !== "number" && value !== undefined)
      return { ...shared, role: "other" };
    return shared;
  }
  return fallbackRole(name, schema, value, owner);
}

/** The writers' own reading of a name the shared table leaves as "other". */
function fallbackRole(
  name: string,
  schema: Record<string, unknown>,
  value: unknown,
  owner: string | undefined,
): FieldModel {
  const words = identifierWords(name);
  const last = words[words.length - 1] ?? "";
  const joined = words.join(" ");
  const type = typeof schema.type === "string" ? schema.type : typeof value;
  const base = (role: FieldRole, extra: Partial<FieldModel> = {}): FieldModel => ({
    role,
    type,
    ...(Array.isArray(schema.enum) ? { values: schema.enum } : {}),
    ...extra,
  });
  if (isPlumbingName(name)) return base("plumbing");
  if (isSystemName(name)) return base("system");
  if (name === "id" || last === "id" || last === "ids" || last === "uuid")
    return base(name === "id" ? "id" : "reference");
  if (type === "boolean" || typeof value === "boolean") return base("flag");
  if (/^(email|e mail)( address)?$/.test(joined) || last === "email") return base("email");
  if (/phone|mobile|telephone/.test(joined)) return base("phone");
  if (/(^| )(url|uri|link|href|website)$/.test(joined)) return base("url");
  if (/^(address )?(line ?1|line ?2|street|address line ?\d?)$/.test(joined))
    return base("address-part", { part: /2/.test(joined) ? "line2" : "line1" });
  if (/^(city|town)$/.test(joined)) return base("address-part", { part: "city" });
  if (/^(state|province|region)$/.test(joined) && !Array.isArray(schema.enum))
    return base("address-part", { part: "state" });
  if (/^(postal code|postcode|zip|zip code)$/.test(joined))
    return base("address-part", { part: "postal_code" });
  if (/^(country|country code)$/.test(joined)) return base("address-part", { part: "country" });
  const format = typeof schema.format === "string" ? schema.format : "";
  // A number named for a time that the shared table took for no instant is how long something
  // took (`response-time` 69 ms): the fresh15 readers saw "Partners (response time 69)".
  const numeric = type === "number" || type === "integer" || typeof value === "number";
  if (
    numeric &&
    last === "time" &&
    format !== "date-time" &&
    !(typeof value === "number" && value > 1e8)
  )
    return base("duration");
  if (
    format === "date-time" ||
    /(^| )(at|time|datetime|timestamp|start|end|starts|ends)$/.test(joined) ||
    (typeof value === "string" && isDateLike(value) && value.length > 10)
  )
    return base(format === "date" ? "date" : "datetime");
  if (
    format === "date" ||
    /(^| )(date|day|dob|birthday|birth date|date of birth)$/.test(joined) ||
    (typeof value === "string" && isDateLike(value))
  )
    return base("date");
  if (/^(currency|currency code)$/.test(joined)) return base("code", { purpose: "currency" });
  if (/^(full name|first name|last name|given name|family name|surname|display name)$/.test(joined))
    return base("person-name");
  if (joined === "name" && owner && PERSON_ENTITY.test(owner)) return base("person-name");
  if (/(^| )(name|title|label|subject|headline)$/.test(joined)) return base("label");
  if (/(^| )(status|state)$/.test(joined)) return base("status");
  if (
    /(^| )(price|amount|total|cost|fee|balance|subtotal|budget|salary|payment|refund)$/.test(joined)
  )
    return type === "number" || type === "integer" || typeof value === "number"
      ? base("money")
      : base("other");
  if (/(^| )(qty|quantity|count|cups|guests|seats|nights|people|copies|units)$/.test(joined))
    return base("quantity");
  if (/celsius|fahrenheit|temperature/.test(joined)) return base("measure", { unit: "°C" });
  if (/(brightness|percent|percentage|volume|level)$/.test(joined))
    return base("measure", /brightness|percent/.test(joined) ? { unit: "%" } : {});
  if (/(^| )(minutes|hours|days|duration|weeks)$/.test(joined)) return base("duration");
  if (Array.isArray(schema.enum)) return base("category");
  if (/(^| )(type|kind|category|size|color|colour|level|priority|mode|tier|class)$/.test(joined))
    return base("category");
  if (
    /(^| )(message|note|notes|comment|description|reason|body|text|query|q|question|content|reply|feedback|instructions)$/.test(
      joined,
    )
  )
    return base("free-text", { purpose: joined });
  if (/(^| )(sku|code|iata|isbn|number)$/.test(joined)) return base("code");
  return base("other");
}
