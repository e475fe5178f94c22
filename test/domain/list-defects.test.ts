import { describe, expect, it } from "vitest";
import { findListDefects, listedNoun } from "./value-defects.js";

const DATA_SOURCE_TYPES = {
  entity_type: [
    "CiscoSwitchDataSource",
    "DellSwitchDataSource",
    "AristaSwitchDataSource",
    "BrocadeSwitchDataSource",
    "JuniperSwitchDataSource",
    "VCenterDataSource",
    "NSXVManagerDataSource",
    "UCSManagerDataSource",
    "HPVCManagerDataSource",
    "HPOneViewDataSource",
    "PanFirewallDataSource",
    "CheckpointFirewallDataSource",
  ],
};
const ENTITY_TYPES = {
  entity_type: [
    "VirtualMachine",
    "Host",
    "Vmknic",
    "Cluster",
    "SecurityTag",
    "NSXIPSet",
    "EC2IPSet",
    "NSXSecurityGroup",
    "EC2SecurityGroup",
    "ProblemEvent",
    "NSXRedirectRule",
    "EC2Firewall",
    "EC2Service",
    "VCDatacenter",
  ],
};
const kinds = (d: { kind: string }[]) => d.map((x) => x.kind);

describe("list results a reader rejects (f5/f6 readers, verbatim)", () => {
  it("a dell-switch list holding other data sources, ent_1002 twice", () => {
    // /work/reader/f6-after-samples.txt #86
    const result = {
      results: [
        { entity_id: "ent_1002", entity_type: "HPVCManagerDataSource" },
        { entity_id: "ent_1007", entity_type: "HPVCManagerDataSource" },
        { entity_id: "ent_1008", entity_type: "VCenterDataSource" },
        { entity_id: "ent_1006", entity_type: "NSXVManagerDataSource" },
        { entity_id: "ent_1002", entity_type: "PanFirewallDataSource" },
      ],
    };
    const d = findListDefects("listDellSwitches", result, DATA_SOURCE_TYPES);
    expect(kinds(d).filter((k) => k === "off-type")).toHaveLength(5);
    expect(d.filter((x) => x.kind === "duplicate-id").map((x) => x.value)).toEqual([
      "entity_id=ent_1002",
    ]);
  });

  it("vmknics that are redirect rules and firewalls; ip sets that are one EC2 service four times", () => {
    const vmknics = {
      results: [
        { entity_id: "ent_1001", entity_type: "NSXRedirectRule", time: 96 },
        { entity_id: "ent_1001", entity_type: "NSXRedirectRule", time: 51 },
        { entity_id: "ent_1005", entity_type: "Vmknic", time: 76 },
        { entity_id: "ent_1006", entity_type: "EC2Firewall", time: 35 },
      ],
    };
    expect(kinds(findListDefects("listVmknics", vmknics, ENTITY_TYPES)).sort()).toEqual([
      "duplicate-id",
      "off-type",
      "off-type",
      "off-type",
    ]);
    const ipSets = {
      results: Array.from({ length: 4 }, () => ({
        entity_id: "ent_1008",
        entity_type: "EC2Service",
      })),
    };
    const d = findListDefects("listIPSets", ipSets, ENTITY_TYPES);
    expect(kinds(d).filter((k) => k === "duplicate-id")).toHaveLength(3);
    expect(kinds(d).filter((k) => k === "off-type")).toHaveLength(4);
  });

  it("release notes and online friends that are only ids", () => {
    // /work/reader/f5-after-samples.txt #8, #52
    const notes = {
      release_notes: [{ release_note_id: "rn_1001" }, { release_note_id: "rn_1002" }],
      total: 2,
    };
    expect(kinds(findListDefects("post_get_release_notes", notes))).toEqual(["bare"]);
    const friends = { online_friends: [{ online_friend_id: "of_1001" }], total: 1 };
    expect(kinds(findListDefects("post_get_online_friends", friends))).toEqual(["bare"]);
  });
});

describe("list results a reader accepts", () => {
  it("a search over every entity returns every type", () => {
    const r = {
      results: [
        { entity_id: "ent_1001", entity_type: "Cluster" },
        { entity_id: "ent_1002", entity_type: "Vmknic" },
        { entity_id: "ent_1003", entity_type: "EC2Service" },
      ],
    };
    expect(findListDefects("searchEntities", r, ENTITY_TYPES)).toEqual([]);
  });

  it("pets of several kinds in a list of pets; security groups of two kinds", () => {
    const pets = [
      { id: 1, name: "Rex", kind: "dog" },
      { id: 2, name: "Tom", kind: "cat" },
    ];
    expect(findListDefects("listPets", pets, { kind: ["dog", "cat", "bird"] })).toEqual([]);
    const groups = {
      results: [
        { entity_id: "sg_1001", entity_type: "NSXSecurityGroup" },
        { entity_id: "sg_1002", entity_type: "EC2SecurityGroup" },
      ],
    };
    expect(findListDefects("listSecurityGroups", groups, ENTITY_TYPES)).toEqual([]);
    const ipSets = [
      { entity_id: "is_1001", entity_type: "NSXIPSet" },
      { entity_id: "is_1002", entity_type: "EC2IPSet" },
    ];
    expect(findListDefects("listIPSets", ipSets, ENTITY_TYPES)).toEqual([]);
  });

  it("named records, and the same product on two order lines inside a record", () => {
    const apps = {
      items: [
        { id: "fa_1001", drug_name: "Amoxicillin", fda_approvals: [{ id: "ref_1050" }] },
        { id: "fa_1002", drug_name: "Metformin", fda_approvals: [{ id: "ref_1050" }] },
      ],
    };
    expect(findListDefects("listFDAApplications", apps)).toEqual([]);
  });

  it("reads the listed noun from the tool name", () => {
    expect(listedNoun("listDellSwitches")).toEqual(["dell", "switch"]);
    expect(listedNoun("get_all_vms")).toEqual(["vm"]);
  });
});
