import { describe, expect, it } from "vitest";
import { dateShaped, urlShaped } from "../../src/core/domain/doc-shapes.js";
import { resultDocValues } from "../../src/core/synth/doc-values.js";
import { bundleOfDoc, envOf, okJson } from "../helpers/doc-env.js";

/**
 * Tool results made at call time follow the call and the doc's shapes, not the doc's example
 * values (fresh55 blind readers N on 28 of 30): excerpts of SCIM, Svix and cnab-online.
 */

type Json = Record<string, unknown>;
const api = (paths: Json, schemas: Json) => ({
  openapi: "3.0.0",
  info: { title: "excerpt", version: "1" },
  paths,
  components: { schemas },
});

describe("call-time results follow the call", () => {
  // citrixonline SCIM: Group with its unique key and meta (created, location "The URL …").
  const group = {
    type: "object",
    required: ["displayName", "id", "meta"],
    properties: {
      displayName: { type: "string", description: "The group's display name" },
      id: { type: "string", description: "The group's unique key" },
      meta: {
        type: "object",
        required: ["created", "location"],
        properties: {
          created: {
            type: "string",
            format: "date-time",
            description: "The date and time the group was created",
          },
          location: { type: "string", description: "The URL where the group can be accessed" },
        },
      },
    },
  };
  const scim = api(
    {
      "/Groups": {
        get: {
          operationId: "getGroups",
          responses: okJson({
            type: "object",
            properties: {
              resources: { type: "array", items: { $ref: "#/components/schemas/Group" } },
            },
          }),
        },
        post: {
          operationId: "createGroup",
          requestBody: {
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["displayName"],
                  properties: { displayName: { type: "string" } },
                },
              },
            },
          },
          responses: okJson({ $ref: "#/components/schemas/Group" }),
        },
      },
      "/Groups/{groupKey}": {
        get: {
          operationId: "getGroup",
          parameters: [
            {
              name: "groupKey",
              in: "path",
              required: true,
              schema: { type: "integer", format: "int64" },
            },
          ],
          responses: okJson({ $ref: "#/components/schemas/Group" }),
        },
      },
    },
    { Group: group },
  );

  it("a SCIM group made now is made now, at an address, keyed like no date", async () => {
    const b = await bundleOfDoc(scim, "scim.json", 1);
    const env = await envOf(b);
    // A name no seeded group has: a second "Volunteers" beside the seeded one is a repeated name.
    const made = await env.call("createGroup", { displayName: "Night shift" });
    expect(made.ok).toBe(true);
    const g = (made as { result: Json }).result as {
      id: string;
      meta: { created: string; location: string };
    };
    expect(Date.parse(g.meta.created)).toBeGreaterThanOrEqual(Date.parse(b.clock.start));
    expect(urlShaped(g.meta.location)).toBe(true);
    const listed = await env.call("getGroups", {});
    const rows = (
      (listed as { result: Json }).result as {
        resources: Array<{ id: string; meta: { location: string } }>;
      }
    ).resources;
    expect(rows.length).toBeGreaterThan(1);
    for (const r of rows) {
      expect(dateShaped(r.id)).toBe(false);
      expect(urlShaped(r.meta.location)).toBe(true);
    }
    const calls = [
      { tool: "createGroup", args: { displayName: "Night shift" }, result: g },
      { tool: "getGroups", args: {}, result: (listed as { result: unknown }).result },
    ];
    expect(resultDocValues(b, [{ calls }]).map((f) => `${f.kind} ${f.field}`)).toEqual([]);
  });

  // Svix: MessageOut's eventId "Optional unique identifier for the message", one example.
  const svix = api(
    {
      "/api/v1/app/{app_id}/msg/": {
        get: {
          operationId: "list_messages",
          parameters: [{ name: "app_id", in: "path", required: true, schema: { type: "string" } }],
          responses: okJson({
            type: "object",
            properties: {
              data: { type: "array", items: { $ref: "#/components/schemas/MessageOut" } },
            },
          }),
        },
        post: {
          operationId: "create_message",
          parameters: [{ name: "app_id", in: "path", required: true, schema: { type: "string" } }],
          requestBody: {
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["eventType"],
                  properties: { eventType: { type: "string", examples: ["user.signup"] } },
                },
              },
            },
          },
          responses: okJson({ $ref: "#/components/schemas/MessageOut" }),
        },
      },
    },
    {
      MessageOut: {
        type: "object",
        required: ["eventType", "id", "timestamp"],
        properties: {
          eventId: {
            type: "string",
            description: "Optional unique identifier for the message",
            examples: ["evt_pNZKtWg8Azow"],
          },
          eventType: { type: "string", examples: ["user.signup"] },
          id: { type: "string", examples: ["msg_1srOrx2ZWZBpBUvZwXKQmoEYga2"] },
          timestamp: { type: "string", format: "date-time" },
        },
      },
    },
  );

  it("a new Svix message gets an eventId of its own, in the doc's form", async () => {
    const b = await bundleOfDoc(svix, "svix.json", 1);
    const state = b.initialState as Record<string, Array<Json>>;
    const seeded = Object.values(state)
      .flat()
      .map((r) => r.eventId)
      .filter((x) => typeof x === "string");
    expect(new Set(seeded).size).toBe(seeded.length);
    const env = await envOf(b);
    const app = Object.values(state)
      .flat()
      .map((r) => r.app_id)
      .find((x) => typeof x === "string");
    const made = await env.call("create_message", {
      app_id: app ?? "app_1001",
      eventType: "user.signup",
    });
    expect(made.ok).toBe(true);
    const eventId = ((made as { result: Json }).result as { eventId?: string }).eventId;
    expect(seeded.length).toBeGreaterThan(1);
    expect(seeded).not.toContain(eventId);
    expect(eventId).toMatch(/^evt_[A-Za-z0-9]{12}$/);
  });

  // Svix: an integration made under an app (createdAt, updatedAt on both).
  const stamped = (ex: string) => ({
    type: "object",
    required: ["id", "name", "createdAt", "updatedAt"],
    properties: {
      id: { type: "string", examples: [ex] },
      name: { type: "string" },
      createdAt: { type: "string", format: "date-time" },
      updatedAt: { type: "string", format: "date-time" },
    },
  });
  const integrations = api(
    {
      "/api/v1/app/": {
        get: {
          operationId: "list_applications",
          responses: okJson({
            type: "object",
            properties: {
              data: { type: "array", items: stamped("app_1srOrx2ZWZBpBUvZwXKQmoEYga2") },
            },
          }),
        },
      },
      "/api/v1/app/{app_id}/integration/": {
        post: {
          operationId: "create_integration",
          parameters: [{ name: "app_id", in: "path", required: true, schema: { type: "string" } }],
          requestBody: {
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["name"],
                  properties: { name: { type: "string" } },
                },
              },
            },
          },
          responses: okJson(stamped("integ_1srOrx2ZWZBpBUvZwXKQmoEYga2")),
        },
      },
    },
    {},
  );

  it("a Svix integration made under an app is made now, not when its app was", async () => {
    const b = await bundleOfDoc(integrations, "svix.json", 1);
    const env = await envOf(b);
    const apps = (await env.call("list_applications", {})) as {
      result: { data: Array<{ id: string }> };
    };
    const app = apps.result.data[0]?.id as string;
    const made = (await env.call("create_integration", { app_id: app, name: "HubSpot" })) as {
      result: { createdAt: string };
    };
    expect(Date.parse(made.result.createdAt)).toBeGreaterThanOrEqual(Date.parse(b.clock.start));
  });

  // cnab-online: POST /file "Processa um arquivo CNAB para obter informações sobre o mesmo."
  const cnab = api(
    {
      "/file": {
        post: {
          operationId: "post_file",
          summary: "Faz o upload de um arquivo",
          requestBody: {
            content: {
              "multipart/form-data": {
                schema: {
                  type: "object",
                  required: ["file"],
                  properties: {
                    file: { type: "string", format: "binary", description: "Arquivo CNAB" },
                  },
                },
              },
            },
          },
          responses: okJson({
            type: "object",
            properties: {
              data: {
                type: "object",
                properties: {
                  attributes: {
                    type: "object",
                    properties: {
                      account_number: {
                        type: "string",
                        description: "Número da conta à qual este arquivo está vinculado",
                        example: "0299800737",
                      },
                      bank_name: {
                        type: "string",
                        description: "Nome do banco",
                        example: "Citibank",
                      },
                      company_name: {
                        type: "string",
                        description: "Nome da empresa a quem pertence este arquivo",
                      },
                    },
                  },
                  id: { type: "string", description: "Id temporário gerado para o arquivo" },
                },
              },
            },
          }),
        },
      },
    },
    {},
  );

  it("two different CNAB files parse to different accounts, not the doc's example", async () => {
    const b = await bundleOfDoc(cnab, "cnab.json", 1);
    const env = await envOf(b);
    const files = [
      "purchase-order-118.pdf",
      "project-brief.pdf",
      "remessa-2026-01.rem",
      "retorno-0412.ret",
    ];
    const calls = [];
    for (const file of files) {
      const r = await env.call("post_file", { file });
      expect(r.ok).toBe(true);
      calls.push({ tool: "post_file", args: { file }, result: (r as { result: unknown }).result });
    }
    const accounts = calls.map(
      (c) =>
        (c.result as { data: { attributes: { account_number: string } } }).data.attributes
          .account_number,
    );
    expect(new Set(accounts).size).toBeGreaterThanOrEqual(3);
    // The same file asked again gets the same answer.
    const again = await env.call("post_file", { file: files[0] });
    expect((again as { result: unknown }).result).toEqual(calls[0]?.result);
    expect(resultDocValues(b, [{ calls }]).filter((f) => f.kind === "same-result")).toEqual([]);
  });
});

// otoroshi (fresh56 blind readers, N/A): 227 output fields whose `example` is "a string value",
// which call-time results copied ("scheme": "a string value", a service "called a string value").
describe("an example naming its type is no value at call time", () => {
  const service = {
    type: "object",
    properties: {
      id: { type: "string", example: "a string value" },
      scheme: { type: "string", example: "a string value" },
      root: { type: "string", example: "a string value" },
      subdomain: { type: "string", example: "a string value" },
    },
  };
  const doc = api(
    {
      "/api/services/{serviceId}/targets": {
        get: {
          operationId: "serviceTargets",
          parameters: [
            { name: "serviceId", in: "path", required: true, schema: { type: "string" } },
          ],
          responses: okJson({ type: "array", items: { $ref: "#/components/schemas/Target" } }),
        },
      },
    },
    { Target: service },
  );
  it("a target's scheme and root are no 'a string value'", async () => {
    const b = await bundleOfDoc(doc, "otoroshi.json", 1);
    const env = await envOf(b);
    const got = await env.call("serviceTargets", { serviceId: "svc_1" });
    expect(JSON.stringify(got)).not.toContain("a string value");
  });
});
