import { en } from "@faker-js/faker";
import { describe, expect, it } from "vitest";
import { enumMeaning } from "../../src/core/domain/enum-labels.js";
import {
  cohereDuration,
  cohereInitials,
  durationUnitMs,
  fitPageEnvelope,
} from "../../src/core/domain/sibling-coherence.js";
import {
  createValueSampler,
  describedForms,
  inFormOf,
  instantOf,
  namesSomething,
  semanticKind,
} from "../../src/core/domain/values.js";
import { findProseDefects } from "./prose-defects.js";

/**
 * A value obeys what the doc says about it, in schema or in prose. Every bad example is verbatim
 * from the fresh12 blind readers' N column (/work/reader/f12-blind/r1.md, r2.md) with the schema
 * from the spec it came from; each rule also has natural counter-examples it must leave alone.
 */

type Schema = Record<string, unknown>;
const draw = (
  name: string,
  schema: Schema,
  entity: string,
  opts: { siblings?: string[]; entities?: string[]; domain?: string; n?: number } = {},
) => {
  const s = createValueSampler(12, {
    domain: opts.domain ?? "",
    ...(opts.entities ? { entities: opts.entities } : {}),
  });
  return Array.from({ length: opts.n ?? 16 }, () =>
    s.value({ name, schema, entity, record: {}, siblings: opts.siblings ?? [name] }),
  );
};

describe("codes the doc lists in prose are the field's values", () => {
  // TVmaze `MarkType`: readers found `"type":"external"`, "internal", "custom".
  const MARK_TYPE = { description: "0 for watched, 1 for acquired, 2 for skipped" };

  it("draws TVmaze's mark type from 0, 1, 2, which the writer says as watched/acquired/skipped", () => {
    const values = draw("type", MARK_TYPE, "episodes", {
      siblings: ["episode_id", "marked_at", "type"],
    });
    for (const v of values) expect([0, 1, 2]).toContain(v);
    expect(new Set(values).size).toBeGreaterThan(1);
    expect(values.map((v) => enumMeaning(MARK_TYPE, v))).not.toContain(undefined);
  });

  it("leaves a type the doc says nothing about to its usual words", () => {
    for (const v of draw("type", { type: "string" }, "webhooks")) expect(typeof v).toBe("string");
    // One stray "or 0 for unknown" is no list of codes: marked_at stays an epoch.
    const markedAt = {
      type: "integer",
      description: "Epoch timestamp for when the user watched the episode, or 0 for unknown.",
    };
    for (const v of draw("marked_at", markedAt, "episodes")) expect(v).toBeGreaterThan(1e9);
  });
});

