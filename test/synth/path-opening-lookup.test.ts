import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { toolWords } from "../../src/core/synth/tool-words.js";

/**
 * Keycloak's admin API (fresh48) has no operation ids, so its tool names are its paths, and every
 * path opens with the realm it lives in (`/{realm}/users/{id}/groups`). Its goals read "remove
 * the realm attack detection brute force user by user", "check the realm user by group by group".
 */
const tool = (name: string, method: string, path: string, params: string[]): ToolSpec => ({
  name,
  description: `${method.toUpperCase()} ${path}`,
  inputSchema: {
    type: "object",
    properties: Object.fromEntries(params.map((p) => [p, { type: "string", "x-in": "path" }])),
  },
  source: {
    format: "openapi",
    file: "keycloak.local.json",
    pointer: `/paths/${path.replace(/\//g, "~1")}/${method}`,
  },
});

describe("a path that opens with the parameter everything lives in", () => {
  it("leaves that lookup out of the thing's name", () => {
    const groups = toolWords(
      tool("get_by_realm_users_by_id_groups", "get", "/{realm}/users/{id}/groups", ["realm", "id"]),
    );
    expect(groups.noun).toBe("user group");
    const brute = toolWords(
      tool(
        "delete_by_realm_attack_detection_brute_force_users_by_user_id",
        "delete",
        "/{realm}/attack-detection/brute-force/users/{userId}",
        ["realm", "userId"],
      ),
    );
    expect(brute.noun).not.toMatch(/\bby\b|realm/);
    const clients = toolWords(tool("post_by_realm_clients", "post", "/{realm}/clients", ["realm"]));
    expect(clients.noun).toBe("client");
  });

  it("drops the broken last word of a name cut at 64 characters", () => {
    const w = toolWords(
      tool(
        "get_by_realm_clients_by_id_scope_mappings_clients_by_client_avai",
        "get",
        "/{realm}/clients/{id}/scope-mappings/clients/{client}/available",
        ["realm", "id", "client"],
      ),
    );
    expect(w.noun).not.toMatch(/avai\b/);
  });
});

describe("doc words that are no part of the thing (fresh48)", () => {
  it("'Get Own Articles' lists my articles", () => {
    const w = toolWords({
      name: "private_articles_list",
      description: "Private Articles\n\nGet Own Articles",
      inputSchema: { type: "object", properties: { page: { type: "integer", "x-in": "query" } } },
      annotations: { title: "Private Articles", readOnlyHint: true },
      source: {
        format: "openapi",
        file: "figshare.com.json",
        pointer: "/paths/~1account~1articles/get",
      },
      kind: "list",
      entity: "articles",
    } as ToolSpec);
    expect(w.phrase.text).toBe("list my articles");
    expect(w.mine).toBe(true);
  });

  it("'clients belonging to the realm' are clients", () => {
    const title =
      "Get clients belonging to the realm   Returns a list of clients belonging to the realm";
    const w = toolWords({
      name: "get_by_realm_clients",
      description: title,
      inputSchema: { type: "object", properties: { realm: { type: "string", "x-in": "path" } } },
      annotations: { title, readOnlyHint: true },
      source: {
        format: "openapi",
        file: "keycloak.local.json",
        pointer: "/paths/~1{realm}~1clients/get",
      },
      kind: "list",
      entity: "clients",
    } as ToolSpec);
    expect(w.noun).toBe("client");
    expect(w.phrase.text).not.toMatch(/belonging/);
  });
});
