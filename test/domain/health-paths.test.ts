import { describe, expect, it } from "vitest";
import { inferToolKind } from "../../src/core/domain/tool-kind.js";
import type { ToolSpec } from "../../src/core/schema/index.js";

// fresh43 readers A/M (Appwrite): `GET /health/queue/functions` "Get Functions Queue" was modelled
// as a read of a function, and gold used it to pick which function to remove ("Please remove my
// function." → healthGetQueueFunctions → functionsDelete).
const at = (name: string, path: string, description = ""): ToolSpec =>
  ({
    name,
    description,
    inputSchema: { type: "object", properties: {} },
    source: {
      format: "openapi",
      file: "appwrite.json",
      pointer: `/paths/${path.replaceAll("/", "~1")}/get`,
    },
  }) as ToolSpec;

describe("a health path reports on the service, never on records", () => {
  it("answers a queue's size, it reads no function", () => {
    const siblings = [
      at("functionsList", "/functions", "Get a list of all the project's functions."),
      at("functionsGet", "/functions/{functionId}", "Get a function by its unique ID."),
    ];
    const info = inferToolKind(at("healthGetQueueFunctions", "/health/queue/functions"), siblings);
    expect(info.kind).toBe("compute");
    expect(info.entity).toBeUndefined();
  });
  it("leaves the records' own paths alone", () => {
    const info = inferToolKind(
      at("functionsList", "/functions", "Get a list of all the project's functions."),
    );
    expect(info.kind).toBe("list");
  });
});
