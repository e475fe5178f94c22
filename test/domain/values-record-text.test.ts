import { describe, expect, it } from "vitest";
import { createValueSampler, type ValueRequest } from "../../src/core/domain/values.js";
import { findPurposeDefects, type PurposeDefect, purposeContextOf } from "./purpose-defects.js";

/**
 * A text value is written for its field's purpose and its record: a form's heading and call to
 * action talk about that form, a tag is no kind of record the API keeps, a type is a kind of that
 * record, and a field whose doc gives a format (hex colour, "lat/long pair", HTTP status) has it.
 * The bad values are verbatim from the fresh14 blind readers (/work/reader/f14-blind); the good
 * ones are natural uses that must keep working.
 */

const CONTRIB = "general contributions assignments forms tags tagsets subscription_types users";
const KEPT = [
  "contribution",
  "assignment",
  "form",
  "tag",
  "tagset",
  "subscription type",
  "user",
  "event type",
  "credential",
];
const sampler = (seed: number, domain = CONTRIB) =>
  createValueSampler(seed, {
    domain,
    entities: ["assignment", "form", "tag", "user"],
    kept: KEPT,
  });
const FORM_SIBLINGS = ["callToAction", "cssUrl", "fields", "heading", "name", "ownedBy", "tags"];

/** A form record filled in the seeding order (alphabetical keys) by one sampler. */
function seedForm(seed: number): Record<string, unknown> {
  const s = sampler(seed);
  const rec: Record<string, unknown> = {};
  for (const name of ["callToAction", "heading", "name", "ownedBy"]) {
    const req: ValueRequest = {
      name,
      schema: { type: "string" },
      entity: "forms",
      record: rec,
      siblings: FORM_SIBLINGS,
      ...(name === "heading" || name === "name" ? { field: { role: "label" } as never } : {}),
    };
    rec[name] = s.value(req);
  }
  return rec;
}

describe("a record's heading and call to action are about that record", () => {
  it("heads a form with its own name, never a streaming banner (fresh14 S28, S27, S08)", () => {
    for (let seed = 1; seed <= 12; seed++) {
      const form = seedForm(seed);
      expect(form.heading).toBe(form.name);
      expect(form.heading).not.toMatch(/Stream the finale|free trial|New season|watchlist/);
    }
  });

  it("invites the person to send the form, never a moderator's verb (callToAction 'reopen')", () => {
    for (let seed = 1; seed <= 12; seed++) {
      const form = seedForm(seed);
      expect(form.callToAction).not.toMatch(/^(approve|close|reopen|submit|abandon)$/);
      expect(String(form.callToAction).toLowerCase()).toContain(String(form.name).toLowerCase());
    }
  });

  it("lets a name that already invites be its own call to action, never 'Share your contact us'", () => {
    const v = sampler(2).value({
      name: "callToAction",
      schema: { type: "string" },
      entity: "forms",
      record: { name: "Contact us" },
    });
    expect(v).toBe("Contact us");
  });

  it("takes the doc's own call to action when it gives one ('ie. Submit your snow pictures.')", () => {
    const seen = new Set<unknown>();
    for (let seed = 1; seed <= 12; seed++)
      seen.add(
        sampler(seed).value({
          name: "callToAction",
          schema: {
            type: "string",
            description:
              "An optional call to action specific to this assignment. ie. Submit your snow pictures.",
          },
          entity: "assignments",
          record: { name: "Winter weather" },
        }),
      );
    for (const v of seen) expect(v).toMatch(/^(Submit|Send|Share) your snow pictures$/);
    expect(seen.has("Submit your snow pictures")).toBe(true);
  });

  it("keeps a streaming service's banner lines where they were written for it", () => {
    const s = sampler(3, "entertainment streaming tv shows episodes seasons watchlist banners");
    const v = s.value({
      name: "heading",
      schema: { type: "string" },
      entity: "banners",
      record: {},
      field: { role: "label" } as never,
    });
    expect(typeof v).toBe("string");
    expect(v).not.toBe("Banner");
  });

  it("writes a record's URL words from its name, not a random word ('wander' under a headline)", () => {
    const s = sampler(5);
    const rec: Record<string, unknown> = { name: "Winter weather" };
    expect(
      s.value({ name: "urlWords", schema: { type: "string" }, entity: "assignments", record: rec }),
    ).toBe("winter-weather");
  });

  it("shows a form field by its own label, not a tag ('label': 'form')", () => {
    for (let seed = 1; seed <= 8; seed++) {
      const s = sampler(seed);
      const rec: Record<string, unknown> = {};
      const siblings = ["description", "label", "name", "options", "public", "required", "type"];
      rec.label = s.value({
        name: "label",
        schema: { type: "string" },
        entity: "fields",
        record: rec,
        siblings,
      });
      rec.name = s.value({
        name: "name",
        schema: { type: "string" },
        entity: "fields",
        record: rec,
        siblings,
        field: { role: "label" } as never,
      });
      expect(rec.label).toBe(rec.name);
      expect(KEPT).not.toContain(String(rec.label).toLowerCase());
    }
  });

  it("makes no person's e-mail out of a form's name ('job.application@example.com')", () => {
    for (let seed = 1; seed <= 8; seed++) {
      const form = seedForm(seed);
      const fromName = String(form.name).toLowerCase().replace(/ /g, ".");
      expect(form.ownedBy).not.toBe(`${fromName}@example.com`);
    }
    // A person's record still writes the person's own address.
    const s = sampler(1);
    expect(
      s.value({
        name: "email",
        schema: { type: "string" },
        entity: "users",
        record: { name: "Jane Doe" },
      }),
    ).toBe("jane.doe@example.com");
  });
});

