import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cohereLanguage, cohereSiblings } from "../../src/core/domain/sibling-coherence.js";
import { createValueSampler, type ValueRequest } from "../../src/core/domain/values.js";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { groundPlanDetailed } from "../../src/core/plan/ground-plan.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvInstance } from "../../src/core/sandbox/types.js";
import type { EnvBundle, Plan } from "../../src/core/schema/index.js";

/**
 * What the fresh11 blind readers marked "nonsense data" (/work/reader/f11-blind/r1.md, r2.md),
 * fixed where the value is made, by the meaning of the field: names of one record are of one
 * item, a time-formatted field holds a time, a record with a SWIFT code is a bank, a category
 * nothing says the vocabulary of is left out (or, when the record must have one, is a kind of
 * record of the environment, never a word of the doc's prose), and a list names each thing once.
 */
const HEALTH =
  "Infermedica API. Empower your healthcare services with intelligent diagnostic insights of Infermedica API. Bring together conditions, symptoms, lab tests and risk factors.";
const TFL =
  "Transport for London Unified API: lines, stop points, bike points, journeys and car parks. Bring together realtime arrivals across modes.";
const str = { type: "string" };

function draws(domain: string, req: Omit<ValueRequest, "record">, n = 12, entities?: string[]) {
  const s = createValueSampler(7, { domain, ...(entities ? { entities } : {}) });
  return Array.from({ length: n }, () => s.value({ ...req, record: {} }));
}

describe("names of one record are of one item", () => {
  it("r1 S03 'name':'Rheumatoid arthritis' with 'common_name':'Influenza': the common name is the name", () => {
    const rec: Record<string, unknown> = {
      id: "con_1002",
      name: "Rheumatoid arthritis",
      common_name: "Influenza",
      severity: "moderate",
    };
    cohereSiblings(rec);
    expect(rec.common_name).toBe("Rheumatoid arthritis");
    const lab: Record<string, unknown> = {
      commonName: "Personal lab test",
      name: "Custom lab test",
    };
    cohereSiblings(lab);
    expect(lab.commonName).toBe("Custom lab test");
  });

  it("leaves alone a record with only a common name, and other name fields (display, short)", () => {
    const stop: Record<string, unknown> = { commonName: "Oxford Circus", naptanId: "940G" };
    cohereSiblings(stop);
    expect(stop.commonName).toBe("Oxford Circus");
    const user: Record<string, unknown> = {
      name: "Ada Lovelace",
      display_name: "ada",
      short_name: "AL",
    };
    cohereSiblings(user);
    expect(user).toEqual({ name: "Ada Lovelace", display_name: "ada", short_name: "AL" });
  });
});

