import { describe, expect, it } from "vitest";
import { describedCodes } from "../../src/core/domain/enum-labels.js";
import { fitPageEnvelope } from "../../src/core/domain/sibling-coherence.js";
import { semanticKind } from "../../src/core/domain/values.js";
import type { EnvModel } from "../../src/core/envgen/model.js";
import { seedState } from "../../src/core/envgen/seed-state.js";
import { isSessionPlumbing, notAGoal } from "../../src/core/plan/semantics.js";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { formWording, slotChain } from "../../src/core/synth/checks.js";

// The run's hottest pure helpers answer from what they already know, with the same answers.

describe("describedCodes is worked out once per schema", () => {
  it("answers a schema asked again with the codes it found the first time", () => {
    const schema = { type: "integer", description: "0 for watched, 1 for acquired, 2 for skipped" };
    const first = describedCodes(schema);
    expect(first).toEqual([0, 1, 2]);
    // The same array: the description was not read a second time.
    expect(describedCodes(schema)).toBe(first);
    // An equal but distinct schema is read on its own.
    expect(describedCodes({ ...schema })).not.toBe(first);
    expect(describedCodes({ ...schema })).toEqual([0, 1, 2]);
  });

  it("remembers a schema that lists no codes too", () => {
    const schema = { type: "string", description: "A name" };
    expect(describedCodes(schema)).toBeUndefined();
    expect(describedCodes(schema)).toBeUndefined();
  });
});

describe("form-wording checks skip labels the text does not hold", () => {
  const many = Array.from({ length: 2000 }, (_, i) => `unrelated label ${i}`);

  it("still finds a slot chain whatever its case, among thousands of labels", () => {
    const params = [...many, "account holder code"];
    expect(slotChain("Open it With Account Holder Code AH-2231 please", params)).toBe(
      "With Account Holder Code A",
    );
    expect(slotChain("Open it for my partner please", params)).toBeUndefined();
  });

  it("still finds a field label read out, in any case", () => {
    const params = [...many, "target celsius"];
    expect(formWording("Warm it up: The Target Celsius is 21 tonight.", params)).toBe(
      "The Target Celsius is",
    );
    expect(formWording("Warm the living room up to 21 degrees tonight.", params)).toBeUndefined();
  });
});

describe("what a tool is for is judged once per tool", () => {
  /** A tool whose description counts its reads: a judgement made again reads it again. */
  const counted = (name: string, description: string, pointer: string) => {
    let reads = 0;
    const spec = {
      name,
      inputSchema: { type: "object", properties: {} },
      outputSchema: { type: "object", properties: { expires_in: { type: "integer" } } },
      source: { format: "openapi", file: "x.json", pointer },
    } as unknown as ToolSpec;
    Object.defineProperty(spec, "description", {
      enumerable: true,
      get: () => {
        reads++;
        return description;
      },
    });
    return { spec, reads: () => reads };
  };

  it("answers a session tool asked again without reading it again", () => {
    const t = counted("createSession", "Open a session", "/paths/~1sessions/post");
    expect(isSessionPlumbing(t.spec)).toBe(true);
    const after = t.reads();
    expect(isSessionPlumbing(t.spec)).toBe(true);
    expect(t.reads()).toBe(after);
  });

  it("answers whether a tool is a goal from what it found the first time", () => {
    const sign = counted("login", "Sign in with a password", "/paths/~1login/post");
    expect(notAGoal(sign.spec)).toBe("credentials");
    const signReads = sign.reads();
    expect(notAGoal(sign.spec)).toBe("credentials");
    expect(sign.reads()).toBe(signReads);
    const order = counted("createOrder", "Place an order", "/paths/~1orders/post");
    expect(notAGoal(order.spec)).toBeUndefined();
    const orderReads = order.reads();
    expect(notAGoal(order.spec)).toBeUndefined();
    expect(order.reads()).toBe(orderReads);
  });
});

describe("a record without a page is left as it is, its keys unread", () => {
  /** A record that counts how often its keys are listed. */
  const listed = (rec: Record<string, unknown>) => {
    let lists = 0;
    const proxy = new Proxy(rec, {
      ownKeys: (target) => {
        lists++;
        return Reflect.ownKeys(target);
      },
    });
    return { proxy, lists: () => lists };
  };

  it("looks for the page's list before any count, total or size", () => {
    const rec = { name: "Blue mug", total: 12, count: 3, page_size: 20 };
    const r = listed(rec);
    fitPageEnvelope(r.proxy);
    expect(rec).toEqual({ name: "Blue mug", total: 12, count: 3, page_size: 20 });
    // Its values once (nested records), its entries for a list (twice: lists, then wrappers).
    expect(r.lists()).toBeLessThanOrEqual(3);
  });

  it("still fits a page that holds a list", () => {
    const page = { data: [{ id: 1 }, { id: 2 }], total: 40, count: 9, page_size: 20 };
    fitPageEnvelope(page);
    expect(page).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 2, count: 2, page_size: 20 });
  });
});

describe("semanticKind remembers its answers for a paper-scale run's environments", () => {
  it("answers a field of the first of 100 domains again without working it out", () => {
    let reads = 0;
    const asked = {
      get name() {
        reads++;
        return "contact_email";
      },
      schema: { type: "string" },
    };
    const first = semanticKind(asked, "domain 0");
    // The sampler turns through the environments: 85 at paper scale, each its own domain text.
    for (let d = 1; d < 100; d++)
      semanticKind({ name: "contact_email", schema: { type: "string" } }, `domain ${d}`);
    reads = 0;
    expect(semanticKind(asked, "domain 0")).toBe(first);
    // The name is read once, for the memo's key: the table was not walked again.
    expect(reads).toBe(1);
  });
});

describe("episode states reuse what a bundle's schemas say", () => {
  it("makes a list's item schema once, however many records and episodes draw items", () => {
    let reads = 0;
    // A key nothing reads by name: only a copy of the whole item schema reads it.
    const items = {
      type: "string",
      description: "Title of a track on the playlist",
      get "x-copied"() {
        reads++;
        return true;
      },
    };
    const model = {
      entities: {
        playlists: {
          name: "playlists",
          singular: "playlist",
          idField: "id",
          idStyle: "prefixed",
          prefix: "pl",
          fields: {
            id: { type: "string" },
            name: { type: "string" },
            track_titles: { type: "array", minItems: 2, maxItems: 3, items },
          },
          refs: {},
          oneToOne: false,
        },
      },
      ops: [],
    } as unknown as EnvModel;
    const opts = { seed: 7, clockStart: "2026-01-05T09:00:00.000Z", domain: "a music app" };
    const first = seedState(model, { ...opts, episodeSeed: 1 });
    expect(first.playlists!.some((p) => Array.isArray(p.track_titles))).toBe(true);
    const once = reads;
    const again = seedState(model, { ...opts, episodeSeed: 2 });
    expect(again.playlists!.length).toBe(first.playlists!.length);
    expect(reads).toBe(once);
    expect(seedState(model, { ...opts, episodeSeed: 1 })).toEqual(first);
  });
});
