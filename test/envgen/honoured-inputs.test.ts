import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { createEnvInstance, createInProcessSandbox } from "../../src/core/sandbox/index.js";
import type { EnvInstance } from "../../src/core/sandbox/types.js";
import { callContradictions } from "../../src/core/synth/input-contradictions.js";
import { verifyBundle } from "../../src/core/verify/index.js";

// fresh19 blind readers (N): a write's result ignored what the call was given. iqualify's
// invite by `userEmail` answered with deion.kassulke's record, a user added to an offering as
// `body: [{email: "ariane.murphy@…"}]` came back as deion.kassulke, a learner added as
// gary.metz@… was named Jace Pollich with a `…/permissions/185` avatar; bulksms's blocked
// "+1 294 469 1227" read `"phoneNumber": "44123456789"`; zeit's webhook `"ownerId": "Liam Rossi"`.
// The specs below keep the shapes of those docs.
type Rec = Record<string, unknown>;
const str = { type: "string" };
const json = (schema: unknown) => ({ "application/json": { schema } });
const ok = (schema: unknown) => ({ "200": { description: "ok", content: json(schema) } });
const path = (name: string) => ({ name, in: "path", required: true, schema: str });
const USER = {
  type: "object",
  properties: {
    id: str,
    email: { type: "string", format: "email" },
    firstName: str,
    lastName: str,
    avatarUrl: { type: "string", format: "uri" },
    isFacilitator: { type: "boolean" },
  },
};
const NEW_USER = {
  type: "object",
  properties: { email: str, firstName: str, isFacilitator: { type: "boolean" } },
};
const LEARNER = {
  type: "object",
  properties: { id: str, email: str, userEmail: str, firstName: str, lastName: str },
};
const IQUALIFY = {
  openapi: "3.0.0",
  info: { title: "iQualify", version: "1" },
  paths: {
    "/users": { get: { operationId: "get_users", responses: ok({ type: "array", items: USER }) } },
    "/users/{userEmail}": {
      get: { operationId: "get_user", parameters: [path("userEmail")], responses: ok(USER) },
    },
    "/users/{userEmail}/invite-email": {
      post: {
        operationId: "invite_user",
        summary: "Send an invite email to a user",
        parameters: [path("userEmail")],
        responses: ok({ ...USER, properties: { ...USER.properties, userEmail: str } }),
      },
    },
    "/offerings": {
      get: {
        operationId: "get_offerings",
        responses: ok({
          type: "array",
          items: { type: "object", properties: { id: str, name: str } },
        }),
      },
    },
    "/offerings/{offeringId}/users": {
      post: {
        operationId: "add_offering_users",
        summary: "Add users to an offering",
        parameters: [path("offeringId")],
        requestBody: { content: json({ type: "array", items: NEW_USER }) },
        responses: ok({ type: "array", items: USER }),
      },
    },
    "/learners": {
      get: { operationId: "get_learners", responses: ok({ type: "array", items: LEARNER }) },
      post: {
        operationId: "add_learner",
        summary: "Add a learner",
        requestBody: { content: json({ type: "object", properties: { email: str } }) },
        responses: ok(LEARNER),
      },
    },
  },
};
const BULKSMS = {
  openapi: "3.0.0",
  info: { title: "BulkSMS", version: "1" },
  paths: {
    "/blocked-numbers": {
      get: {
        operationId: "get_blocked_numbers",
        responses: ok({
          type: "array",
          items: {
            type: "object",
            properties: {
              id: { type: "integer" },
              phoneNumber: {
                type: "string",
                description: "A phone number in E.164 format",
                example: "44123456789",
              },
            },
          },
        }),
      },
      post: {
        operationId: "post_blocked_numbers",
        summary: "Create a blocked number",
        requestBody: {
          content: json({
            type: "array",
            items: {
              type: "string",
              description: "A phone number in E.164 format",
              example: "44123456789",
            },
          }),
        },
        responses: ok({
          type: "object",
          properties: {
            id: { type: "integer" },
            phoneNumber: {
              type: "string",
              description: "A phone number in E.164 format",
              example: "44123456789",
            },
          },
        }),
      },
    },
    "/webhooks": {
      post: {
        operationId: "createWebhook",
        requestBody: { content: json({ type: "object", properties: { name: str, url: str } }) },
        responses: ok({
          type: "object",
          properties: {
            id: str,
            name: str,
            url: str,
            ownerId: {
              type: "string",
              description: "Id of the owner which can be a user or a team",
            },
          },
        }),
      },
    },
  },
};

