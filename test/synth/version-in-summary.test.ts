import { describe, expect, it } from "vitest";
import { withoutVersionTokens } from "../../src/core/domain/words.js";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { toolWords } from "../../src/core/synth/tool-words.js";

/**
 * OpenAQ (fresh66 blind read, readers F): the summary "Countries Getv1" of
 * `countries_getv1_v1_countries_get` became "find the Getv1 countries". A version is never said.
 */
const spec = (name: string, summary: string, path: string): ToolSpec =>
  ({
    name,
    description: summary,
    annotations: { title: summary },
    inputSchema: { type: "object", properties: {} },
    kind: "list",
    source: {
      format: "openapi",
      file: "openaq.json",
      pointer: `/paths/${path.replace(/\//g, "~1")}/get`,
    },
  }) as ToolSpec;

describe("an API version glued to a summary's word is never said", () => {
  it.each([
    ["countries_getv1_v1_countries_get", "Countries Getv1", "/v1/countries", "countries"],
    ["parameters_getv1_v1_parameters_get", "Parameters Getv1", "/v1/parameters", "parameters"],
    ["locationsv1_get_v1_locations_get", "Locationsv1 Get", "/v1/locations", "locations"],
  ])("%s", (name, summary, path, noun) => {
    const w = toolWords(spec(name, summary, path));
    expect(w.phrase.text).not.toMatch(/v\d/i);
    expect(w.phrase.text).toBe(`find ${noun}`);
  });

  it("drops version tokens from a title, keeping IPv6 and other words", () => {
    expect(withoutVersionTokens("Countries Getv1")).toBe("Countries Get");
    expect(withoutVersionTokens("Latest V1 Get")).toBe("Latest Get");
    expect(withoutVersionTokens("Locationsv1 Get")).toBe("Locations Get");
    expect(withoutVersionTokens("List IPv6 prefixes")).toBe("List IPv6 prefixes");
    expect(withoutVersionTokens("Get Dev2 build")).toBe("Get Dev2 build");
  });
});
