import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { holdsKind } from "../../src/core/domain/json-schema.js";
import { itemSchemaAt } from "../../src/core/plan/ground-plan.js";
import { describeSelection } from "../../src/core/plan/value-picker.js";
import type { EnvBundle, Task } from "../../src/core/schema/index.js";
import { sharedDescriptors } from "../../src/core/synth/dataset-quality.js";
import { singleTurnTasks, specBundle } from "./helpers/spec-tasks.js";

/**
 * fresh63 blind readers (stop 58), A on 7 of 30: "Remove the single-track preset", "remove the
 * System preset", "arn and type of the System preset" — a record named by a value of a closed set
 * (a type System | Custom, a packing mode, a status) that many records share by design, even when
 * the six seeded presets held it once. Cut from Elastic Transcoder (fresh63) and Audit Manager
 * (fresh61: "remove the replicating assessment framework share request").
 */
const fixture = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../fixtures/lifecycle/${name}`, import.meta.url), "utf8"),
  ) as unknown;

describe("a kind is no name", () => {
  it("reads closed sets from enums and patterns of words, not open patterns", () => {
    const preset = {
      type: "object",
      properties: {
        Type: { type: "string", pattern: "(^System$)|(^Custom$)" },
        Audio: {
          type: "object",
          properties: {
            AudioPackingMode: { type: "string", pattern: "(^SingleTrack$)|(^OneChannelPerTrack$)" },
            BitRate: { type: "string", pattern: "^\\d{1,3}$" },
          },
        },
        Status: { type: "string", enum: ["Active", "Paused"] },
        Resolution: { type: "string", pattern: "(^auto$)|(^\\d{1,5}x\\d{1,5}$)" },
        Name: { type: "string" },
      },
    };
    expect(holdsKind(preset, "Type")).toBe(true);
    expect(holdsKind(preset, "Audio.AudioPackingMode")).toBe(true);
    expect(holdsKind(preset, "Status")).toBe(true);
    expect(holdsKind(preset, "Audio.BitRate")).toBe(false);
    expect(holdsKind(preset, "Resolution")).toBe(false);
    expect(holdsKind(preset, "Name")).toBe(false);
  });

  it("never singles out a preset by its type, even the one System preset of a list", async () => {
    const bundle = await specBundle(
      fixture("elastictranscoder-presets.json"),
      "amazonaws.com_elastictranscoder.json",
      1,
    );
    const list = bundle.tools.find((t) => t.name === "ListPresets")!;
    const item = itemSchemaAt(list.outputSchema, "Presets[]");
    const elements = [
      { Id: "1752423836216-7amk8s", Type: "System" },
      { Id: "6141822129159-a902oj", Type: "Custom" },
      { Id: "1193594733126-o00pqb", Type: "Custom" },
    ];
    expect(describeSelection(elements, 0, "presets", item).by).not.toBe("Type");
  });
});

describe("tasks name their record by what tells it apart", () => {
  let tasks: Task[];
  let bundles: EnvBundle[];
  beforeAll(async () => {
    bundles = [
      await specBundle(
        fixture("elastictranscoder-presets.json"),
        "amazonaws.com_elastictranscoder.json",
        1,
      ),
      await specBundle(
        fixture("auditmanager-share-requests.json"),
        "amazonaws.com_auditmanager.json",
        1,
      ),
    ];
    tasks = [];
    for (const b of bundles) tasks.push(...(await singleTurnTasks(b, 24)).map((x) => x.task));
  }, 180_000);

  it("no task picks its record by a type, mode or status", () => {
    const picked = tasks.flatMap((t) => t.userFacts.filter((f) => /\.select\./.test(f.key)));
    expect(picked.length).toBeGreaterThan(0);
    for (const f of picked) {
      const by = f.key.replace(/^.*?\.select\./, "");
      expect(
        /^(Type|type|status|Status)$|AudioPackingMode$/.test(by),
        `${f.key} = ${String(f.value)}`,
      ).toBe(false);
    }
  });
});

describe("the figure counts tasks that name a record by what does not tell it apart", () => {
  const presetSchema = {
    type: "object",
    properties: {
      Id: { type: "string" },
      Name: { type: "string" },
      Type: { type: "string", pattern: "(^System$)|(^Custom$)" },
    },
  };
  const bundle = {
    id: "b1",
    stateSchema: {
      type: "object",
      properties: { presets: { type: "array", items: presetSchema } },
    },
    model: { entities: { presets: { idField: "Id" } } },
  } as unknown as EnvBundle;
  const presets = [
    { Id: "p1", Name: "Web 720p", Type: "System" },
    { Id: "p2", Name: "Team preset", Type: "Custom" },
    { Id: "p3", Name: "Team preset", Type: "Custom" },
  ];
  const task = (by: string, value: string, id: string) =>
    ({
      envs: [{ bundleId: "b1", initialState: { presets } }],
      userFacts: [{ key: `s2.Id.select.${by}`, value }],
      gold: {
        calls: [
          { tool: "ListPresets", args: {} },
          { tool: "DeletePreset", args: { Id: id } },
        ],
      },
    }) as unknown as Task;

  it("finds a kind, a shared value, and nothing in a unique name", () => {
    expect(sharedDescriptors(task("Type", "System", "p1"), [bundle])).toEqual([
      "kind presets.Type=System",
    ]);
    expect(sharedDescriptors(task("Name", "Team preset", "p2"), [bundle])).toEqual([
      "shared presets.Name=Team preset (2 records)",
    ]);
    expect(sharedDescriptors(task("Name", "Web 720p", "p1"), [bundle])).toEqual([]);
  });
});