describe("a tag or a type is a word of its record, not another record's kind", () => {
  it("never names a tag after a kind of record the API keeps (tags 'form', 'event type', 'user')", () => {
    for (let seed = 1; seed <= 12; seed++) {
      const s = sampler(seed);
      const v = s.value({
        name: "name",
        schema: { type: "string" },
        entity: "tags",
        record: {},
        siblings: ["id", "name", "colour", "tagSet", "urlWords"],
        field: { role: "label" } as never,
      });
      expect(KEPT).not.toContain(String(v).toLowerCase());
    }
  });

  it("keeps a help desk's own tags and a shop's categories", () => {
    const desk = createValueSampler(2, { domain: "help desk tickets support", kept: ["ticket"] });
    expect(["urgent", "vip", "follow-up", "backend", "billing", "onboarding", "q3"]).toContain(
      desk.value({ name: "tag", schema: { type: "string" }, entity: "tickets" }),
    );
  });

  it("gives a type the kinds its record comes in (form field 'standard', media 'custom', osmType 'external')", () => {
    const s = sampler(4);
    const draw = (name: string, entity: string, record: Record<string, unknown> = {}) =>
      s.value({ name, schema: { type: "string" }, entity, record });
    for (let i = 0; i < 6; i++) {
      expect(["node", "way", "relation"]).toContain(draw("osmType", "osm"));
      expect(["image", "video", "audio"]).toContain(draw("type", "media"));
      expect(draw("type", "fields", { name: "Work email" })).toBe("email");
      expect(draw("type", "fields", { name: "Birthday" })).toBe("date");
    }
    // A record nothing is known about keeps the neutral kinds.
    expect(["standard", "custom", "internal", "external"]).toContain(draw("type", "widgets"));
  });
});

