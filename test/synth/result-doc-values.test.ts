import { describe, expect, it } from "vitest";
import type { EnvBundle } from "../../src/core/schema/bundle.js";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { type ResultConversation, resultDocValues } from "../../src/core/synth/doc-values.js";

/**
 * The doc-vs-value check on tool results made at call time, on excerpts of the real specs whose
 * results the fresh55 blind readers marked as nonsense (N): each kind finds the bad value and
 * passes a good one.
 */

type Bundle = Pick<EnvBundle, "name" | "tools" | "model" | "clock">;
type Json = Record<string, unknown>;

/** A bundle of one tool of `kind` on `entity` (only what the check reads). */
function bundleOf(tool: string, kind: string, entity: string | undefined, output: Json): Bundle {
  const spec = {
    name: tool,
    description: "",
    inputSchema: { type: "object", properties: {} },
    outputSchema: output,
  } as ToolSpec;
  return {
    name: "excerpt",
    tools: [spec],
    clock: { start: "2026-01-05T09:00:00.000Z", stepMs: 60_000 },
    model: {
      entities: entity ? { [entity]: { name: entity, idField: "id", fields: {} } } : {},
      tools: { [tool]: { name: tool, kind, ...(entity ? { entity } : {}), inputs: {} } },
    } as unknown as EnvBundle["model"],
  };
}
const one = (
  tool: string,
  args: Json,
  result: unknown,
  initialState?: Json,
): ResultConversation => ({
  calls: [{ tool, args, result }],
  ...(initialState ? { initialState } : {}),
});
const kinds = (b: Bundle, convs: ResultConversation[]) =>
  resultDocValues(b, convs).map((f) => `${f.kind} ${f.tool} ${f.field}`);

describe("doc-vs-value check on call-time results", () => {
  // cnab-online's `POST /file`: "Processa um arquivo CNAB para obter informações sobre o mesmo."
  const cnab = bundleOf("post_file", "compute", undefined, {
    type: "object",
    properties: {
      data: {
        type: "object",
        properties: {
          attributes: {
            type: "object",
            properties: {
              account_number: {
                description: "Número da conta à qual este arquivo está vinculado",
                type: "string",
              },
              name: { description: "Nome do arquivo", type: "string" },
            },
          },
          id: { description: "Id temporário gerado para o arquivo", type: "string" },
        },
      },
    },
  });
  const parsed = (file: string, account: string, id: string) =>
    one(
      "post_file",
      { file },
      { data: { attributes: { account_number: account, name: file }, id } },
    );

  it("same-result: two different files parsed to one account number (cnab-online)", () => {
    expect(
      kinds(cnab, [
        parsed("purchase-order-118.pdf", "0299800737", "id_7334"),
        parsed("project-brief.pdf", "0299800737", "id_5134"),
      ]),
    ).toEqual(["same-result post_file data.attributes.account_number"]);
    expect(
      kinds(cnab, [
        parsed("purchase-order-118.pdf", "0299800737", "id_7334"),
        parsed("project-brief.pdf", "4823675849", "id_5134"),
      ]),
    ).toEqual([]);
    // One file asked twice gets one answer: that is no finding.
    expect(
      kinds(cnab, [
        parsed("project-brief.pdf", "0299800737", "id_7334"),
        parsed("project-brief.pdf", "0299800737", "id_7334"),
      ]),
    ).toEqual([]);
  });

  // SCIM (citrixonline): `POST /Groups` answers the group with its key and meta.
  const scim = bundleOf("createGroup", "create", "groups", {
    type: "object",
    properties: {
      displayName: { description: "The group's display name", type: "string" },
      id: { description: "The group's unique key", type: "string" },
      meta: {
        type: "object",
        properties: {
          created: {
            description: "The date and time the group was created",
            format: "date-time",
            type: "string",
          },
          location: { description: "The URL where the group can be accessed", type: "string" },
        },
      },
    },
  });
  const group = (id: string, created: string, location: string) =>
    one(
      "createGroup",
      { displayName: "Volunteers" },
      { displayName: "Volunteers", id, meta: { created, location } },
    );

  it("id-shape, stale-created, url-name: a SCIM group made with a date for a key, in the past, at a cafe", () => {
    expect(
      kinds(scim, [group("20251216", "2025-12-16T08:00:00.000Z", "Main Street Cafe")]).sort(),
    ).toEqual([
      "id-shape createGroup id",
      "stale-created createGroup meta.created",
      "url-name createGroup meta.location",
    ]);
    expect(
      kinds(scim, [
        group(
          "8f1c2e7a9b",
          "2026-01-05T09:01:00.000Z",
          "https://api.getgo.com/identity/v1/Groups/8f1c2e7a9b",
        ),
      ]),
    ).toEqual([]);
  });

  // Svix: `POST /api/v1/app/` answers ApplicationOut; `uid` "Optional unique identifier for the
  // application", example "unique-app-identifier".
  const svixApp = bundleOf("create_application", "create", "apps", {
    type: "object",
    properties: {
      id: { type: "string", examples: ["app_1srOrx2ZWZBpBUvZwXKQmoEYga2"] },
      name: { type: "string", examples: ["My first application"] },
      uid: {
        description: "Optional unique identifier for the application",
        type: ["string", "null"],
        examples: ["unique-app-identifier"],
      },
    },
  });
  it("id-shape: the doc's placeholder uid on a new Svix application", () => {
    const app = (uid: string) =>
      one(
        "create_application",
        { name: "checkout-api" },
        { id: "app_1007", name: "checkout-api", uid },
      );
    expect(kinds(svixApp, [app("unique-app-identifier")])).toEqual([
      "id-shape create_application uid",
    ]);
    expect(kinds(svixApp, [app("checkout-api-prod")])).toEqual([]);
  });

  // Svix: `POST /api/v1/app/{app_id}/msg/` answers MessageOut; `eventId` "Optional unique
  // identifier for the message".
  const svixMsg = bundleOf("create_message", "create", "messages", {
    type: "object",
    properties: {
      eventId: {
        description: "Optional unique identifier for the message",
        type: ["string", "null"],
        examples: ["evt_pNZKtWg8Azow"],
      },
      eventType: { type: "string", examples: ["user.signup"] },
      id: { type: "string" },
    },
  });
  it("copied-field: a new Svix message reusing a stored message's eventId", () => {
    const seeded = {
      messages: [{ id: "msg_1001", eventId: "evt_pNZKtWg8Azow", eventType: "user.signup" }],
    };
    const msg = (eventId: string) =>
      one(
        "create_message",
        { eventType: "user.signup" },
        { eventId, eventType: "user.signup", id: "msg_1010" },
        seeded,
      );
    expect(kinds(svixMsg, [msg("evt_pNZKtWg8Azow")])).toEqual([
      "copied-field create_message eventId",
    ]);
    expect(kinds(svixMsg, [msg("evt_Q7hL2mX9rTb4")])).toEqual([]);
    // The user's own event id, sent with the call, is theirs to reuse.
    const sent = one(
      "create_message",
      { eventType: "user.signup", eventId: "evt_pNZKtWg8Azow" },
      { eventId: "evt_pNZKtWg8Azow", eventType: "user.signup", id: "msg_1010" },
      seeded,
    );
    expect(kinds(svixMsg, [sent])).toEqual([]);
  });
});
