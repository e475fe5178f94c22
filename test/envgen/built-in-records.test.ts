import { describe, expect, it } from "vitest";
import { bundleOfDoc, envOf } from "../helpers/doc-env.js";

// AppVeyor (fresh52, blind readers N on 8 of 60): a role just added came back "isSystem": true,
// and a user just added "createdDate":"2025-11-02","modifiedDate":"2025-11-20".
const role = {
  type: "object",
  properties: {
    roleId: { type: "integer" },
    name: { type: "string" },
    isSystem: { type: "boolean", readOnly: true },
    created: { type: "string", format: "date-time" },
  },
};
const user = {
  type: "object",
  properties: {
    userId: { type: "integer" },
    fullName: { type: "string" },
    email: { type: "string" },
    createdDate: { type: "string", format: "date-time" },
    modifiedDate: { type: "string", format: "date-time" },
  },
};
const ok = (schema: unknown) => ({
  "200": { description: "OK", content: { "application/json": { schema } } },
});
const APPVEYOR = {
  openapi: "3.0.0",
  info: { title: "AppVeyor", version: "1" },
  paths: {
    "/roles": {
      get: { operationId: "getRoles", responses: ok({ type: "array", items: role }) },
      post: {
        operationId: "addRole",
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: { name: { type: "string" } },
                required: ["name"],
              },
            },
          },
        },
        responses: ok(role),
      },
    },
    "/users": {
      get: { operationId: "getUsers", responses: ok({ type: "array", items: user }) },
      post: {
        operationId: "addUser",
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: { fullName: { type: "string" }, email: { type: "string" } },
                required: ["fullName", "email"],
              },
            },
          },
        },
        responses: ok(user),
      },
    },
  },
};

describe("a record a call makes", () => {
  it("is no built-in, and was made and last changed now", async () => {
    const b = await bundleOfDoc(APPVEYOR, "appveyor.json", 1);
    const env = await envOf(b);
    const added = await env.call("addRole", { name: "Release manager" });
    expect(added.ok).toBe(true);
    if (added.ok) expect((added.result as { isSystem?: boolean }).isSystem).not.toBe(true);
    const u = await env.call("addUser", { fullName: "Zoe Rippin", email: "zoe@example.com" });
    expect(u.ok).toBe(true);
    if (u.ok) {
      const r = u.result as { createdDate?: string; modifiedDate?: string };
      expect(r.createdDate).toBe(r.modifiedDate);
      expect(r.createdDate?.slice(0, 10)).toBe(b.clock.start.slice(0, 10));
    }
  });
});