describe("a field whose doc gives a format has that format", () => {
  it("writes a hexcode colour in hex, never 'olive' (contribly Tag.colour)", () => {
    for (let seed = 1; seed <= 12; seed++)
      expect(
        sampler(seed).value({
          name: "colour",
          schema: {
            type: "string",
            description: "Optional HTML hexcode colour",
            example: "#0061a6",
          },
          entity: "tags",
        }),
      ).toMatch(/^#[0-9a-f]{6}$/i);
    // A colour the doc says nothing about is a colour's name.
    expect(
      sampler(1).value({ name: "colour", schema: { type: "string" }, entity: "cars" }),
    ).toMatch(/^[a-z ]+$/);
  });

  it("writes a 'lat/long pair' as two numbers, never one ('-122.6929')", () => {
    for (let seed = 1; seed <= 8; seed++) {
      const v = sampler(seed).value({
        name: "latLong",
        schema: {
          type: "string",
          description:
            "Limit results to contributions with location near this latitude and longitude (comma seperated lat/long pair). Also see radius",
        },
        entity: "contributions",
      });
      expect(v).toMatch(/^-?\d+\.\d+, ?-?\d+\.\d+$/);
    }
    // A longitude alone stays one number.
    expect(
      typeof sampler(1).value({ name: "longitude", schema: { type: "number" }, entity: "places" }),
    ).toBe("number");
  });

  it("answers an HTTP status with a status a server sends, never 49 (wayback snapshot)", () => {
    for (let seed = 1; seed <= 12; seed++) {
      const v = sampler(seed).value({
        name: "status",
        schema: { type: "integer", description: "The HTTP status of the URL requested" },
        entity: "snapshot",
      });
      expect([200, 301, 302, 304, 404, 503]).toContain(v);
    }
    // A record's own status is not an HTTP status.
    expect(
      sampler(1).value({
        name: "status",
        schema: { type: "string", enum: ["LIVE", "CLOSED"] },
        entity: "users",
      }),
    ).toMatch(/^(LIVE|CLOSED)$/);
  });
});

describe("the purpose-defect figure counts the readers' quotes and leaves good values alone", () => {
  const ctx = purposeContextOf({
    name: "contribly",
    description: "",
    domain: "general",
    tools: [{ name: "get_forms", description: "List forms" }],
    stateSchema: { properties: { forms: {}, tags: {}, event_types: {}, users: {} } },
    clock: { start: "2026-01-05T09:00:00.000Z" },
  });
  const kinds = (value: unknown, schema: unknown, entity: string) => {
    const out: PurposeDefect[] = [];
    findPurposeDefects(value, schema, ctx, out, entity);
    return out.map((d) => d.kind);
  };
  it("flags the verbatim quotes", () => {
    expect(
      kinds({ heading: "Stream the finale tonight", name: "Return request" }, {}, "forms"),
    ).toEqual(["foreign-line"]);
    expect(kinds({ callToAction: "reopen", name: "Return request" }, {}, "forms")).toEqual([
      "foreign-line",
    ]);
    expect(kinds([{ name: "form" }, { name: "event type" }, { name: "user" }], {}, "tags")).toEqual(
      ["entity-noun", "entity-noun", "entity-noun"],
    );
    expect(
      kinds(
        { colour: "olive" },
        { properties: { colour: { description: "Optional HTML hexcode colour" } } },
        "tags",
      ),
    ).toEqual(["hex-colour"]);
    expect(kinds({ latLong: "-122.6929" }, {}, "export")).toEqual(["lat-long"]);
    expect(kinds({ expiryDate: "2025-10-15T13:51:03.954Z" }, {}, "cards")).toEqual(["past-expiry"]);
    expect(
      kinds(
        { status: 49 },
        { properties: { status: { description: "The HTTP status of the URL requested" } } },
        "snapshot",
      ),
    ).toEqual(["http-status"]);
  });
  it("leaves natural values alone", () => {
    expect(
      kinds(
        {
          heading: "Return request",
          name: "Return request",
          callToAction: "Send your return request",
        },
        {},
        "forms",
      ),
    ).toEqual([]);
    expect(kinds([{ name: "weather" }, { name: "sports" }], {}, "tags")).toEqual([]);
    expect(
      kinds(
        { colour: "#0061a6" },
        { properties: { colour: { description: "Optional HTML hexcode colour" } } },
        "tags",
      ),
    ).toEqual([]);
    expect(kinds({ colour: "olive" }, {}, "cars")).toEqual([]);
    expect(kinds({ latLong: "51.95, 7.62" }, {}, "export")).toEqual([]);
    expect(kinds({ expiryDate: "2027-10-15T13:51:03.954Z" }, {}, "cards")).toEqual([]);
    expect(
      kinds(
        { status: 200 },
        { properties: { status: { description: "The HTTP status of the URL requested" } } },
        "snapshot",
      ),
    ).toEqual([]);
    expect(kinds({ status: "LIVE" }, {}, "users")).toEqual([]);
  });
});
