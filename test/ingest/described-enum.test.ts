import { describe, expect, it } from "vitest";
import { ingestFile } from "../../src/core/ingest/index.js";

/**
 * fresh40 (dev), Spotify: `time_range` is a plain string whose doc lists its values — "Valid values:
 * `long_term` (…), `medium_term` (…), `short_term` (…)". The run asked "list the current user's top
 * tracks at 7:30 am" and sent `time_range: "07:30"`. Values a doc lists as the valid ones are the
 * field's enum.
 */
const param = (name: string, description: string, schema: Record<string, unknown>) => ({
  name,
  in: "query",
  description,
  schema: { type: "string", ...schema },
});
const spec = {
  openapi: "3.0.1",
  info: { title: "Spotify", version: "1" },
  paths: {
    "/me/top/tracks": {
      get: {
        operationId: "get-users-top-tracks",
        parameters: [
          param(
            "time_range",
            "Over what time frame the affinities are computed. Valid values: `long_term` (calculated from several years of data), `medium_term` (approximately last 6 months), `short_term` (approximately last 4 weeks). Default: `medium_term`",
            { default: "medium_term" },
          ),
          param("q", "Search query. You can use `artist:` or `year:` filters.", {}),
          param("market", "An ISO 3166-1 alpha-2 country code, e.g. `ES`.", {}),
        ],
        responses: { "200": { description: "ok" } },
      },
    },
  },
};

describe("values a doc lists as the valid ones", () => {
  it("are the string's enum; other backticked words are not", async () => {
    const doc = await ingestFile({ name: "spotify.json", text: JSON.stringify(spec) });
    if (!doc.ok) throw new Error(doc.error.message);
    const props = doc.value.tools[0]?.inputSchema.properties as Record<
      string,
      Record<string, unknown>
    >;
    expect(props.time_range?.enum).toEqual(["long_term", "medium_term", "short_term"]);
    expect(props.q?.enum).toBeUndefined();
    expect(props.market?.enum).toBeUndefined();
  });
});
