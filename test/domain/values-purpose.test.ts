import { describe, expect, it } from "vitest";
import { cohereSiblings } from "../../src/core/domain/sibling-coherence.js";
import { TEXTS } from "../../src/core/domain/value-data.js";
import {
  createValueSampler,
  isLoremText,
  type ValueRequest,
} from "../../src/core/domain/values.js";
import {
  findDefects,
  incoherentSiblings,
  isCityTemplate,
  isFieldTemplate,
  isMisplacedEmail,
  isPoolMisuse,
} from "./value-defects.js";

/**
 * A value pool (sentences, service names, e-mails, file names, addresses) is used only for a field
 * whose meaning matches the pool's purpose. The bad values are verbatim from the readers of the
 * f5/f6 runs (OpenTrials, Water Linked, TokenJay, Red Hat catalog, Netlify); the good ones are the
 * natural uses that must keep working.
 */

const TRIALS = "general open-trials OpenTrials clinical trials registry";
const GPS = "weather the-water-linked-underwater-gps Water Linked Underwater GPS";
const ERGO = "finance token-jay-services TokenJay Ergo blockchain babel fees erg tokens";
const CHAT = "communication team-chat Team chat messages channels";
const SHOP = "e-commerce shoe-shop Shoe shop products orders customers";
const CLOUD = "devops deploy-hosting Hosting for sites, builds and deploys";

interface Row {
  name: string;
  entity?: string;
  desc?: string;
  domain: string;
  siblings?: string[];
  schema?: Record<string, unknown>;
  /** Every one of 12 draws must match. */
  good: RegExp;
  /** No draw may match. */
  bad?: RegExp;
}

