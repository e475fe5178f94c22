import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { listedValues } from "../../src/core/domain/doc-shapes.js";
import type { EnvBundle, Task } from "../../src/core/schema/index.js";
import { unknowableSaid } from "../../src/core/synth/checks.js";
import { specBundle } from "../synth/helpers/spec-tasks.js";

/**
 * fresh70 Groups Settings (3 tools, 0 tasks): a group is read by `groupUniqueId`, "The group's
 * email address.", yet was keyed by a made-up "gro_1002" every request had to quote; and its
 * settings' "Possible values are: \n- MODERATE_ALL_MESSAGES: … \n- MODERATE_NONE: …" were no
 * enum, so the moderation level was drawn as "15.378" and who may post as "Jordy Robel".
 */
const SPEC = JSON.parse(
  readFileSync(
    new URL("../fixtures/plan/groups-settings-f70.openapi.json", import.meta.url),
    "utf8",
  ),
);
const PROPS = SPEC.components.schemas.Groups.properties;

let bundle: EnvBundle;
beforeAll(async () => {
  bundle = await specBundle(SPEC, "googleapis.com_groupssettings.json", 5);
});

describe("a bulleted list of codes after 'Possible values are:'", () => {
  it("lists the codes the bullets start with", () => {
    expect(listedValues(PROPS.messageModerationLevel.description)).toEqual([
      "MODERATE_ALL_MESSAGES",
      "MODERATE_NON_MEMBERS",
      "MODERATE_NEW_MEMBERS",
      "MODERATE_NONE",
    ]);
    expect(listedValues(PROPS.allowExternalMembers.description)).toEqual(["true", "false"]);
    expect(listedValues(PROPS.whoCanAssistContent.description)).toHaveLength(5);
  });

  it("skips bullets that state rules, not values", () => {
    const who = listedValues(PROPS.whoCanPostMessage.description);
    expect(who).toContain("ANYONE_CAN_POST");
    expect(who.every((v) => /^[A-Z_]+$/.test(v))).toBe(true);
    expect(
      listedValues("Possible values are: \n- When it is on, all is sent. \n- Else not."),
    ).toEqual([]);
  });

  it("seeds the groups with the listed codes", () => {
    const groups = (bundle.initialState as Record<string, Record<string, unknown>[]>).groups!;
    expect(groups.length).toBeGreaterThan(0);
    for (const g of groups) {
      expect(PROPS.messageModerationLevel.description).toContain(String(g.messageModerationLevel));
      expect(["true", "false"]).toContain(g.allowExternalMembers);
    }
  });
});

describe("a key param the doc calls the record's email address", () => {
  it("keys the records by their email", () => {
    const groups = (bundle.initialState as Record<string, Record<string, unknown>[]>).groups!;
    for (const g of groups) {
      expect(g.email).toMatch(/^[^@\s]+@[^@\s]+$/);
      expect(Object.keys(g)).not.toContain("group_unique_id");
    }
  });

  it("is no system id when the user says it", () => {
    const task = {
      turns: [{ user: "Please check the group sales@example.com." }],
      userFacts: [{ key: "s1.groupUniqueId", value: "sales@example.com", text: "" }],
    } as unknown as Task;
    expect(unknowableSaid(task)).toEqual([]);
  });
});