const envs: EnvInstance[] = [];
async function bundleOf(spec: unknown) {
  const r = await ingestFile({ name: "spec.json", text: JSON.stringify(spec) });
  if (!r.ok) throw new Error(r.error.message);
  const b = await generateHeuristicBundle(r.value, { seed: 19 });
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
}
async function envOf(spec: unknown): Promise<EnvInstance> {
  const made = await createEnvInstance(await bundleOf(spec));
  if (!made.ok) throw new Error("no instance");
  envs.push(made.value);
  return made.value;
}
async function call(env: EnvInstance, tool: string, args: Rec): Promise<unknown> {
  const r = (await env.call(tool, args)) as { ok: boolean; result?: unknown; error?: unknown };
  if (!r.ok) throw new Error(`${tool}: ${JSON.stringify(r.error)}`);
  return r.result;
}

let iq: EnvInstance;
let sms: EnvInstance;
beforeAll(async () => {
  iq = await envOf(IQUALIFY);
  sms = await envOf(BULKSMS);
}, 60_000);
afterAll(() => {
  for (const e of envs) e.dispose();
});

describe("a write's record takes what the call was given", () => {
  it("an invite by userEmail is the record of that email, named by it", async () => {
    const args = { userEmail: "lorraine.kuvalis@example.com" };
    const res = (await call(iq, "invite_user", args)) as Rec;
    expect(res.email).toBe("lorraine.kuvalis@example.com");
    expect([res.firstName, res.lastName]).toEqual(["Lorraine", "Kuvalis"]);
    expect(callContradictions("invite_user", args, res, "users")).toEqual([]);
  });

  it("each record sent in a list body is a record with its members", async () => {
    const offerings = (await call(iq, "get_offerings", {})) as Rec[];
    const args = {
      offeringId: offerings[0]!.id,
      body: [{ email: "ariane.murphy@example.com", isFacilitator: false }],
    };
    const res = (await call(iq, "add_offering_users", args)) as Rec[];
    expect(res).toHaveLength(1);
    expect(res[0]).toMatchObject({ email: "ariane.murphy@example.com", firstName: "Ariane" });
    expect(callContradictions("add_offering_users", args, res, "users")).toEqual([]);
  });

  it("a learner added by email has that email as its user's, and its name", async () => {
    const args = { email: "gary.metz@example.com" };
    const res = (await call(iq, "add_learner", args)) as Rec;
    expect(res).toMatchObject({
      email: "gary.metz@example.com",
      firstName: "Gary",
      lastName: "Metz",
    });
    if (res.userEmail !== undefined) expect(res.userEmail).toBe("gary.metz@example.com");
    expect(callContradictions("add_learner", args, res, "learners")).toEqual([]);
  });

  it("a blocked number sent as a list of numbers is the record's phone number", async () => {
    const args = { body: ["+1 294 469 1227"] };
    const res = (await call(sms, "post_blocked_numbers", args)) as Rec;
    expect(res.phoneNumber).toBe("+1 294 469 1227");
    expect(callContradictions("post_blocked_numbers", args, res, "blocked_numbers")).toEqual([]);
  });

  it("an owner's id is an id, not a person's name", async () => {
    const res = (await call(sms, "createWebhook", {
      name: "Ticket updates",
      url: "https://www.example.com/hooks/1",
    })) as Rec;
    expect(res.name).toBe("Ticket updates");
    expect(String(res.ownerId)).not.toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
  });
});

describe("a create sent a list of records", () => {
  const sandbox = createInProcessSandbox();
  afterAll(() => sandbox.dispose());
  it("adds each of them and still verifies", async () => {
    const b = await bundleOf(IQUALIFY);
    const { report } = await verifyBundle(b, { sandbox });
    expect(report.tools.filter((t) => !t.passed).map((t) => t.tool)).toEqual([]);
    const made = await createEnvInstance(b);
    if (!made.ok) throw new Error("no instance");
    envs.push(made.value);
    const offerings = (await call(made.value, "get_offerings", {})) as Rec[];
    const before = ((await call(made.value, "get_users", {})) as Rec[]).length;
    const body = [{ email: "ana.garcia@example.com" }, { email: "ben.smith@example.com" }];
    const res = (await call(made.value, "add_offering_users", {
      offeringId: offerings[0]!.id,
      body,
    })) as Rec[];
    expect(res.map((r) => r.email)).toEqual(["ana.garcia@example.com", "ben.smith@example.com"]);
    expect(((await call(made.value, "get_users", {})) as Rec[]).length).toBe(before + 2);
  });
});
