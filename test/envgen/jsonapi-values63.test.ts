import { describe, expect, it } from "vitest";
import { jsonApiTypeOf } from "../../src/core/domain/envelope.js";
import { createValueSampler } from "../../src/core/domain/values.js";
import { bundleOfDoc, envOf } from "../helpers/doc-env.js";

// Twine Health (fresh67 blind readers N on 16 of 30): JSON:API resources `{id, type, attributes}`
// whose `type` was read as a category ("9 email histories: 5 custom, 2 external and 2 internal"),
// creates that sent `{"data":{"type":"other_lifestyle"}}` alone, a mail delivered before it was
// sent and bounced as well, health questions that were dictionary sentences and a person's bio
// on a group.
const emailHistory = {
  type: "object",
  required: ["type"],
  properties: {
    id: { type: "string" },
    type: { type: "string" },
    attributes: {
      type: "object",
      properties: {
        email_address: { type: "string", description: "Address email was sent to." },
        send_time: { type: "string", format: "dateTime", description: "Time email was sent." },
        status_times: {
          type: "object",
          properties: Object.fromEntries(
            ["processed", "delivered", "open", "click", "bounce", "dropped", "deferred"].map(
              (k) => [k, { type: "string", format: "dateTime", description: `Time email ${k}.` }],
            ),
          ),
        },
      },
    },
  },
};
const rewardProgram = {
  type: "object",
  required: ["type"],
  properties: {
    id: { type: "string" },
    type: { type: "string" },
    attributes: {
      type: "object",
      required: ["name", "budget_value"],
      properties: {
        name: { type: "string", description: "Name of the reward program" },
        budget_value: { type: "number", description: "Value of the budget." },
      },
    },
  },
};
const question = {
  type: "object",
  properties: {
    id: { type: "string" },
    type: { type: "string" },
    attributes: {
      type: "object",
      properties: {
        category: { type: "string", enum: ["lifestyle_behaviors", "preventative_care"] },
        text: {
          type: "string",
          description: "The question text which corresponds to the answer choices",
        },
      },
    },
  },
};
const group = {
  type: "object",
  properties: {
    id: { type: "string" },
    type: { type: "string", enum: ["group"] },
    attributes: {
      type: "object",
      properties: {
        name: { type: "string", description: "The name of the group" },
        bio: { type: "string", description: "A description of the group" },
      },
    },
  },
};
const ok = (schema: unknown) => ({
  "200": { description: "OK", content: { "application/vnd.api+json": { schema } } },
});
const list = (item: unknown) =>
  ok({ type: "object", properties: { data: { type: "array", items: item } } });
const one = (item: unknown) => ok({ type: "object", properties: { data: item } });
const byId = [{ name: "id", in: "path", required: true, schema: { type: "string" } }];
const TWINE = {
  openapi: "3.0.0",
  info: { title: "Fitbit Plus", version: "1", description: "Twine Health patient password API" },
  paths: {
    "/email_history": {
      get: { operationId: "fetchEmailHistories", responses: list(emailHistory) },
    },
    "/email_history/{id}": {
      get: { operationId: "fetchEmailHistory", parameters: byId, responses: one(emailHistory) },
    },
    "/reward_program": {
      get: { operationId: "fetchRewardPrograms", responses: list(rewardProgram) },
      post: {
        operationId: "createRewardProgram",
        requestBody: {
          required: true,
          content: {
            "application/vnd.api+json": {
              schema: { type: "object", required: ["data"], properties: { data: rewardProgram } },
            },
          },
        },
        responses: one(rewardProgram),
      },
    },
    "/health_question_definition": {
      get: { operationId: "fetchHealthQuestionDefinitions", responses: list(question) },
    },
    "/group": { get: { operationId: "fetchGroups", responses: list(group) } },
  },
};

type Rec = { type?: string; attributes: Record<string, unknown> };

describe("JSON:API resources (Twine Health)", () => {
  it("reads a resource's type as its collection's constant", () => {
    expect(jsonApiTypeOf(emailHistory.properties, "email_history")).toBe("email_history");
    expect(jsonApiTypeOf(group.properties, "group")).toBe("group");
    expect(jsonApiTypeOf({ type: { type: "string" } }, "thing")).toBeUndefined();
  });

  it("seeds one type per collection, never a category, and times a mail lives in", async () => {
    const b = await bundleOfDoc(TWINE, "twinehealth.com.json", 42);
    const rows = (b.initialState as Record<string, Rec[]>).email_histories!;
    expect(rows.length).toBeGreaterThan(1);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(["email_history"]));
    const ent = b.model?.entities.email_histories;
    expect(ent?.categoryField).toBeUndefined();
    for (const r of rows) {
      const sent = Date.parse(String(r.attributes.send_time));
      const times = (r.attributes.status_times ?? {}) as Record<string, string>;
      for (const t of Object.values(times)) expect(Date.parse(t)).toBeGreaterThanOrEqual(sent);
      if (times.delivered && times.open)
        expect(Date.parse(times.open)).toBeGreaterThanOrEqual(Date.parse(times.delivered));
      if (times.delivered) expect(times.bounce ?? times.dropped).toBeUndefined();
    }
  });

  it("asks a health question and describes a group as a group", async () => {
    const b = await bundleOfDoc(TWINE, "twinehealth.com.json", 42);
    const state = b.initialState as Record<string, Rec[]>;
    for (const q of state.health_question_definitions ?? [])
      if (typeof q.attributes.text === "string") expect(q.attributes.text).not.toMatch(/\.$/);
    for (const g of state.groups ?? [])
      if (typeof g.attributes.bio === "string")
        expect(g.attributes.bio).not.toMatch(/engineer|designer|enthusiast|photographer/);
  });

  it("creates a record with its attributes and its collection's type", async () => {
    const b = await bundleOfDoc(TWINE, "twinehealth.com.json", 42);
    const env = await envOf(b);
    const made = await env.call("createRewardProgram", {
      data: { type: "reward_program", attributes: { name: "Project Juniper", budget_value: 50 } },
    });
    expect(made.ok).toBe(true);
    if (made.ok) expect((made.result as { data: Rec }).data.type).toBe("reward_program");
  });
});

describe("a text no pool was written for", () => {
  it("states no day but its record's own", () => {
    const sampler = createValueSampler(7, { clockStart: "2026-01-05T09:00:00.000Z" });
    for (let i = 0; i < 20; i++) {
      const v = sampler.value({
        name: "description",
        schema: { type: "string" },
        entity: "snapshots",
        record: { date: "2026-01-02T02:00:00.000Z" },
      });
      if (typeof v !== "string") continue;
      const day =
        /(January|February|March|April|May|June|July|August|September|October|November|December) \d+/.exec(
          v,
        );
      if (day) expect(day[0]).toBe("January 2");
    }
  });
});
