// fresh73 blind readers (N, nonsense data on 26–27 of 30 samples): values in seeded records that
// ignore what the doc says of their field. Android Device Provisioning's configurations were
// `"configurationId":"con_1001"` beside `"name":"customers/72189/configurations/98102"` (the doc:
// int64, "Assigned by the server"), carried `"update_mask":"2025-12-06"` (the patch's field mask
// stored as data), `"customMessage":"Custom: OK"` (the doc: "A message, containing one or two
// sentences, to help device users get help"); its DPCs had `packageName` "tokio" ("Android
// application ID that looks like a Java package name"); its claims had
// `googleWorkspaceCustomerId` "goo_1015".
import { describe, expect, it } from "vitest";
import { bundleOf } from "../envgen/helpers.js";

/** Every value of `field` in records of the seeded state, however deep. */
function valuesOf(state: unknown, field: string): unknown[] {
  const out: unknown[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) for (const x of v) walk(x);
    else if (v && typeof v === "object")
      for (const [k, x] of Object.entries(v)) {
        if (k === field) out.push(x);
        walk(x);
      }
  };
  walk(state);
  return out;
}

type Rec = Record<string, unknown>;
const fixture = (name: string) => new URL(`../fixtures/vals69/${name}`, import.meta.url);
const android = () => bundleOf(fixture("android-provisioning.json"));

describe("a record's own id the doc types int64", () => {
  it("is the digits its resource name ends with, never a prefix and a counter", async () => {
    const b = await android();
    const rows = (b.initialState as Record<string, Rec[]>).configurations ?? [];
    expect(rows.length).toBeGreaterThan(2);
    for (const r of rows) {
      expect(String(r.configurationId)).toMatch(/^\d+$/);
      expect(String(r.name).split("/").pop()).toBe(String(r.configurationId));
    }
  });
});

describe("an update's field mask", () => {
  it("is no field of the record", async () => {
    const b = await android();
    for (const k of ["update_mask", "updateMask"]) expect(valuesOf(b.initialState, k)).toEqual([]);
  });
});

describe("a message the doc says is sentences for people", () => {
  it("is a sentence, never a status line", async () => {
    const b = await android();
    const msgs = valuesOf(b.initialState, "customMessage");
    expect(msgs.length).toBeGreaterThan(2);
    for (const m of msgs) {
      expect(String(m)).not.toMatch(/: OK$/);
      expect(String(m)).toMatch(/^[A-Z].{15,}[.!]$/);
    }
  });
});

describe("an application id the doc calls a Java package name", () => {
  it("is a reverse-domain package, never a library's name", async () => {
    const b = await android();
    const names = valuesOf(b.initialState, "packageName");
    expect(names.length).toBeGreaterThan(2);
    for (const n of names) expect(String(n)).toMatch(/^[a-z]+(\.[a-z][a-z0-9_]*){2,}$/);
  });
});

describe("an id of something the environment does not keep", () => {
  it("is no stem of its name and a counter", async () => {
    const b = await android();
    const ids = [
      ...valuesOf(b.initialState, "googleWorkspaceCustomerId"),
      ...valuesOf(b.initialState, "chromeOsAttestedDeviceId"),
    ];
    expect(ids.length).toBeGreaterThan(2);
    for (const id of ids) expect(String(id)).not.toMatch(/^[a-z]{2,4}_\d{4}$/);
  });
});

// NaviPlan Fact Finder lists the kinds of a household's policies, incomes and debts with no word
// of what they are: every one was drawn from the generic pool of kinds ("life insurance policy
// types 'Seasonal, Personal and Enterprise'", every Fact Finder sample N). The entity's own words
// say what such a list holds.
describe("a list of kinds the doc names by its entity only", () => {
  const GENERIC =
    /^(Standard|Premium|Basic|Custom|Internal|External|Temporary|Recurring|One-time|Seasonal|Enterprise|Personal)$/;
  const namesOf = (rows: Rec[] | undefined): string[] =>
    (rows ?? []).flatMap((r) =>
      Object.entries(r)
        .filter(([k, v]) => /name$/i.test(k) && typeof v === "string")
        .map(([, v]) => v as string),
    );

  it("holds kinds of that thing, never generic adjectives", async () => {
    const b = await bundleOf(fixture("factfinder-types.json"));
    const state = b.initialState as Record<string, Rec[]>;
    const lists = [
      "life_insurance_policy_types",
      "disability_insurance_policy_types",
      "critical_illness_insurance_policy_types",
      "income_types",
      "expense_types",
      "liability_types",
      "filing_status_types",
      "lifestyle_asset_types",
    ];
    for (const l of lists) {
      const names = namesOf(state[l]);
      expect(names.length, l).toBeGreaterThan(2);
      for (const n of names) expect(n, l).not.toMatch(GENERIC);
    }
    for (const n of namesOf(state.life_insurance_policy_types)) expect(n).toMatch(/life/i);
    for (const n of namesOf(state.filing_status_types))
      expect(n).toMatch(
        /single|married|head of household|widow|surviving spouse|separated|divorced/i,
      );
    expect(namesOf(state.frequency_types).length).toBeGreaterThan(2);
    for (const n of namesOf(state.frequency_types))
      expect(n).toMatch(/ly$|one-time|once|bi-?weekly/i);
  });
});

