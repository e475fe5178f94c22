import { base, en, Faker } from "@faker-js/faker";
import type { EntityModel, EnvModel } from "./model.js";
import { looseKey } from "./naming.js";
import { samplePattern } from "./pattern-sample.js";
import { enumOf, flatSchema, isObj, propsOf, type Schema, schemaType } from "./schema-utils.js";

type Rec = Record<string, unknown>;

const PERSON = new Set([
  "patients",
  "doctors",
  "customers",
  "employees",
  "users",
  "members",
  "people",
  "persons",
  "students",
  "teachers",
  "authors",
  "drivers",
  "guests",
  "passengers",
  "clients",
  "owners",
  "tenants",
  "candidates",
  "contacts",
  "staff",
  "agents",
  "physicians",
  "nurses",
  "borrowers",
  "readers",
  "players",
  "managers",
  "accounts",
  "writers",
  "directors",
  "actors",
  "performers",
  "characters",
  "artists",
  "editors",
  "assignees",
  "reviewers",
  "creators",
]);
const ROOMS = [
  "Kitchen",
  "Living Room",
  "Bedroom",
  "Bathroom",
  "Office",
  "Garage",
  "Hallway",
  "Dining Room",
  "Guest Room",
  "Laundry Room",
  "Nursery",
  "Basement",
];
const SCENES = [
  "Good Morning",
  "Movie Night",
  "Away",
  "Dinner",
  "Bedtime",
  "Focus",
  "Party",
  "Reading",
  "Wake Up",
  "Relax",
];
const DRUGS = [
  "Ibuprofen",
  "Amoxicillin",
  "Metformin",
  "Lisinopril",
  "Atorvastatin",
  "Omeprazole",
  "Sertraline",
  "Warfarin",
  "Levothyroxine",
  "Amlodipine",
  "Paracetamol",
  "Aspirin",
];
const DOSES = [
  "500 mg twice daily",
  "10 mg once daily",
  "20 mg at night",
  "250 mg three times daily",
  "5 mg once daily",
  "1 tablet every 8 hours",
];
const REASONS = [
  "Annual check-up",
  "Persistent headache",
  "Follow-up visit",
  "Skin rash",
  "Back pain",
  "Vaccination",
  "Blood pressure check",
  "Sore throat",
];
const NOTES = [
  "Please see the attached details.",
  "Discussed with the team last week.",
  "Needed for the upcoming project.",
  "Follow-up from the previous request.",
  "Urgent, please review today.",
  "Agreed with my manager beforehand.",
  "Booked during the client visit.",
  "Replacement for the broken one.",
];
const TEAMS = [
  "Engineering",
  "Sales",
  "Marketing",
  "Finance",
  "Support",
  "Design",
  "Operations",
  "People",
  "Legal",
  "Product",
];
const PLACES = [
  "Home",
  "Office",
  "City Library",
  "Community Center",
  "Main Street Cafe",
  "School",
  "Gym",
  "Online",
];
const EVENTS = [
  "Team stand-up",
  "Dentist appointment",
  "Piano lesson",
  "Dinner with Sam",
  "School pickup",
  "Yoga class",
  "Book club",
  "Parent-teacher meeting",
  "Grocery delivery",
];
const CARRIERS = ["UPS", "DHL", "FedEx", "USPS", "La Poste"];
const DAY = 86_400_000;

export interface SeedOptions {
  seed: number;
  clockStart: string;
}