describe("a field holds a value of its type's meaning", () => {
  it("r1 S11 'last_login':'mklocko' (format datetime): a time, not a username", () => {
    const schema = { type: ["string", "null"], format: "datetime", readOnly: true };
    for (const v of draws("Apache Airflow users and dags", {
      name: "last_login",
      schema,
      entity: "users",
    }))
      expect(String(v)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("a `login` with no time format is still a login name", () => {
    for (const v of draws("Apache Airflow users", { name: "login", schema: str, entity: "users" }))
      expect(String(v)).toMatch(/^[a-z][a-z0-9._]+$/);
  });

  it("r1 S16 / r2 S05 bank forms named 'Lottie Kiehn': a record with a SWIFT code is a bank", () => {
    const siblings = ["fullname", "swift", "country_code", "image", "business"];
    const names = draws("Afterbanks banking API", {
      name: "fullname",
      schema: str,
      entity: "forms",
      siblings,
    });
    const banks = [
      "Chase",
      "Bank of America",
      "Wells Fargo",
      "HSBC",
      "Barclays",
      "Citibank",
      "Santander",
      "BNP Paribas",
      "Deutsche Bank",
      "ING",
      "Lloyds Bank",
      "TD Bank",
      "Capital One",
      "Revolut",
    ];
    for (const v of names) expect(banks).toContain(v);
  });

  it("a person's full name next to an email stays a person's; a bank account is not named as a bank", () => {
    const person = draws("CRM", {
      name: "full_name",
      schema: str,
      entity: "contacts",
      siblings: ["full_name", "email"],
    });
    for (const v of person) expect(String(v)).toMatch(/^[A-Z][a-z'-]+( [A-Z][A-Za-z'-]+)+$/);
    const account = draws("Billing API", {
      name: "name",
      schema: str,
      entity: "bank_accounts",
      siblings: ["name", "swift", "account_number", "iban"],
    });
    expect(account.some((v) => v === "HSBC" || v === "Chase" || v === "Revolut")).toBe(false);
  });

  it("r2 S04 TfL modes 'Default mode', 'standard', 'internal': a mode of transport where the API is about travel", () => {
    const modes = new Set(["bus", "tram", "metro", "rail", "ferry", "coach"]);
    for (const name of ["mode", "modeName"])
      for (const v of draws(TFL, { name, schema: str, entity: "modes" }))
        expect(modes.has(String(v))).toBe(true);
    // …and nowhere else: a thermostat's mode is no bus.
    for (const v of draws("Smart home thermostats and lights", {
      name: "mode",
      schema: str,
      entity: "thermostats",
    }))
      expect(modes.has(String(v))).toBe(false);
  });
});

describe("a category or type nothing says the vocabulary of", () => {
  const prose =
    /^(bring|together|highly|realtime|across|infermedica|empower|intelligent|insights?)$/i;

  it("r1 S02/S04 'category':'infermedica', 'bring', 'together', 'CAT-8504': left out of a record that may go without it", () => {
    for (const v of draws(HEALTH, {
      name: "category",
      schema: str,
      entity: "lab_tests",
      optional: true,
    }))
      expect(v).toBeUndefined();
  });

  it("a category the record must have is a kind of record of the environment, not a word of the prose or a code", () => {
    const entities = ["conditions", "symptoms", "lab_tests", "risk_factors"];
    const got = draws(HEALTH, { name: "category", schema: str, entity: "lab_tests" }, 12, entities);
    for (const v of got) {
      expect(String(v)).not.toMatch(prose);
      expect(String(v)).not.toMatch(/^[A-Z]{2,4}-\d{4}$/);
      expect(["condition", "symptom", "risk factor"]).toContain(v);
    }
  });

  it("a shop's product category is still one of its catalogue's", () => {
    const got = draws("Online shop: products, carts and orders", {
      name: "category",
      schema: str,
      entity: "products",
      optional: true,
    });
    for (const v of got) expect(typeof v).toBe("string");
  });

  it("a search term is never the API's own name (a word the doc only writes capitalised)", () => {
    const got = draws(HEALTH, { name: "keyword", schema: str, entity: "searches" }, 40);
    expect(got.some((v) => /^infermedica$/i.test(String(v)))).toBe(false);
    expect(got.length).toBeGreaterThan(0);
  });
});

describe("an environment built from a doc like fresh11's", () => {
  const open: EnvInstance[] = [];
  let bundle: EnvBundle;
  let env: EnvInstance;
  beforeAll(async () => {
    const url = new URL("../fixtures/values-f11/clinic-and-banks.json", import.meta.url);
    const r = await ingestFile({ name: "clinic-and-banks.json", text: readFileSync(url, "utf8") });
    if (!r.ok) throw new Error(r.error.message);
    const b = await generateHeuristicBundle(r.value, { seed: 5 });
    if (!b.ok) throw new Error(b.error.message);
    bundle = b.value;
    const made = await createEnvInstance(bundle);
    if (!made.ok) throw new Error(made.error.message);
    env = made.value;
    open.push(env);
  });
  afterAll(() => {
    for (const e of open) e.dispose();
  });
  const call = async (tool: string, args: Record<string, unknown>) => {
    const r = await env.call(tool, args);
    if (!r.ok) throw new Error(`${tool} failed`);
    return (r as { ok: true; result: unknown }).result;
  };

  it("r1 S02/S25 'Custom lab test' / 'Personal lab test': lab tests have lab tests' names, one name per record", async () => {
    const labs = (await call("getAllLabTests", {})) as Array<Record<string, unknown>>;
    expect(labs.length).toBeGreaterThan(3);
    for (const l of labs) {
      expect(String(l.name)).not.toMatch(/lab test$/i);
      expect(l.common_name ?? l.name).toBe(l.name);
      // r1 S02 "category":"infermedica" / "CAT-8504": an optional category nobody described is absent.
      expect(l.category).toBeUndefined();
    }
  });

  it("r1 S23 {'words':['Words 7']}: a user's dictionary lists the user's words, each once", async () => {
    const words = bundle.initialState.words as Array<{ word: string; username: string }>;
    expect(new Set(words.map((w) => w.word)).size).toBe(words.length);
    const mine = (await call("getWords", { username: words[0]!.username })) as { words: string[] };
    expect(mine.words).toEqual([words[0]!.word]);
  });

  it("r2 S02 'age':{'value':'VAL-1251'}: a parameter named `age.value` keeps its integer schema", async () => {
    const plan: Plan = {
      id: "p1",
      seed: 3,
      envs: [bundle.id],
      goal: "s1",
      steps: [
        {
          id: "s1",
          env: bundle.id,
          tool: "getAllConditions",
          args: {
            "age.value": { from: "user" as const, value: undefined },
            "age.unit": { from: "user" as const, value: undefined },
          },
        },
      ],
    };
    const r = await groundPlanDetailed(plan, [bundle], createEnvInstance);
    if (!r.ok) throw new Error(r.reason);
    // Set under the parameter's own name, as the tool's schema spells it (an agent reading the
    // schema sends `"age.value"`; fresh17 adobe.com_aem has `1_property` beside `1_property.value`,
    // where nesting cannot work), and typed.
    const args = r.plan.steps[0]!.grounded!.args as Record<string, unknown>;
    expect(typeof args["age.value"]).toBe("number");
    expect(["year", "month"]).toContain(args["age.unit"]);
    expect(args.age).toBeUndefined();
  });
});

describe("a language record's codes are its language's", () => {
  it("r2 S14/S24 'Korean' with code 'en2' and longCode 'ca-ES-valencia': ko / ko-KR", () => {
    const taken = new Set<string>();
    const ko: Record<string, unknown> = { code: "en2", longCode: "ca-ES-valencia", name: "Korean" };
    cohereLanguage(ko, taken);
    expect(ko).toEqual({ code: "ko", longCode: "ko-KR", name: "Korean" });
    const au: Record<string, unknown> = {
      code: "en5",
      longCode: "en-US",
      name: "English (Australia)",
    };
    cohereLanguage(au, taken);
    expect(au.code).toBe("en");
    // A second English keeps its own code: two records are not one.
    const us: Record<string, unknown> = { code: "en8", longCode: "en-US", name: "English" };
    cohereLanguage(us, taken);
    expect(us.code).toBe("en8");
  });

  it("leaves alone a record that names no language, and a language's free text", () => {
    const taken = new Set<string>();
    const product: Record<string, unknown> = { code: "SKU1", name: "Gel Pens" };
    cohereLanguage(product, taken);
    expect(product).toEqual({ code: "SKU1", name: "Gel Pens" });
    const lang: Record<string, unknown> = { name: "Greek", description: "Spoken in Greece" };
    cohereLanguage(lang, taken);
    expect(lang).toEqual({ name: "Greek", description: "Spoken in Greece" });
  });
});

describe("a list holds items with something in them", () => {
  it("r2 S20 'actions':[{},{}]: a seeded list of records whose fields are all unknown is empty, not a list of {}", async () => {
    const url = new URL("../fixtures/values-f11/clinic-and-banks.json", import.meta.url);
    const spec = JSON.parse(readFileSync(url, "utf8")) as {
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    spec.components.schemas.Forms!.properties.actions = {
      type: "array",
      items: { type: "object", properties: { hook: { type: "string" }, flow: { type: "string" } } },
    };
    const r = await ingestFile({ name: "clinic.json", text: JSON.stringify(spec) });
    if (!r.ok) throw new Error(r.error.message);
    const b = await generateHeuristicBundle(r.value, { seed: 5 });
    if (!b.ok) throw new Error(b.error.message);
    const forms = b.value.initialState.forms as Array<{ actions?: unknown[] }>;
    expect(forms.length).toBeGreaterThan(0);
    for (const f of forms)
      for (const a of f.actions ?? []) expect(Object.keys(a as object).length).toBeGreaterThan(0);
  });
});
