import { describe, expect, it } from "vitest";
import { plural, singular } from "../../src/core/domain/words.js";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { toolWords } from "../../src/core/synth/tool-words.js";

/**
 * DigiLocker's "Push URI to Account" (fresh55, blind readers F: "add a new push uri to Account").
 * "push" is a noun too, so no verb list holds it; the doc's own prose says it as a verb.
 */
const push: ToolSpec = {
  name: "Push_URI_to_Account_id",
  description:
    "Push URI to Account\n\nThe API can use to push or delete a single URI into Digital Locker using DigiLocker Id acquired using Get User Details API. This API can be used to push the certificate details to Digital Locker as and when a certificate is generated in the issuer system.",
  inputSchema: {
    type: "object",
    properties: {
      uri: { type: "string", description: "Unique document URI" },
      action: { type: "string", description: "Action to perform: A for add, D for delete" },
    },
  },
  annotations: { title: "Push URI to Account" },
  source: {
    format: "openapi",
    file: "authpartner.json",
    pointer: "/paths/~1account~11~1pushuri/post",
  },
  kind: "create",
};

describe("a title's first word the doc says as a verb is the act", () => {
  it("'push the URI to the account', never 'add a new push uri to Account'", () => {
    expect(toolWords(push).phrase.text).toBe("push the URI to the account");
  });
  it("a title whose prose never says the word as a verb keeps its noun", () => {
    const pull: ToolSpec = {
      ...push,
      name: "Pull_Request_id",
      description: "Pull Request\n\nReturns one pull request of a repository.",
      annotations: { title: "Pull Request" },
      kind: "read",
    };
    expect(toolWords(pull).phrase.verb).not.toBe("pull");
  });
});

// Svix's POST /api/v1/event-type (fresh55 dev): "Can you add a new unarchive already?"
describe("a second act on an existing thing is no thing", () => {
  it("'add a new event type', never 'add a new unarchive'", () => {
    const create: ToolSpec = {
      name: "create_event_type_api_v1_event_type_post",
      description:
        "Create Event Type\n\nCreate new or unarchive existing event type.\n\nUnarchiving an event type will allow endpoints to filter on it and messages to be sent with it.",
      inputSchema: {
        type: "object",
        properties: {
          name: { type: "string", examples: ["user.signup"], "x-in": "body" },
          description: { type: "string", examples: ["A user has signed up"], "x-in": "body" },
        },
      },
      annotations: { title: "Create Event Type" },
      source: {
        format: "openapi",
        file: "svix.json",
        pointer: "/paths/~1api~1v1~1event-type/post",
      },
      kind: "create",
      entity: "event_types",
    };
    expect(toolWords(create).phrase.text).toBe("add a new event type");
  });
});

// nebl.io's getTxs (fresh53 dev): "Just list the TXEs, please" — pluralize's "TXES" re-cased.
describe("an acronym's plural takes a small s", () => {
  it("plural and singular of acronyms", () => {
    expect(plural("TX")).toBe("TXs");
    expect(plural("OTP")).toBe("OTPs");
    expect(singular("URIs")).toBe("URI");
    expect(plural("SMS")).toBe("SMS");
    expect(plural("box")).toBe("boxes");
  });
  it("'list the TXs', never 'list TXEs'", () => {
    const txs: ToolSpec = {
      name: "getTxs",
      description: "Returns all transactions by block or address",
      inputSchema: { type: "object", properties: { address: { type: "string" } } },
      annotations: { title: "Get transactions by block or address" },
      source: { format: "openapi", file: "nebl.io.json", pointer: "/paths/~1ins~1txs/get" },
      kind: "list",
      entity: "txs",
    };
    expect(toolWords(txs).nounPlural).not.toMatch(/TXE/);
  });
});