const ROWS: Row[] = [
  // Record names: no "<City> <entity>" and no "<Entity> N" (fresh9 readers: "Headline 9", "Api 22").
  {
    name: "public_title",
    entity: "trials",
    domain: TRIALS,
    good: /^[A-Z][a-z]+( [A-Za-z-]+)+$/,
    bad: /\d$/,
  },
  {
    name: "name",
    entity: "conditions",
    domain: TRIALS,
    good: /^[A-Z][a-z']+/,
    bad: /^Condition|\d$/,
  },
  { name: "name", entity: "pois", domain: GPS, good: /^[A-Z][a-z]+( [a-z]+)?$/, bad: /^Pois?|\d$/ },
  {
    name: "name",
    entity: "list_corpora",
    domain: "general vectara",
    good: /^[A-Z][a-z]+ list corpus$/,
  },
  // Office files only in an office; a trials registry's documents are named for what they hold,
  // never numbered, never "Standard document.pdf" (fresh21 blind readers: filler).
  {
    name: "name",
    entity: "documents",
    domain: TRIALS,
    good: /^[A-Z][a-z]+( [a-z0-9]+)*\.pdf$/,
    bad: /document\.pdf$|^Document \d/,
  },
  {
    name: "name",
    entity: "documents",
    domain: "workplace team-drive Shared drive for employees",
    good: /\.(pdf|xlsx|docx)$/,
    bad: /^Document \d+/,
  },
  // A service name only where software runs; an FDA application is no "inventory-service".
  {
    name: "active_ingredients",
    entity: "fda_applications",
    desc: "Active ingredients contained in the drug",
    domain: TRIALS,
    good: /./,
    bad: /-(service|api|web|worker)$/,
  },
  {
    name: "name",
    entity: "applications",
    domain: CLOUD,
    good: /^[a-z]+-(service|api|web|worker)$/,
  },
  // Sentences of the office pools: not a trial's summary (a record without a day of its own states
  // none: values63), not an FDA approval's notes — and no
  // placeholder either ("No brief summary provided." was read out by users, f8 r1 S17).
  {
    name: "brief_summary",
    entity: "trials",
    desc: "Summary of the trial",
    domain: TRIALS,
    good: /^(?:(?:Trial from|Trial for the|Updated trial,|Trial added on) [A-Z][a-z]+|Trial (?:kept for reference|for the quarterly review)\.$)/,
    bad: /^No |failover|migration|operations/,
  },
  {
    name: "notes",
    entity: "fda_approvals",
    desc: "Additional information about the FDA approval",
    domain: TRIALS,
    good: /^(?:(?:Approval from|Approval for the|Updated approval,|Approval added on) [A-Z][a-z]+|Approval (?:kept for reference|for the quarterly review)\.$)/,
    bad: /^No |failover|migration|operations/,
  },
  // … but a delivery note on an order, a description of a server.
  {
    name: "notes",
    entity: "orders",
    domain: SHOP,
    good: new RegExp(`^(${(TEXTS.note ?? []).map((x) => x.replace(/[.?]/g, "\\$&")).join("|")})$`),
  },
  { name: "description", entity: "servers", domain: CLOUD, good: /[A-Z].+\.$/, bad: /^No / },
  // A chat message where people send them; a status line elsewhere.
  {
    name: "availability_message",
    entity: "sources",
    domain: "e-commerce catalog-inventory",
    good: /^Availability: OK$/,
  },
  {
    name: "last_refresh_message",
    entity: "sources",
    domain: "general",
    good: /^Last refresh: OK$/,
  },
  {
    name: "message",
    entity: "messages",
    domain: CHAT,
    good: new RegExp(
      `^(${(TEXTS.message ?? []).map((x) => x.replace(/[.?!']/g, "\\$&")).join("|")})$`,
    ),
  },
  { name: "text", entity: "chats", domain: CHAT, good: /[.!]$/, bad: /^No / },
  // E-mails for mailing lists, not for a document category's group.
  {
    name: "group",
    entity: "document_categories",
    desc: "Name of document category",
    domain: TRIALS,
    good: /./,
    bad: /@/,
  },
  { name: "mailing_list", entity: "groups", domain: CHAT, good: /^[a-z-]+@example\.com$/ },
  // A display name is a person's only on a person.
  {
    name: "display_name",
    entity: "service_offerings",
    domain: "e-commerce catalog-inventory",
    good: /^[A-Z][a-z]+ service offering$/,
  },
  {
    name: "display_name",
    entity: "users",
    domain: CHAT,
    good: /^[A-Z][a-z'-]+ [A-Z][A-Za-z' -]+$/,
  },
  { name: "name", entity: "customers", domain: SHOP, good: /^[A-Z][a-z'-]+ [A-Z][A-Za-z' -]+$/ },
  // An address: an IP where the doc says so, a wallet in a blockchain API, a street for a customer.
  {
    name: "address",
    entity: "ips",
    desc: "IP address to use",
    domain: GPS,
    good: /^\d+\.\d+\.\d+\.\d+$/,
  },
  {
    name: "address",
    entity: "exchanges",
    domain: ERGO,
    siblings: ["address", "message", "replyTo"],
    good: /^[13bc][a-zA-HJ-NP-Z0-9]{20,}$/,
    bad: /St |Ave|, [A-Z]/,
  },
  {
    name: "address",
    entity: "customers",
    domain: SHOP,
    siblings: ["address", "city", "country"],
    good: /^.+, .+ .+, .+$/,
  },
  // What the doc lists for a type is the type's vocabulary.
  {
    name: "type",
    entity: "fda_applications",
    desc: 'The FDA application type (e.g. "NDA", "ANDA", etc.)',
    domain: TRIALS,
    good: /^(NDA|ANDA)$/,
  },
  // Lorem in the doc is no example.
  {
    name: "icon",
    entity: "pois",
    schema: { type: "string", description: "Icon of POI", example: "Ut molestias laboriosam." },
    domain: GPS,
    good: /./,
    bad: /molestias/,
  },
  // A software platform's task is a job, not a to-do; a to-do app's task is a to-do.
  {
    name: "name",
    entity: "tasks",
    domain: "e-commerce catalog-inventory",
    siblings: ["name", "input", "output", "child_task_id", "state"],
    good: /^[a-z]+(-[a-z]+)+$/,
  },
  {
    name: "title",
    entity: "tasks",
    domain: "productivity todo-list To-do list",
    good: new RegExp(`^(${(TEXTS["task-title"] ?? []).join("|")})$`),
  },
  // A calendar's event has a title from the calendar; a tracked analytics event does not.
  {
    name: "name",
    entity: "events",
    domain: "analytics journy Customer journey tracking",
    siblings: ["name", "user_id", "account_id", "metadata", "triggered_at"],
    good: /^[A-Z][a-z]+( [a-z]+)*$/,
    bad: new RegExp(`^Event \\d+$|^(${(TEXTS["event-title"] ?? []).join("|")})$`),
  },
  {
    name: "title",
    entity: "events",
    domain: "productivity calendar",
    siblings: ["title", "start", "end", "location"],
    good: new RegExp(`^(${(TEXTS["event-title"] ?? []).join("|")})$`),
  },
  // A model's completion is text nobody wrote here, never "Completion 8" nor "No completion
  // provided.".
  {
    name: "completion",
    entity: "completions",
    domain: "general",
    good: /^(?:(?:Completion from|Completion for the|Updated completion,|Completion added on) [A-Z][a-z]+|Completion (?:kept for reference|for the quarterly review)\.$)/,
    bad: /^No |Completion \d/,
  },
];

describe("a pool is used only for a field whose meaning matches its purpose", () => {
  for (const row of ROWS) {
    it(`${row.entity ?? "-"}.${row.name} in "${row.domain.split(" ")[1]}"`, () => {
      const sampler = createValueSampler(7, { domain: row.domain });
      for (let i = 0; i < 12; i++) {
        const req: ValueRequest = {
          name: row.name,
          schema: row.schema ?? {
            type: "string",
            ...(row.desc ? { description: row.desc } : {}),
          },
          record: {},
          ...(row.entity ? { entity: row.entity } : {}),
          ...(row.siblings ? { siblings: row.siblings } : {}),
        };
        const v = String(sampler.value(req));
        expect(v, `${row.name}=${v}`).toMatch(row.good);
        if (row.bad) expect(v, `${row.name}=${v}`).not.toMatch(row.bad);
      }
    });
  }

  it("record names never read '<City> <entity words>'", () => {
    const sampler = createValueSampler(3, { domain: TRIALS });
    for (const entity of ["trials", "conditions", "interventions", "build_settings", "areas"]) {
      for (let i = 0; i < 10; i++) {
        const v = sampler.label(entity, {});
        expect(isCityTemplate(v, "name"), v).toBe(false);
      }
    }
  });
});

describe("siblings agree", () => {
  it("a minimum age written as text is not above the maximum", () => {
    const rec = { age_range: { max_age: "1 Month", min_age: "12 Years" } };
    cohereSiblings(rec);
    expect(rec.age_range).toEqual({ max_age: "12 Years", min_age: "1 Month" });
    const ok = { minAge: "15 Days", maxAge: "12 Years" };
    cohereSiblings(ok);
    expect(ok).toEqual({ minAge: "15 Days", maxAge: "12 Years" });
    // A bound that is not a quantity ("any", "N/A") is left alone.
    const open = { min_age: "12 Years", max_age: "any" };
    cohereSiblings(open);
    expect(open).toEqual({ min_age: "12 Years", max_age: "any" });
  });

  it("a short version is the start of the long one", () => {
    const rec = { version: "2.12.4", version_short: "1.0.0" };
    cohereSiblings(rec);
    expect(rec.version_short).toBe("2.12");
    const ok = { version: "2.12.4", version_short: "2.12" };
    cohereSiblings(ok);
    expect(ok.version_short).toBe("2.12");
  });
});

describe("the detector agrees with the reader", () => {
  it("counts '<City> <entity>' and '<field words> <n>' templates, not place names", () => {
    for (const [v, k] of [
      ["Boston trial", "public_title"],
      ["San Diego pois", "name"],
      ["Melbourne build settings", "dir"],
      ["Bristol list corpora", "name"],
      ["Chicago area", "u"],
    ])
      expect(isCityTemplate(v!, k!), v).toBe(true);
    for (const [v, k] of [
      ["Munich North Site", "name"],
      ["Denver", "city"],
      ["Trial 3", "public_title"],
      ["Boston Central Hotel", "name"],
    ])
      expect(isCityTemplate(v!, k!), v).toBe(false);
    for (const [v, k] of [
      ["Categories json permalink 1", "permalink"],
      ["Order deposit address 9", "deposit_address"],
      ["Build settings cmd 7", "cmd"],
    ])
      expect(isFieldTemplate(v!, k!), v).toBe(true);
    expect(isFieldTemplate("Terminal 2", "terminal")).toBe(false);
    expect(isFieldTemplate("Trial 3", "public_title")).toBe(false);
  });

  it("counts pool sentences in the wrong slot", () => {
    expect(isPoolMisuse("Trial used by the operations team.", "brief_summary", " trials")).toBe(
      true,
    );
    expect(
      isPoolMisuse("Ask for the facilities manager on arrival.", "notes", " fda_approvals"),
    ).toBe(true);
    expect(isPoolMisuse("Your parcel has arrived.", "availability_message", " sources")).toBe(true);
    expect(isPoolMisuse("Dinner is ready!", "last_refresh_message", " sources")).toBe(true);
    expect(isPoolMisuse("Dinner is ready!", "message", " messages")).toBe(false);
    expect(isPoolMisuse("Server used by the operations team.", "description", " servers")).toBe(
      false,
    );
    expect(isPoolMisuse("Please leave the parcel with the neighbour.", "note", " orders")).toBe(
      false,
    );
  });

  it("counts e-mails, lorem and incoherent siblings", () => {
    expect(isMisplacedEmail("sales@example.com", "group")).toBe(true);
    expect(isMisplacedEmail("sales@example.com", "serviceGroup")).toBe(true);
    expect(isMisplacedEmail("ann.lee@example.com", "email")).toBe(false);
    expect(isMisplacedEmail("ann.lee@example.com", "created_by")).toBe(false);
    expect(isLoremText("Ut molestias laboriosam.")).toBe(true);
    expect(isLoremText("Reprehenderit non architecto quia.")).toBe(true);
    expect(isLoremText("creator_id")).toBe(false);
    expect(isLoremText("Dinner is ready!")).toBe(false);
    expect(incoherentSiblings({ max_age: "1 Month", min_age: "12 Years" })).toHaveLength(1);
    expect(incoherentSiblings({ version: "2.12.4", version_short: "1.0.0" })).toHaveLength(1);
    expect(incoherentSiblings({ version: "2.12.4", version_short: "2.12" })).toHaveLength(0);
    expect(incoherentSiblings({ min_age: "15 Days", max_age: "12 Years" })).toHaveLength(0);
    const found = findDefects({
      fda_approvals: [{ notes: "Ask for the facilities manager on arrival.", type: "standard" }],
    });
    expect(found.map((d) => d.kind)).toContain("pool");
  });
});

// solar-vps (fresh35 dev): a ticket's `contents` read "Ticket added on December 10." — a line
// about the record, not what the person who opened it wrote.
describe("a ticket's contents", () => {
  it("are what a person writes in a ticket", () => {
    const s = createValueSampler(5, { domain: "hosting support tickets" });
    for (const name of ["contents", "content", "message"]) {
      const v = s.value({ name, schema: { type: "string" }, entity: "tickets", record: {} });
      expect(TEXTS["ticket-body"], `${name}: ${String(v)}`).toContain(v);
    }
  });
});

// OpenChannel's app reviews (fresh35 dev): "You can describe it as "Review for the December
// review."" — a review's description is what its writer thought, of an app as of an app.
describe("a review's description", () => {
  it("is a reviewer's words, for an app as for a shoe", () => {
    const app = createValueSampler(5, { domain: "OpenChannel app market apps reviews developers" });
    const shoe = createValueSampler(5, { domain: "e-commerce shoe shop products orders reviews" });
    const v = (s: ReturnType<typeof createValueSampler>) =>
      s.value({ name: "description", schema: { type: "string" }, entity: "reviews", record: {} });
    expect(TEXTS["app-review"]).toContain(v(app));
    expect(TEXTS.review).toContain(v(shoe));
  });
});

// ElevenLabs' voice settings (fresh34 readers N): `stability` 93.98 where the API takes 0–1.
describe("a share of one", () => {
  it("is between 0 and 1", () => {
    const s = createValueSampler(2, { domain: "text to speech voices" });
    for (const name of ["stability", "similarity_boost", "confidence"])
      for (let i = 0; i < 5; i++) {
        const v = Number(
          s.value({ name, schema: { type: "number" }, entity: "settings", record: {} }),
        );
        expect(v, name).toBeGreaterThanOrEqual(0);
        expect(v, name).toBeLessThanOrEqual(1);
      }
  });
});