/** Per-record context so a name, email and username agree with each other. */
interface RowCtx {
  first: string;
  last: string;
  rec: Rec;
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function dateOnly(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Entities in an order where referenced collections come first (cycles broken arbitrarily). */
function orderEntities(model: EnvModel): EntityModel[] {
  const out: EntityModel[] = [];
  const seen = new Set<string>();
  const visiting = new Set<string>();
  const visit = (e: EntityModel) => {
    if (seen.has(e.name) || visiting.has(e.name)) return;
    visiting.add(e.name);
    for (const t of [...Object.values(e.refs), ...nestedRefs(model, e)]) {
      const target = model.entities[t];
      if (target && t !== e.name) visit(target);
    }
    visiting.delete(e.name);
    seen.add(e.name);
    out.push(e);
  };
  for (const e of Object.values(model.entities).sort((a, b) => a.name.localeCompare(b.name)))
    visit(e);
  return out;
}

/** Collections named by `x_id` keys nested inside fields (`lines[].product_id` → products). */
function nestedRefs(model: EnvModel, e: EntityModel): string[] {
  const out: string[] = [];
  const walk = (schema: Schema, depth: number) => {
    if (depth > 3) return;
    const s = flatSchema(schema);
    const inner = isObj(s.items) ? flatSchema(s.items as Schema) : s;
    for (const [k, v] of Object.entries(propsOf(inner))) {
      const stem = k.replace(/_?(id|Id|ID)$/, "");
      const hit = Object.values(model.entities).find(
        (x) => stem !== k && looseKey(x.singular) === looseKey(stem),
      );
      if (hit) out.push(hit.name);
      walk(v, depth + 1);
    }
  };
  for (const f of Object.values(e.fields)) walk(f, 0);
  return out;
}

/** Does `v` satisfy the simple constraints of `schema`? (The runtime re-shapes anything else.) */
function fitsSimple(v: unknown, schema: Schema): boolean {
  const s = flatSchema(schema);
  const en = enumOf(s);
  if (en && !en.includes(v)) return false;
  const t = schemaType(s);
  if (t === "string" && typeof v !== "string") return false;
  if ((t === "integer" || t === "number") && typeof v !== "number") return false;
  if (t === "integer" && !Number.isInteger(v)) return false;
  if (t === "boolean" && typeof v !== "boolean") return false;
  if (typeof v === "number") {
    if (typeof s.minimum === "number" && v < s.minimum) return false;
    if (typeof s.maximum === "number" && v > s.maximum) return false;
    if (typeof s.exclusiveMinimum === "number" && v <= s.exclusiveMinimum) return false;
    if (typeof s.exclusiveMaximum === "number" && v >= s.exclusiveMaximum) return false;
  }
  if (typeof v === "string") {
    if (typeof s.minLength === "number" && v.length < s.minLength) return false;
    if (typeof s.maxLength === "number" && v.length > s.maxLength) return false;
    if (typeof s.pattern === "string") {
      try {
        if (!new RegExp(s.pattern, "u").test(v)) return false;
      } catch {
        return true;
      }
    }
  }
  return true;
}

/**
 * Seeded, realistic initial state: several records per collection, values chosen by field
 * name/format/enum with faker, references that resolve (and agree with each other), and enums
 * spread across records so filters return different things.
 */
export function seedState(model: EnvModel, opts: SeedOptions): Record<string, Rec[]> {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(opts.seed);
  const start = Date.parse(opts.clockStart);
  const state: Record<string, Rec[]> = {};
  const order = orderEntities(model);

  const numberFor = (field: string, s: Schema): number => {
    const n = looseKey(field);
    const isInt = schemaType(s) === "integer";
    let [lo, hi, dec] = [1, 100, 2];
    if (/price|cost|amount|total|fee|salary|subtotal|fare/.test(n)) [lo, hi] = [15, 250];
    else if (/balance/.test(n)) [lo, hi] = [0, 2500];
    else if (/percentoff|discount/.test(n)) [lo, hi, dec] = [5, 40, 0];
    else if (/brightness|volume|position|percent|pct|humidity|battery/.test(n))
      [lo, hi, dec] = [0, 100, 0];
    else if (/temp|celsius/.test(n)) [lo, hi, dec] = [18, 24, 1];
    else if (/floor|level/.test(n)) [lo, hi, dec] = [0, 3, 0];
    else if (/rating|stars/.test(n)) [lo, hi, dec] = [1, 5, 1];
    else if (/year/.test(n)) [lo, hi, dec] = [1995, 2025, 0];
    else if (/age$/.test(n)) [lo, hi, dec] = [18, 85, 0];
    else if (/size/.test(n)) [lo, hi, dec] = [36, 46, 0];
    else if (/quantity|qty|cups/.test(n)) [lo, hi, dec] = [1, 6, 0];
    else if (/stock|count|number|days/.test(n)) [lo, hi, dec] = [0, 40, 0];
    else if (/latitude|^lat$/.test(n)) [lo, hi, dec] = [-60, 60, 4];
    else if (/longitude|^lng$|^lon$/.test(n)) [lo, hi, dec] = [-150, 150, 4];
    if (typeof s.minimum === "number") lo = Math.max(lo, s.minimum);
    if (typeof s.maximum === "number") hi = Math.min(hi, s.maximum);
    if (typeof s.exclusiveMinimum === "number") lo = Math.max(lo, s.exclusiveMinimum + 1);
    if (typeof s.exclusiveMaximum === "number") hi = Math.min(hi, s.exclusiveMaximum - 1);
    if (lo > hi) {
      lo = typeof s.minimum === "number" ? s.minimum : hi;
      hi = typeof s.maximum === "number" ? s.maximum : lo + 100;
    }
    if (isInt || dec === 0)
      return faker.number.int({ min: Math.ceil(lo), max: Math.max(Math.ceil(lo), Math.floor(hi)) });
    return faker.number.float({ min: lo, max: hi, fractionDigits: dec });
  };

  const stringFor = (ent: EntityModel, field: string, s: Schema, ctx: RowCtx): string => {
    const n = looseKey(field);
    const words = field.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
    const desc = typeof s.description === "string" ? s.description : "";
    const fmt = s.format;
    const isDateTime =
      fmt === "date-time" ||
      (!fmt && (/(_at|timestamp|datetime|_time)$/.test(words) || /ISO 8601|date-time/i.test(desc)));
    const isDate =
      fmt === "date" ||
      (!fmt &&
        (/(date|_on|birthday|^dob|_until|_since|expires|expiry)$/.test(words) ||
          /YYYY-MM-DD(?!T)/.test(desc)));
    if (/dateofbirth|birthdate|birthday|^dob$/.test(n)) {
      return dateOnly(start - faker.number.int({ min: 18 * 365, max: 88 * 365 }) * DAY);
    }
    if (isDateTime || isDate) {
      const past =
        /created|updated|modified|last|sent|received|issued|registered|joined|spent|submitted/.test(
          n,
        );
      const days = past
        ? -faker.number.int({ min: 1, max: 120 })
        : faker.number.int({ min: -20, max: 40 });
      const hour = faker.number.int({ min: 8, max: 17 });
      const minute = faker.helpers.arrayElement([0, 15, 30, 45]);
      const day = new Date(start + days * DAY);
      day.setUTCHours(hour, minute, 0, 0);
      const iso = day.toISOString();
      return isDateTime && !(isDate && fmt !== "date-time") ? iso : iso.slice(0, 10);
    }
    if (fmt === "time" || n === "time")
      return `${String(faker.number.int({ min: 6, max: 22 })).padStart(2, "0")}:${faker.helpers.arrayElement(["00", "15", "30", "45"])}`;
    if (fmt === "email" || /email/.test(n)) {
      return faker.internet
        .email({ firstName: ctx.first, lastName: ctx.last, provider: "example.com" })
        .toLowerCase();
    }
    if (fmt === "uuid" || /uuid|guid/.test(n)) return faker.string.uuid();
    if (fmt === "uri" || fmt === "url" || /url|website|link|href/.test(n))
      return faker.internet.url();
    if (/image|avatar|photo|picture/.test(n))
      return `https://images.example.com/${faker.string.alphanumeric(10)}.jpg`;
    if (fmt === "ipv4" || /^ip|ipaddress/.test(n)) return faker.internet.ipv4();
    if (fmt === "hostname" || /hostname|domain/.test(n)) return faker.internet.domainName();
    if (/phone|mobile|fax|^tel/.test(n)) return faker.phone.number({ style: "international" });
    if (/firstname|givenname/.test(n)) return ctx.first;
    if (/lastname|surname|familyname/.test(n)) return ctx.last;
    if (/username|login|handle/.test(n))
      return faker.internet.username({ firstName: ctx.first, lastName: ctx.last }).toLowerCase();
    const personField =
      /fullname|patientname|customername|personname|displayname|employeename|doctorname|^author$|^owner$|assignee/.test(
        n,
      );
    if (personField || (n === "name" && PERSON.has(ent.name))) {
      const full = `${ctx.first} ${ctx.last}`;
      return ent.name === "doctors" || ent.name === "physicians" ? `Dr. ${full}` : full;
    }
    if (
      /countrycode/.test(n) ||
      (/country/.test(n) && s.maxLength === 2) ||
      (n === "country" && /ISO|alpha-2|code/i.test(desc))
    ) {
      return faker.helpers.arrayElement([
        "US",
        "GB",
        "DE",
        "FR",
        "ES",
        "IT",
        "NL",
        "CA",
        "JP",
        "AU",
      ]);
    }
    if (/country/.test(n)) return faker.location.country();
    if (/city|town/.test(n)) return faker.location.city();
    if (/zip|postal/.test(n)) return faker.location.zipCode("#####");
    if (/line1|street|address/.test(n)) return faker.location.streetAddress();
    if (/line2/.test(n)) return faker.location.secondaryAddress();
    if (n === "state" || /province|region/.test(n))
      return faker.location.state({ abbreviated: true });
    if (/currency/.test(n)) return faker.finance.currencyCode();
    if (/color|colour/.test(n)) return faker.color.human();
    if (/drug|medication|medicine/.test(n)) return faker.helpers.arrayElement(DRUGS);
    if (/dose|dosage/.test(n)) return faker.helpers.arrayElement(DOSES);
    if (/reason/.test(n)) return faker.helpers.arrayElement(REASONS);
    if (/carrier/.test(n)) return faker.helpers.arrayElement(CARRIERS);
    if (/tracking/.test(n))
      return `1Z${faker.string.alphanumeric({ length: 14, casing: "upper" })}`;
    if (/team|department|dept/.test(n)) return faker.helpers.arrayElement(TEAMS);
    if (/location|venue|place/.test(n)) return faker.helpers.arrayElement(PLACES);
    if (/jobtitle|position|role/.test(n)) return faker.person.jobTitle();
    if (/company|organization|employer|vendor|supplier|brand|manufacturer/.test(n))
      return faker.company.name();
    if (/sku/.test(n)) return `SKU-${faker.string.alphanumeric({ length: 6, casing: "upper" })}`;
    if (/assettag|tag$/.test(n)) return `LT-${faker.string.numeric(5)}`;
    if (/code|coupon|promo|voucher/.test(n))
      return `${faker.word
        .noun()
        .toUpperCase()
        .replace(/[^A-Z]/g, "")}${faker.number.int({ min: 5, max: 40 })}`;
    if (/version/.test(n)) return faker.system.semver();
    if (/currency/.test(n)) return faker.finance.currencyCode();
    if (/language|lang|locale/.test(n))
      return faker.helpers.arrayElement(["en", "de", "fr", "es", "ja"]);
    if (/(^|_)id$|id$/.test(n) || /number$|ref$|reference$/.test(n)) {
      const stem = words.replace(/_?(id|number|ref|reference)$/, "");
      return `${stem.slice(0, 3) || "ref"}_${faker.number.int({ min: 1001, max: 1099 })}`;
    }
    if (n === "name" || /name$/.test(n)) {
      if (ent.name === "rooms") return ROOMS[(ctx.rec.__i as number) % ROOMS.length]!;
      if (ent.name === "scenes") return SCENES[(ctx.rec.__i as number) % SCENES.length]!;
      if (/products|items|goods|articles|skus/.test(ent.name)) return faker.commerce.productName();
      if (/companies|organizations|vendors|suppliers|brands|teams/.test(ent.name))
        return faker.company.name();
      if (/cities|locations|places|stores|branches/.test(ent.name)) return faker.location.city();
      if (/books|titles/.test(ent.name)) return faker.book.title();
      const kind = Object.entries(ctx.rec).find(
        ([k, v]) => /type|kind|category/.test(k) && typeof v === "string",
      )?.[1] as string | undefined;
      const noun = (kind ?? ent.singular).replace(/_/g, " ");
      // `Kitchen coffee maker`: named after the parent record it belongs to, when there is one.
      const parent = Object.entries(ent.refs)
        .map(([f, t]) => (state[t] ?? []).find((r) => r[model.entities[t]!.idField] === ctx.rec[f]))
        .find((r) => r && typeof r.name === "string");
      if (kind && parent) return `${parent.name as string} ${noun}`;
      return `${cap(faker.word.adjective())} ${noun}`;
    }
    if (/title|subject|headline/.test(n)) {
      if (/books/.test(ent.name)) return faker.book.title();
      if (/events|meetings|appointments|calendar/.test(ent.name))
        return faker.helpers.arrayElement(EVENTS);
      if (/tickets|issues|incidents|bugs/.test(ent.name)) {
        return faker.helpers.arrayElement([
          "Laptop will not boot",
          "VPN disconnects every hour",
          "Request for a second monitor",
          "Cannot access shared drive",
          "Email sync is slow",
          "Printer on floor 2 jams",
          "Password reset needed",
        ]);
      }
      return faker.company.catchPhrase();
    }
    if (/description|summary|bio|about/.test(n)) {
      return /products|items/.test(ent.name)
        ? faker.commerce.productDescription()
        : faker.helpers.arrayElement(NOTES);
    }
    if (/note|comment|message|text|body|content|resolution/.test(n))
      return faker.helpers.arrayElement(NOTES);
    if (/type|kind|category|specialty|genre/.test(n)) return faker.word.noun();
    return faker.word.words({ count: { min: 1, max: 2 } });
  };

  // Names and codes must satisfy the schema's pattern and length, or no tool will accept them.
  const fitString = (text: string, s: Schema): string => {
    const random = () => faker.number.float({ min: 0, max: 0.999999 });
    if (typeof s.pattern === "string") {
      for (let k = 0; k < 8; k++) {
        const v = samplePattern(s.pattern, random);
        if (v !== undefined && fitsSimple(v, s)) return v;
      }
    }
    let v = text;
    if (typeof s.maxLength === "number" && v.length > s.maxLength) v = v.slice(0, s.maxLength);
    if (typeof s.minLength === "number") while (v.length < s.minLength) v += "x";
    return v;
  };

  const valueFor = (
    ent: EntityModel,
    field: string,
    schema: Schema,
    ctx: RowCtx,
    i: number,
    depth: number,
  ): unknown => {
    const s = flatSchema(schema);
    if (s.const !== undefined) return s.const;
    const en = enumOf(s)?.filter((x) => x !== null);
    if (en && en.length > 0) {
      return faker.helpers.arrayElement(en);
    }
    const t =
      schemaType(s) ??
      (/count|price|amount|total|quantity/.test(looseKey(field)) ? "number" : "string");
    if (t === "boolean")
      return faker.datatype.boolean({
        probability: /active|enabled|available|instock/.test(looseKey(field)) ? 0.75 : 0.5,
      });
    if (t === "integer" || t === "number") return numberFor(field, s);
    if (t === "null") return null;
    if (t === "array") {
      // Nested collections stay small: state is copied on every call.
      if (depth > 1 || (depth === 1 && typeof s.minItems !== "number")) return [];
      const items = flatSchema(isObj(s.items) ? (s.items as Schema) : {});
      const lo = typeof s.minItems === "number" ? s.minItems : 1;
      const hi = Math.max(lo, Math.min(typeof s.maxItems === "number" ? s.maxItems : 3, 3));
      const count = faker.number.int({ min: lo, max: hi });
      const out: unknown[] = [];
      const inner = schemaType(items) === "object" ? nestedEntity(ent, field) : ent;
      const n = schemaType(items) === "object" ? Math.max(lo, Math.min(count, 2)) : count;
      for (let k = 0; k < n; k++) {
        out.push(valueFor(inner, field.replace(/s$/, ""), items, ctx, i + k, depth + 1));
      }
      return s.uniqueItems ? [...new Map(out.map((x) => [JSON.stringify(x), x])).values()] : out;
    }
    if (t === "object") {
      if (depth > 2) return {};
      const obj: Rec = {};
      const req = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
      const inner = depth === 0 ? nestedEntity(ent, field) : ent;
      let optional = 0;
      for (const [k, ps] of Object.entries(propsOf(s))) {
        // Nested records keep their required fields and a handful of others: state is copied per call.
        const nestedObj = schemaType(flatSchema(ps)) === "object";
        if (!req.has(k) && (depth >= 1 ? nestedObj || ++optional > 8 : ++optional > 24)) continue;
        const ref = refFor(k);
        obj[k] = ref ? pickRef(ref) : valueFor(inner, k, ps, ctx, i, depth + 1);
      }
      return obj;
    }
    const text = stringFor(ent, field, s, ctx);
    return fitsSimple(text, s) ? text : fitString(text, s);
  };

  // Nested `product_id` inside an order line resolves to a real product.
  const refFor = (field: string): EntityModel | undefined => {
    const stem = field.replace(/_?(id|Id|ID)$/, "");
    if (stem === field) return undefined;
    return Object.values(model.entities).find((e) => looseKey(e.singular) === looseKey(stem));
  };
  const pickRef = (target: EntityModel): unknown => {
    const rows = state[target.name];
    return rows && rows.length > 0 ? faker.helpers.arrayElement(rows)[target.idField] : undefined;
  };

  for (const ent of order) {
    const rows: Rec[] = [];
    const refFields = Object.keys(ent.refs);
    const parentRows = ent.oneToOne ? (state[ent.refs[ent.idField]!] ?? []) : [];
    const count = ent.oneToOne
      ? Math.max(1, Math.min(parentRows.length, 10) - (parentRows.length > 3 ? 1 : 0))
      : refFields.some((f) => ent.refs[f] !== ent.name)
        ? faker.number.int({ min: 8, max: 12 })
        : faker.number.int({ min: 6, max: 9 });
    const statusValues = ent.statusField
      ? enumOf(flatSchema(ent.fields[ent.statusField]!))
      : undefined;
    const shuffledStatus = statusValues ? faker.helpers.shuffle([...statusValues]) : undefined;
    for (let i = 0; i < count; i++) {
      const rec: Rec = { __i: i };
      const ctx: RowCtx = { first: faker.person.firstName(), last: faker.person.lastName(), rec };
      // Id first.
      if (ent.oneToOne)
        rec[ent.idField] = parentRows[i]?.[model.entities[ent.refs[ent.idField]!]!.idField];
      else if (ent.idStyle === "integer") rec[ent.idField] = i + 1;
      else if (ent.idStyle === "uuid") rec[ent.idField] = faker.string.uuid();
      else if (/id$/i.test(ent.idField)) rec[ent.idField] = `${ent.prefix}_${1001 + i}`;
      else {
        // `code`, `sku`, `tracking_number`: a realistic value, unique in the collection.
        let v = valueFor(ent, ent.idField, ent.fields[ent.idField] ?? {}, ctx, i, 0);
        if (rows.some((r) => r[ent.idField] === v)) v = `${String(v)}${i + 1}`;
        rec[ent.idField] = v;
      }
      const idSchema = ent.fields[ent.idField];
      if (idSchema && !fitsSimple(rec[ent.idField], idSchema) && !ent.oneToOne) {
        const v = valueFor(ent, ent.idField, idSchema, ctx, i, 0);
        if (!rows.some((r) => r[ent.idField] === v)) rec[ent.idField] = v;
      }
      // References: prefer targets that agree with references already chosen.
      for (const f of refFields) {
        if (f === ent.idField) continue;
        const target = model.entities[ent.refs[f]!]!;
        let candidates = (state[target.name] ?? []).filter((r) => r !== rec);
        // A second reference to the same people (approver_id next to employee_id) is their manager.
        const selfRef = Object.keys(target.refs).find(
          (m) => target.refs[m] === target.name && m !== target.idField,
        );
        const sibling = refFields.find(
          (g) => g !== f && ent.refs[g] === target.name && rec[g] !== undefined,
        );
        if (selfRef && sibling) {
          const person = candidates.find((r) => r[target.idField] === rec[sibling]);
          const boss = person && candidates.find((r) => r[target.idField] === person[selfRef]);
          if (boss) candidates = [boss];
        }
        for (const g of refFields) {
          if (
            g === f ||
            g === target.idField ||
            rec[g] === undefined ||
            !(g in (candidates[0] ?? {}))
          )
            continue;
          const agree = candidates.filter((r) => r[g] === rec[g]);
          if (agree.length > 0) candidates = agree;
        }
        if (target.name === ent.name || candidates.length === 0) continue;
        const chosen = faker.helpers.arrayElement(candidates);
        rec[f] = chosen[target.idField];
        for (const k of Object.keys(ent.fields)) {
          if (
            k === target.idField ||
            k === ent.idField ||
            refFields.includes(k) ||
            chosen[k] === undefined
          )
            continue;
          if (
            /^(name|title|description|status|state|created_at|updated_at|type|kind|notes?)$/.test(k)
          )
            continue;
          rec[k] = structuredCloneJson(chosen[k]);
        }
      }
      // Status and enum-like fields spread across records.
      if (ent.statusField && shuffledStatus && shuffledStatus.length > 0) {
        rec[ent.statusField] = shuffledStatus[i % shuffledStatus.length];
      }
      // Person-ish context first so name and email agree; then the rest in declared order.
      let extra = 0;
      const byEnumFirst = Object.entries(ent.fields).sort(
        ([, a], [, b]) => Number(!enumOf(flatSchema(a))) - Number(!enumOf(flatSchema(b))),
      );
      for (const [f, fs] of byEnumFirst) {
        if (rec[f] !== undefined) continue;
        // Very wide records keep 40 fields; the runtime fills required ones on output, per record.
        if (++extra > 40) break;
        const v = valueFor(ent, f, fs, ctx, i, 0);
        if (v !== undefined) rec[f] = v;
      }
      orderRanges(rec);
      rows.push(rec);
    }
    // Self references (manager_id): a small hierarchy under the first two records.
    for (const f of refFields.filter((g) => ent.refs[g] === ent.name && g !== ent.idField)) {
      rows.forEach((r, i) => {
        if (i === 0) delete r[f];
        else r[f] = rows[faker.number.int({ min: 0, max: Math.min(i - 1, 1) })]![ent.idField];
      });
    }
    for (const r of rows) delete r.__i;
    state[ent.name] = rows;
  }
  return state;
}

/** `start_date` ≤ `end_date`, `from` ≤ `to`: swap pairs generated the wrong way round. */
function orderRanges(rec: Rec): void {
  const keys = Object.keys(rec);
  for (const k of keys) {
    const m = /^(start|begin|from|check_?in)(.*)$/i.exec(k);
    if (!m) continue;
    const suffix = m[2]!.replace(/[^a-z0-9_]/gi, "");
    const end = keys.find((e) =>
      new RegExp(`^(end|finish|to|until|check_?out)${suffix}$`, "i").test(e),
    );
    const a = rec[k];
    const b = end ? rec[end] : undefined;
    if (
      end &&
      typeof a === typeof b &&
      (typeof a === "string" || typeof a === "number") &&
      a > (b as typeof a)
    ) {
      rec[k] = b;
      rec[end] = a;
    }
  }
}

/** Nested objects named like people (`writers`, `owner`) get person-like values. */
function nestedEntity(ent: EntityModel, field: string): EntityModel {
  const words = field.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
  const name = words.endsWith("s") ? words : `${words}s`;
  return PERSON.has(name) ? { ...ent, name, singular: words.replace(/s$/, "") } : ent;
}

function structuredCloneJson<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}
