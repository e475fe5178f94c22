import { describe, expect, it } from "vitest";
import { createValueSampler } from "../../src/core/domain/values.js";

/** PeerTube's video channels (fresh42 dev: four of ten called "#support"). */
const PEERTUBE =
  "PeerTube The PeerTube API is built on HTTP(S) and is RESTful. videos video channels accounts";
const str = { type: "string" };

describe("channels are called like channels of their kind, each once", () => {
  it("a video site's channels are a creator's, never \"#support\", and ten of them differ", () => {
    const s = createValueSampler(42, { domain: PEERTUBE });
    const names = Array.from({ length: 10 }, () =>
      String(s.value({ name: "name", entity: "video_channels", record: {}, schema: str })),
    );
    for (const n of names) expect(n).not.toMatch(/^#/);
    expect(new Set(names).size, names.join(", ")).toBe(10);
  });

  it("a team chat's ten channels differ", () => {
    const s = createValueSampler(42, { domain: "Team chat messages channels workspace" });
    const names = Array.from({ length: 10 }, () =>
      String(s.value({ name: "name", entity: "channels", record: {}, schema: str })),
    );
    for (const n of names) expect(n).toMatch(/^#[a-z]+$/);
    expect(new Set(names).size, names.join(", ")).toBe(10);
  });
});
