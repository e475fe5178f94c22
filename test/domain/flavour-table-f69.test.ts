import { describe, expect, it } from "vitest";
import { domainFlavour } from "../../src/core/domain/values.js";

// taxrates.io (fresh69 blind readers N): its doc's product-code table lists "Music - Downloaded" and
// "Books - Downloaded", and the tax rates it returns were named after songs ("Man in the Mirror").
describe("a table of product codes in a doc is not the API's domain", () => {
  const taxes =
    "e-commerce taxrates.io Tax rates by country, ZIP code or IP address. Product codes: " +
    "<table><tr><th>Code</th><th>Description</th></tr>" +
    "<tr><td>C012</td><td>Books - Downloaded</td></tr>" +
    "<tr><td>C011</td><td>Music - Downloaded</td></tr>" +
    "<tr><td>C011</td><td>Movies/Digital Video - Downloaded</td></tr></table>";

  it("a tax API whose table lists music and books is no music catalogue", () => {
    expect(domainFlavour(taxes)).toBe("none");
  });

  it("an unclosed table is cut too, and a music API is still one", () => {
    expect(domainFlavour(taxes.replace("</table>", ""))).toBe("none");
    expect(domainFlavour("media Spotify Web API: albums, artists and playlists")).toBe("music");
  });
});
