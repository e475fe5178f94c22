import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { toolWords } from "../../src/core/synth/tool-words.js";

/** Deep Art Effects (fresh28 blind read): both readers quoted "list the noauth styles" as F. */
const spec = (name: string, path: string, kind: ToolSpec["kind"]): ToolSpec =>
  ({
    name,
    description: "",
    inputSchema: { type: "object", properties: {} },
    kind,
    source: {
      format: "openapi",
      file: "deeparteffects.json",
      pointer: `/paths/${path.replace(/\//g, "~1")}/get`,
    },
  }) as ToolSpec;

describe("a path's access marker is no part of a tool's noun", () => {
  it.each([
    [spec("get_noauth_styles", "/noauth/styles", "list"), "style"],
    [spec("get_noauth_result", "/noauth/result", "read"), undefined],
  ])("%#", (s, noun) => {
    const w = toolWords(s);
    if (noun) expect(w.noun).toBe(noun);
    expect(w.phrase.text).not.toMatch(/noauth/);
  });
});