// IoT DPS's `idScope` "Unique identifier of this provisioning service." was `id__1068`: the
// field's first letters and a counter.
describe("a value its doc calls an identifier", () => {
  it("is an opaque token, never the field's first letters and a counter", async () => {
    const b = await bundleOf(fixture("iotdps-services.json"));
    const ids = valuesOf(b.initialState, "idScope");
    expect(ids.length).toBeGreaterThan(2);
    for (const id of ids) expect(String(id)).not.toMatch(/^[a-z_]{1,4}_\d{4}$/);
  });
});

// fresh72 (same kinds): Composer's `kmsKeyName` "Customer-managed Encryption Key available through
// Google's Key Management Service" held "Partner integration"; Azure App Service plans'
// `geoRegion` held an AWS region ("us-east-1"); a plan's `skuCapacity` had its default above its
// maximum (`{"default":93,"maximum":77,"minimum":53}`).
describe("a key the doc says is from a key management service", () => {
  it("is the key's resource name, never a label", async () => {
    const b = await bundleOf(fixture("composer-environments.json"));
    const keys = valuesOf(b.initialState, "kmsKeyName");
    expect(keys.length).toBeGreaterThan(0);
    for (const k of keys)
      expect(String(k)).toMatch(
        /^projects\/[\w-]+\/locations\/[\w-]+\/keyRings\/[\w-]+\/cryptoKeys\/[\w-]+$/,
      );
  });
});

describe("an Azure resource's region", () => {
  it("is an Azure location, never an AWS region", async () => {
    const b = await bundleOf(fixture("appservice-plans.json"));
    const regions = valuesOf(b.initialState, "geoRegion");
    expect(regions.length).toBeGreaterThan(0);
    for (const r of regions) expect(String(r)).not.toMatch(/^[a-z]{2}-[a-z]+-\d$/);
  });
});

describe("a capacity's default", () => {
  it("lies between its minimum and its maximum", async () => {
    const b = await bundleOf(fixture("appservice-plans.json"));
    const caps = valuesOf(b.initialState, "skuCapacity") as Rec[];
    expect(caps.length).toBeGreaterThan(2);
    for (const c of caps) {
      const { minimum, maximum, default: d } = c as Record<string, number | undefined>;
      if (minimum !== undefined && maximum !== undefined)
        expect(minimum).toBeLessThanOrEqual(maximum);
      if (d !== undefined && maximum !== undefined) expect(d).toBeLessThanOrEqual(maximum);
      if (d !== undefined && minimum !== undefined) expect(d).toBeGreaterThanOrEqual(minimum);
    }
  });
});

// Android provisioning's devices were made by "Tesla" as a "Model 3" (readers N): the doc says
// "The device manufacturer's name. Matches the device's built-in value returned from
// `android.os.Build.MANUFACTURER`".
describe("a device's manufacturer and model", () => {
  it("are a device maker's, never a car's", async () => {
    const b = await android();
    const ids = valuesOf(b.initialState, "deviceIdentifier") as Rec[];
    expect(ids.length).toBeGreaterThan(2);
    for (const id of ids) {
      expect(String(id.manufacturer)).not.toMatch(/^(Tesla|BMW|Ford|Toyota|Hyundai|Honda|Volvo)$/);
      expect(String(id.model)).not.toMatch(/^(Model [3SY]|F-150|Elantra|Kona|Transit|3 Series)$/);
    }
  });
});

// Digital Asset Links' `source.androidApp.packageName` ("Android App assets are naturally
// identified by their Java package name") was "express": the field's name says Android where the
// API's prose does not.
describe("a package name its field calls an Android app's", () => {
  it("is a reverse-domain package", async () => {
    const b = await bundleOf(fixture("assetlinks-statements.json"));
    // Flattened (`source_android_app_package_name`) or nested (`source.androidApp.packageName`).
    const names: unknown[] = [];
    const walk = (v: unknown, path: string) => {
      if (Array.isArray(v)) for (const x of v) walk(x, path);
      else if (v && typeof v === "object")
        for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`);
      else if (/android.*package/i.test(path)) names.push(v);
    };
    walk(b.initialState, "");
    expect(names.length).toBeGreaterThan(2);
    for (const n of names) expect(String(n)).toMatch(/^[a-z]+(\.[a-z][a-z0-9_]*){2,}$/);
  });
});