describe("forms the doc gives in prose are followed", () => {
  // PRSS `cdDriveUri`: readers found "https://www.example.com/spots/900".
  const CD_DRIVE = {
    description:
      "The URI to the spot content in CD Drive. Format should be 'cddrive:id:{value}' or 'cddrive://{path}'.",
    type: "string",
  };

  it("reads the quoted forms with slots", () => {
    expect(describedForms(CD_DRIVE.description)).toEqual([
      "cddrive:id:{value}",
      "cddrive://{path}",
    ]);
    expect(
      describedForms(
        "The globally unique identifier of the ship in the following format: `[AGENT_SYMBOL]_[HEX_ID]`",
      ),
    ).toEqual(["[AGENT_SYMBOL]_[HEX_ID]"]);
  });

  it("fills PRSS's cdDriveUri in its form, never as a web URL", () => {
    for (const v of draw("cdDriveUri", CD_DRIVE, "spots"))
      expect(v).toMatch(/^cddrive:(id:\d+|\/\/[a-z0-9-]+\/[a-z0-9-]+)$/);
  });

  it("reads no form from prose without a quoted slot", () => {
    expect(
      describedForms("Specifies the jsonp callback method. Only used when format is jsonp"),
    ).toEqual([]);
    expect(describedForms("A latitude/longitude in ISO-6709 format: ±DD.DDDD±DDD.DDDD")).toEqual(
      [],
    );
    expect(describedForms("The name of the {resource} you own")).toEqual([]);
    for (const v of draw(
      "url",
      { description: "The URI to the segment content.", type: "string" },
      "segments",
    ))
      expect(v).toMatch(/^https:\/\//);
  });
});

describe("file names and sizes fit what the record holds", () => {
  it("names a spot's audio file as audio (readers: an audio file named contract-309.csv)", () => {
    const fileName = {
      description: "The name of the audio content file. Generated at creation.",
      type: "string",
    };
    for (const v of draw("fileName", fileName, "spots")) expect(v).toMatch(/\.mp3$/);
    const size = {
      description: "The size of the audio content file in bytes. Generated at creation.",
      format: "int64",
      type: "integer",
    };
    for (const v of draw("fileSize", size, "spots")) {
      expect(v).toBeGreaterThanOrEqual(500_000);
      expect(v).toBeLessThanOrEqual(9_000_000);
    }
  });

  it("leaves a document's file a document and a size limit a limit", () => {
    for (const v of draw(
      "file_name",
      { description: "The signed contract.", type: "string" },
      "contracts",
    ))
      expect(v).toMatch(/\.(pdf|docx)$/);
    const limit = { description: "Maximum file size in bytes.", type: "integer", maximum: 50 };
    for (const v of draw("max_file_size", limit, "settings")) expect(v).toBeLessThanOrEqual(50);
  });
});

describe("a number the doc gives as digits keeps its shape", () => {
  // The SMS Works `destination`: "Telephone number of the recipient", typed number, example
  // "447777777777" — readers found `"destination":15.65`.
  it("draws a phone number of the example's digits, not 15.65", () => {
    const destination = {
      description: "Telephone number of the recipient",
      type: "number",
      examples: ["447777777777"],
    };
    for (const v of draw("destination", destination, "messages")) {
      expect(Number.isInteger(v)).toBe(true);
      expect(String(v)).toMatch(/^44\d{10}$/);
    }
  });

  it("keeps a small example's size (a validity of 1440 minutes)", () => {
    const validity = {
      description: "Minutes to attempt delivery.",
      example: 1440,
      type: "number",
      maximum: 2880,
      minimum: 1,
    };
    for (const v of draw("validity", validity, "messages")) {
      expect(v).toBeGreaterThanOrEqual(1);
      expect(v).toBeLessThanOrEqual(2880);
    }
  });
});

describe("a reference's type names a kind of record", () => {
  it("gives BBC's `{href, pid, result_type}` a kind the API keeps, never custom/internal", () => {
    const entities = ["episodes", "brands", "clips"];
    for (const v of draw("result_type", { type: "string" }, "availability_of", {
      siblings: ["href", "pid", "result_type"],
      entities,
    }))
      expect(["episode", "brand", "clip"]).toContain(v);
  });

  it("leaves the type of a record that is no reference alone", () => {
    const siblings = ["id", "name", "type", "created_at", "status", "owner", "url"];
    for (const v of draw("type", { type: "string" }, "webhooks", {
      siblings,
      entities: ["webhooks", "members"],
    }))
      expect(["webhook", "member"]).not.toContain(v);
  });
});

describe("a doc's pattern keeps the value's words", () => {
  // getsandbox `name` (`^[a-z0-9\-]*$`): readers found "kdrbq", "uxanr", "q7ofh", "s".
  it("spells a sandbox's name as the pattern allows, not as a random draw", () => {
    for (const v of draw("name", { pattern: "^[a-z0-9\\-]*$", type: "string" }, "sandboxes")) {
      expect(v).toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
      expect(v).toMatch(/sandbox/);
    }
  });

  it("still draws from a pattern the words cannot fit (a three-letter code)", () => {
    for (const v of draw("code", { pattern: "^[A-Z]{3}$", type: "string" }, "airports"))
      expect(v).toMatch(/^[A-Z]{3}$/);
  });
});

describe("a page of a list agrees with itself", () => {
  it("gives an empty page no total (Vonage: data [] with total_items 24, total_pages 10)", () => {
    const rec = {
      _embedded: { data: [] },
      page: 1,
      page_size: 10,
      total_items: 24,
      total_pages: 10,
    };
    fitPageEnvelope(rec);
    expect(rec).toMatchObject({ total_items: 0, total_pages: 1, page: 1 });
  });

  it("counts a page with room left as the whole list, and pages a full one", () => {
    const partial = {
      _embedded: { data: { id: 5, name: "Standard embedded" } },
      page: 1,
      page_size: 25,
      total_items: 100,
      total_pages: 12,
    };
    fitPageEnvelope(partial);
    expect(partial).toMatchObject({ total_items: 1, total_pages: 1 });
    const full = { items: [{ id: 1 }, { id: 2 }], limit: 2, total: 9, pages: 1, has_more: false };
    fitPageEnvelope(full);
    expect(full).toMatchObject({ total: 9, pages: 5, has_more: true });
  });

  it("leaves records with no list or no total alone", () => {
    const genre = { name: "Jazz", total: 12, pages: 3 };
    fitPageEnvelope(genre);
    expect(genre).toEqual({ name: "Jazz", total: 12, pages: 3 });
    const post = { tags: ["a", "b"], likes: [{ id: 1 }], title: "Hello" };
    fitPageEnvelope(post);
    expect(post).toEqual({ tags: ["a", "b"], likes: [{ id: 1 }], title: "Hello" });
  });
});

describe("a duration agrees with its start and end", () => {
  const seconds = (k: string) => durationUnitMs(k, "Duration in seconds") ?? 60_000;

  it("ends a 3600-second playlist an hour after it starts (readers: 3600 vs 17:30–19:00)", () => {
    const playlist = { duration: 3600, start: "2026-01-07T17:30:00Z", end: "2026-01-07T19:00:00Z" };
    cohereDuration(playlist, instantOf, seconds);
    expect(playlist.end).toBe("2026-01-07T18:30:00Z");
  });

  it("reads the unit from the doc or the name", () => {
    expect(durationUnitMs("duration", "Duration in seconds")).toBe(1000);
    expect(durationUnitMs("durationMinutes")).toBe(60_000);
    expect(durationUnitMs("duration_ms")).toBe(1);
    expect(durationUnitMs("duration", "The duration of the spot insertion.")).toBeUndefined();
  });

  it("leaves dates without a time of day, and records without a start, alone", () => {
    const insertion = { duration: 60, startDate: "2026-01-04", endDate: "2026-01-09" };
    cohereDuration(insertion, instantOf, seconds);
    expect(insertion.endDate).toBe("2026-01-09");
    const track = { duration: 199, end: "2026-01-07T19:00:00Z" };
    cohereDuration(track, instantOf, seconds);
    expect(track.end).toBe("2026-01-07T19:00:00Z");
  });
});

describe("the prose-defects figure (scripts/value-defects.ts)", () => {
  const MARKED = {
    type: "object",
    properties: {
      type: { description: "0 for watched, 1 for acquired, 2 for skipped" },
      cdDriveUri: {
        type: "string",
        description: "Format should be 'cddrive:id:{value}' or 'cddrive://{path}'.",
      },
      destination: { type: "number", examples: ["447777777777"] },
    },
  };

  it("flags the readers' values: an enum word for a prose code, a web URL for a form, 15.65", () => {
    const bad = {
      type: "external",
      cdDriveUri: "https://www.example.com/spots/900",
      destination: 15.65,
    };
    expect(findProseDefects(bad, MARKED, "", []).map((d) => d.kind)).toEqual([
      "prose-enum",
      "prose-form",
      "example-digits",
    ]);
    const page = {
      _embedded: { data: [] },
      page: 1,
      page_size: 10,
      total_items: 24,
      total_pages: 10,
    };
    expect(findProseDefects(page, {}, "", []).map((d) => d.kind)).toEqual(["page-totals"]);
  });

  it("passes values that obey the doc", () => {
    const good = { type: 1, cdDriveUri: "cddrive:id:48213", destination: 447912503318 };
    expect(findProseDefects(good, MARKED, "", [])).toEqual([]);
    const page = {
      _embedded: { data: [{ id: 1 }] },
      page: 1,
      page_size: 10,
      total_items: 1,
      total_pages: 1,
    };
    expect(findProseDefects(page, {}, "", [])).toEqual([]);
  });
});

describe("a genre is of the kind of thing the record is", () => {
  it("gives a spin of The Beatles a music genre, not Horror (Spinitron, fresh12 readers)", () => {
    const siblings = ["artist", "song", "composer", "genre", "duration"];
    for (const v of draw("genre", { type: "string" }, "spins", { siblings }))
      expect(en.music?.genre).toContain(v);
  });

  it("leaves a book's genre a book genre", () => {
    const siblings = ["title", "author", "isbn", "genre"];
    for (const v of draw("genre", { type: "string" }, "books", {
      siblings,
      domain: "library books",
    }))
      expect(en.book?.genre).toContain(v);
  });
});

describe("what the description says a field holds", () => {
  // Orbit members: readers saw "the devto to DEV-5187, the linkedin to LIN-2654, the pronouns to
  // PRO-4223" — the doc says "The member's DEV username".
  it("gives a field described as someone's username a username", () => {
    for (const [name, description] of [
      ["devto", "The member's DEV username"],
      ["linkedin", "The member's LinkedIn username, without the in/ or pub/"],
    ])
      for (const v of draw(name!, { type: "string", description }, "members"))
        expect(v).toMatch(/^[a-z][a-z0-9]+$/);
    for (const v of draw("pronouns", { type: "string" }, "members"))
      expect(v).toMatch(/^[a-z]+\/[a-z]+$/);
  });

  // Docker Hub's `GET /v2/auditlogs/{account}` (fresh55 blind readers, U): "It's for the account
  // ACC-8804" where the doc says "Namespace to query audit logs for."
  it("gives a namespace a handle, never a made-up code", () => {
    const account = { type: "string", description: "Namespace to query audit logs for." };
    for (const v of draw("account", account, "audit_logs"))
      expect(v).toMatch(/^[a-z][a-z0-9._-]+$/);
  });

  it("leaves a password and a search box what they are", () => {
    for (const v of draw(
      "password",
      { type: "string", description: "The password for the username" },
      "members",
    ))
      expect(v).toMatch(/[^a-z0-9]/);
    const query = { type: "string", description: "Search by name or username" };
    expect(semanticKind({ name: "query", schema: query })).not.toBe("username");
  });
});

describe("a doc's example text belongs to the doc's example record", () => {
  // Spinitron (fresh12 readers): persona "Darren Beier" with the bio "Besides DJ'ing … since
  // 1991, Deftly has performed …"; show "Walk This Way" described as "The High Voltage
  // Circumcision show …".
  it("names no other record in a bio or a description", () => {
    expect(
      namesSomething(
        "<p>Besides DJ'ing industrial and experimental music since 1991, Deftly has performed in industrial ...",
      ),
    ).toBe(true);
    expect(
      namesSomething(
        "<p>Since 2001, <strong>The High Voltage Circumcision</strong> show has delivered",
      ),
    ).toBe(true);
    const bio = {
      type: "string",
      example:
        "<p>Besides DJ'ing industrial and experimental music since 1991, Deftly has performed in industrial ...",
    };
    for (const v of draw("bio", bio, "personas", { domain: "radio playlists spins" }))
      expect(v).not.toMatch(/Deftly/);
  });

  it("keeps an example text that names nothing", () => {
    expect(namesSomething("Ask for the facilities manager on arrival.")).toBe(false);
    expect(namesSomething("Spot for the November review.")).toBe(false);
    const note = { type: "string", example: "Ask for the facilities manager on arrival." };
    const values = draw("bib_note", note, "requests", { n: 30 });
    expect(values).toContain("Ask for the facilities manager on arrival.");
  });
});

describe("a lending request's citation reads as one (ExLibris, fresh12 readers' N)", () => {
  it("gives initials of the author, not the doc's J.S beside Damian Turner", () => {
    const rec = { author: "Damian Turner", author_initials: "J.S", note: "x" };
    cohereInitials(rec);
    expect(rec.author_initials).toBe("D.T");
    const plain = { name: "Ana Garcia", initials: "JS" };
    cohereInitials(plain);
    expect(plain.initials).toBe("AG");
  });

  it("leaves initials with no name beside them alone", () => {
    const rec = { author_initials: "J.S", title: "Moby Dick" };
    cohereInitials(rec);
    expect(rec.author_initials).toBe("J.S");
  });

  it("titles a cited chapter or journal as a work, not with the borrower's name", () => {
    expect(semanticKind({ name: "chapter_title", schema: { type: "string" } })).toBe("work-title");
    expect(semanticKind({ name: "title", schema: { type: "string" } })).toBe("title");
    for (const v of draw("journal_title", { type: "string" }, "lending_requests"))
      expect(v).toMatch(/^(Journal of|Annals of|Review of|Studies in) /);
  });
});

describe("a date the doc writes in its own form follows the clock in that form", () => {
  // The SMS Works `created`: every message was "Wed Jul 19 2017 20:53:46 GMT+0100 (BST)".
  it("keeps the form and moves the instant", () => {
    expect(inFormOf("Wed Jul 19 2017 20:53:46 GMT+0100 (BST)", Date.UTC(2026, 0, 12, 14, 30))).toBe(
      "Mon Jan 12 2026 14:30:00 GMT+0100 (BST)",
    );
    for (const v of draw(
      "created",
      { type: "string", example: "Wed Jul 19 2017 20:53:46 GMT+0100 (BST)" },
      "messages",
    ))
      expect(v).toMatch(
        /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) [A-Z][a-z]{2} \d{2} 202[56] \d{2}:\d{2}:00 GMT\+0100 \(BST\)$/,
      );
  });

  it("leaves examples that are no dates alone", () => {
    expect(inFormOf("My super awesome message", 0)).toBeUndefined();
    expect(inFormOf("May contain 12 items", 0)).toBeUndefined();
  });
});
