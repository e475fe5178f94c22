import { describe, expect, it } from "vitest";
import { bundleOfFixture, envOf } from "../helpers/doc-env.js";

/**
 * NDHM Health ID (fresh75 blind readers N): `generateSvgCard` and "Get Quick Response code in PNG
 * format" answered base64 of a CSV ("id,name,status…"), their output described only as "OK". A
 * file a tool answers with is of the kind the tool's name and doc say.
 */
describe("a tool's file answer is of the kind it names (vals71)", () => {
  it("answers an SVG card and a PNG QR code", async () => {
    const b = await bundleOfFixture("vals71/ndhm-cards.openapi.json", 42);
    const env = await envOf(b);
    const decoded = async (tool: string) => {
      const out = await env.call(tool, {});
      expect(out.ok, JSON.stringify(out)).toBe(true);
      const v = out.ok ? out.result : undefined;
      return Buffer.from(String(v), "base64");
    };
    expect(b.tools.map((t) => t.name)).toContain("generateSvgCardUsingGET_1");
    expect((await decoded("generateSvgCardUsingGET_1")).toString("utf8")).toMatch(/^<svg /);
    const png = await decoded("getQrCodeUsingGET");
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  });
});
