import { describe, expect, it } from "vitest";
import type { EnvBundle } from "../../src/core/schema/bundle.js";
import type { Trajectory } from "../../src/core/schema/trajectory.js";
import {
  addressRepeat,
  countDrift,
  fillerName,
  personInName,
  recordDefects,
  repeatedNames,
  runOnExtension,
  streetCode,
  unitText,
} from "../../src/core/synth/record-defects.js";

/** Each case quotes what a fresh21 blind reader (/work/blind39) marked N. */
describe("record-level nonsense of the fresh21 blind reading", () => {
  it('"size_name holds a person\'s name (Alisha Collier)"', () => {
    expect(personInName("size_name", "Alisha Collier")).toBe(true);
    expect(personInName("size_name", "Kaitlin Yundt")).toBe(true);
    // A person's own name fields, a name's variant, a thing's name.
    expect(personInName("artist_name", "Alisha Collier")).toBe(false);
    expect(personInName("first_name", "Alisha Collier")).toBe(false);
    expect(personInName("defaultName", "Taylor Swift")).toBe(false);
    expect(personInName("size_name", "High Res")).toBe(false);
  });

  it('"file_size_in_bytes is base64 text": a size in bytes is a number', () => {
    expect(unitText("file_size_in_bytes", "dGVybSxyZXBsYWNlbWVudAoyMDI2LTAxLTA1LDQyLjUwCg==")).toBe(
      true,
    );
    expect(unitText("file_size_in_bytes", "2048576")).toBe(false);
    expect(unitText("fileSize", "2.4 MB")).toBe(false);
    expect(unitText("country", "Germany")).toBe(false);
  });

  it('"annual-report-2025.pdf8": an extension runs on into digits', () => {
    expect(runOnExtension("annual-report-2025.pdf8")).toBe(true);
    expect(runOnExtension("onboarding-guide.pdf5")).toBe(true);
    expect(runOnExtension("annual-report-2025.pdf")).toBe(false);
    expect(runOnExtension("track.mp3")).toBe(false);
  });

  it('"nameAddition New dealer / Shared dealer" and "Standard document.pdf" are filler names', () => {
    for (const v of ["New dealer", "Shared dealer", "Primary dealer", "Team dealer"])
      expect(fillerName("nameAddition", v), v).toBe(true);
    expect(fillerName("name", "Standard document.pdf")).toBe(true);
    expect(fillerName("name", "Custom document.pdf")).toBe(true);
    expect(fillerName("public_title", "Secondary record")).toBe(true);
    expect(fillerName("name", "annual-report-2025.pdf")).toBe(false);
    // A collection named for what it holds.
    expect(fillerName("name", "New arrivals")).toBe(false);
    expect(fillerName("nameAddition", "Niederlassung Stuttgart")).toBe(false);
  });

  it('"streetAndNumber SA-4962" is a code in a street', () => {
    expect(streetCode("streetAndNumber", "SA-4962")).toBe(true);
    expect(streetCode("street", "SA-4102")).toBe(true);
    expect(streetCode("streetAndNumber", "Königstraße 12")).toBe(false);
    expect(streetCode("street", "204 Thomas Street")).toBe(false);
    expect(streetCode("streetAndNumber", "413 S 1st St")).toBe(false);
  });

  it('"addressAddition = a full address"', () => {
    const rec = {
      addressAddition: "204 Thomas Street, Manchester M4 0LD, United Kingdom",
      city: "Manchester",
      street: "204 Thomas Street",
      zipCode: "M4 0LD",
    };
    expect(addressRepeat(rec).map((d) => d.key)).toEqual(["addressAddition"]);
    expect(addressRepeat({ ...rec, addressAddition: "Building B, 2nd floor" })).toEqual([]);
  });

  it('"both trials titled Heart health study", "document categories 2, 3 and 5 all trial"', () => {
    expect(
      repeatedNames([
        { id: "t1", public_title: "Heart health study" },
        { id: "t2", public_title: "Heart health study" },
      ]),
    ).toHaveLength(1);
    expect(
      repeatedNames([
        { id: 2, name: "trial" },
        { id: 3, name: "source" },
        { id: 5, name: "trial" },
      ]),
    ).toHaveLength(1);
    // One record seen twice is one record.
    expect(
      repeatedNames([
        { id: "t1", name: "Heart health study" },
        { id: "t1", name: "Heart health study" },
        { id: "t2", name: "Knee pain pilot" },
      ]),
    ).toEqual([]);
  });

  it('"asset_count 3 beside two assets" disagrees with what it counts', () => {
    expect(countDrift({ asset_count: 3, assets: [{ id: 1 }, { id: 2 }] })).toHaveLength(1);
    expect(countDrift({ asset_count: 2, assets: [{ id: 1 }, { id: 2 }] })).toEqual([]);
    expect(countDrift({ asset_count: 2 })).toEqual([]);
  });

  it('"list shows asset_count 4, get shows asset_count 2" with no write between', () => {
    const tool = (name: string, method: string, path: string) => ({
      name,
      description: "",
      inputSchema: { type: "object", properties: { board_id: { type: "string" } } },
      source: { format: "openapi", pointer: `/paths/${path.replace(/\//g, "~1")}/${method}` },
    });
    const bundle = {
      id: "b",
      name: "boards",
      description: "",
      tools: [
        tool("get_boards", "GET", "/boards"),
        tool("get_board", "GET", "/boards/{board_id}"),
        tool("put_board", "PUT", "/boards/{board_id}"),
      ],
    } as unknown as EnvBundle;
    const call = (id: string, name: string, args: string, result: string) => [
      {
        role: "assistant",
        content: null,
        tool_calls: [{ id, type: "function", function: { name, arguments: args } }],
      },
      { role: "tool", tool_call_id: id, name, content: result },
    ];
    const conversation = (...calls: unknown[][]) =>
      ({
        taskId: "t",
        messages: [
          { role: "user", content: "How many assets are on Spring essentials?" },
          ...calls.flat(),
        ],
      }) as unknown as Trajectory;
    const list = call(
      "c1",
      "get_boards",
      "{}",
      '[{"id":"boa_1","name":"Spring essentials","asset_count":4}]',
    );
    const get = call("c2", "get_board", '{"board_id":"boa_1"}', '{"id":"boa_1","asset_count":2}');
    const put = call("c3", "put_board", '{"board_id":"boa_1"}', '{"id":"boa_1","asset_count":1}');
    const kinds = (tr: Trajectory) => recordDefects(tr, [bundle]).map((d) => d.kind);
    expect(kinds(conversation(list, get))).toContain("count-drift");
    expect(kinds(conversation(put, get))).toContain("count-drift");
    // A write between two reads may change the count.
    expect(kinds(conversation(list, put))).not.toContain("count-drift");
  });

  it('fresh58: a list says feed cf_1004 is "lifestyle", the delete of it answers "sports"', () => {
    const tool = (name: string, method: string, path: string) => ({
      name,
      description: "",
      inputSchema: { type: "object", properties: { id: { type: "string" } } },
      source: { format: "openapi", pointer: `/paths/${path.replace(/\//g, "~1")}/${method}` },
    });
    const bundle = {
      id: "b",
      name: "feeds",
      description: "",
      tools: [
        tool("findCustomFeeds", "GET", "/custom_feeds"),
        tool("deleteCustomFeed", "DELETE", "/custom_feeds/{id}"),
        tool("updateCustomFeed", "PUT", "/custom_feeds/{id}"),
      ],
    } as unknown as EnvBundle;
    const call = (id: string, name: string, args: string, result: string) => [
      {
        role: "assistant",
        content: null,
        tool_calls: [{ id, type: "function", function: { name, arguments: args } }],
      },
      { role: "tool", tool_call_id: id, name, content: result },
    ];
    const conversation = (...calls: unknown[][]) =>
      ({
        taskId: "t",
        messages: [{ role: "user", content: "Remove the lifestyle feed." }, ...calls.flat()],
      }) as unknown as Trajectory;
    const list = call(
      "c1",
      "findCustomFeeds",
      "{}",
      '{"custom_feeds":[{"_id":"cf_1004","label":"lifestyle"}]}',
    );
    const del = call(
      "c2",
      "deleteCustomFeed",
      '{"id":"cf_1004"}',
      '{"custom_feed":{"_id":"cf_1004","label":"sports"}}',
    );
    const put = call(
      "c3",
      "updateCustomFeed",
      '{"id":"cf_1004"}',
      '{"custom_feed":{"_id":"cf_1004","label":"sports"}}',
    );
    const kinds = (tr: Trajectory) => recordDefects(tr, [bundle]).map((d) => d.kind);
    expect(kinds(conversation(list, del))).toContain("label-drift");
    // A rename says another name.
    expect(kinds(conversation(list, put))).not.toContain("label-drift");
  });
});
