import { CallToolResultSchema, McpError } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServedEnv, serve, stopAll } from "./serve-helpers.js";

afterAll(stopAll);

/**
 * A client that sends `arguments` that are not an object gets a protocol-level "invalid params"
 * (-32602), never -32603 Internal error (which says the server broke), and the server goes on.
 */
describe("envfactory serve (stdio): malformed tools/call arguments", () => {
  let env: ServedEnv;
  beforeAll(async () => {
    env = await serve(["public/examples/notes.envbundle.json"]);
  });

  for (const bad of [null, "str", [1], 7]) {
    it(`arguments ${JSON.stringify(bad)} → -32602 or an isError result`, async () => {
      let code: number | undefined;
      let isError: boolean | undefined;
      try {
        const r = await env.client.request(
          { method: "tools/call", params: { name: "list_notes", arguments: bad as never } },
          CallToolResultSchema,
        );
        isError = r.isError;
      } catch (e) {
        code = e instanceof McpError ? e.code : -1;
      }
      expect(code === -32602 || isError === true, `code ${code}, isError ${isError}`).toBe(true);
    });
  }

  it("still answers a good call afterwards", async () => {
    const r = await env.call("list_notes", {});
    expect(r.isError).toBeFalsy();
  });
});
