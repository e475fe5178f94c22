import { describe, expect, it } from "vitest";
import { oneOfRequired } from "../../src/core/plan/semantics.js";
import type { ToolSpec } from "../../src/core/schema/index.js";

/**
 * OMDb (fresh46) says in each of three parameters "One of t, i or s is required." The gold sent
 * all three — `{"i":"tt1285016","s":"High priority","t":"Closed last month"}` — and the request
 * read "check the movie for tt1285016, for High priority, for Closed last month" (blind readers
 * F, U, A). They are alternatives: one of them is sent.
 */
const omdb: ToolSpec = {
  name: "Get_OMDb_Search",
  description:
    "OMDb Search\n\nFind a movie, series or episode from the OMDb by title, IMDb-id or by free-text search",
  inputSchema: {
    type: "object",
    properties: {
      t: {
        type: "string",
        description: "Movie title to search for. One of t, i or s is required.",
      },
      i: {
        type: "string",
        description: "A valid IMDb ID (e.g. tt1285016). One of t, i or s is required.",
      },
      s: {
        type: "string",
        description: "Movie title to search for. One of t, i or s is required.",
      },
      y: { type: "integer", description: "Year of release." },
    },
  },
};

describe("inputs a doc lists as alternatives", () => {
  it("'One of t, i or s is required' names t, i and s", () => {
    expect(oneOfRequired(omdb)).toEqual(["t", "i", "s"]);
  });
  it("a list naming something that is no input is no alternative", () => {
    const other = {
      ...omdb,
      inputSchema: {
        type: "object",
        properties: {
          q: { type: "string", description: "One of name, email or phone is required." },
        },
      },
    } as ToolSpec;
    expect(oneOfRequired(other)).toEqual([]);
  });
});
