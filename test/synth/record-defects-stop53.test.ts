import { describe, expect, it } from "vitest";
import type { Trajectory } from "../../src/core/schema/trajectory.js";
import { trajectoryDataDefects } from "../../src/core/synth/dataset-quality.js";
import { refNoun, sharedText, stampedIdentifier } from "../../src/core/synth/record-defects.js";
import {
  callConversation,
  defectKinds,
  pointerTool,
  toolBundle,
  toolCall,
} from "./helpers/record-conversation.js";

/** Nonsense the fresh57 blind readers marked (stop 53) that the run's own figure let through. */
const bundle = toolBundle("lgtm", "", [
  pointerTool("getProjects", "GET", "/projects"),
  pointerTool("requestAnalysis", "POST", "/analyses/{project-id}"),
  pointerTool("GetBuckets", "GET", "/buckets"),
  pointerTool("PostScrapers", "POST", "/scrapers"),
]);
const call = toolCall;
const conversation = (...calls: unknown[][]) =>
  callConversation("Please request an analysis.", ...calls);
const kinds = (tr: Trajectory) => defectKinds(tr, bundle);

describe("a result showing another record than the one named", () => {
  it("reads the noun of an id key", () => {
    expect(refNoun("project-id")).toBe("project");
    expect(refNoun("bucketID")).toBe("bucket");
    expect(refNoun("org_id")).toBe("org");
    expect(refNoun("id")).toBeUndefined();
  });

  it('flags requestAnalysis {"project-id":6} nesting "project":{"id":8}, passes project 6', () => {
    const asked = (id: number) =>
      call(
        "c1",
        "requestAnalysis",
        { "project-id": 6, commit: "fc1cd3b11d81" },
        {
          id: 6554357,
          status: "pending",
          "task-result": { project: { id, name: "Project Orion" } },
        },
      );
    expect(kinds(conversation(asked(8)))).toContain("ref-other-record");
    expect(trajectoryDataDefects(conversation(asked(8)), [bundle])).toContain("ref-other-record");
    expect(kinds(conversation(asked(6)))).not.toContain("ref-other-record");
  });

  it('flags a scraper of the "Test bucket" (buc_1006) saying "bucket":"kassulke-backups"', () => {
    const buckets = call(
      "c1",
      "GetBuckets",
      {},
      {
        buckets: [
          { id: "buc_1006", name: "Test bucket" },
          { id: "buc_1007", name: "Backup" },
        ],
      },
    );
    const made = (bucket: string) =>
      call(
        "c2",
        "PostScrapers",
        { bucketID: "buc_1006", name: "Consent form" },
        { id: "scr_1012", bucket, bucketID: "buc_1006", name: "Consent form" },
      );
    expect(kinds(conversation(buckets, made("kassulke-backups")))).toContain("ref-other-record");
    expect(kinds(conversation(buckets, made("Test bucket")))).not.toContain("ref-other-record");
  });
});

describe("one identifier stamped on every record of a list", () => {
  it('flags every LGTM project\'s url-identifier "g/apache/commons-io", passes their own', () => {
    const projects = (ids: string[]) =>
      ids.map((u, i) => ({ id: i + 1, name: `Project ${i}`, "url-identifier": u }));
    expect(
      stampedIdentifier(
        projects(["g/apache/commons-io", "g/apache/commons-io", "g/apache/commons-io"]),
      ),
    ).toEqual([
      { kind: "stamped-identifier", key: "url-identifier", value: "g/apache/commons-io" },
    ]);
    expect(stampedIdentifier(projects(["g/a/orion", "g/a/atlas", "g/a/summit"]))).toEqual([]);
    const listed = call("c1", "getProjects", {}, { data: projects(["g/x", "g/x", "g/x"]) });
    expect(kinds(conversation(listed))).toContain("stamped-identifier");
  });
});

describe("one record's description on records named otherwise", () => {
  it('flags two chores described "Wash dishes and clean off counter", passes their own texts', () => {
    const text = "Wash dishes and clean off counter";
    expect(
      sharedText([
        { choreName: "Call the plumber", choreDescription: text },
        { choreName: "Prepare slides for Monday", choreDescription: text },
      ]).map((d) => d.kind),
    ).toEqual(["shared-text"]);
    expect(
      sharedText([
        { choreName: "Wash Dishes", choreDescription: text },
        { choreName: "Feed the cat", choreDescription: "Fill the bowl and fresh water" },
      ]),
    ).toEqual([]);
  });
});
