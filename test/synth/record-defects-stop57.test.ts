import { describe, expect, it } from "vitest";
import type { Trajectory } from "../../src/core/schema/trajectory.js";
import { trajectoryDataDefects } from "../../src/core/synth/dataset-quality.js";
import {
  counterId,
  nestedChildDefects,
  offDomainText,
  updatedBeforeCreated,
} from "../../src/core/synth/record-defects.js";
import {
  callConversation,
  defectKinds,
  pointerTool,
  toolBundle,
  toolCall,
} from "./helpers/record-conversation.js";

/** Nonsense the fresh61 blind readers marked (stop 57), quoted from the run they read. */
const bundle = toolBundle("aws-audit-manager", "Welcome to the Audit Manager API reference.", [
  pointerTool("GetKeywordsForDataSource", "GET", "/dataSourceKeywords"),
  pointerTool("BeginTransaction", "POST", "/BeginTransaction"),
  pointerTool("ListAssessments", "GET", "/assessments"),
]);
const call = toolCall;
const conversation = (...calls: unknown[][]) => callConversation("Please look it up.", ...calls);
const kinds = (tr: Trajectory) => defectKinds(tr, bundle);

describe("a cloud provider's id made of a prefix and a counter", () => {
  it('flags RDS Data\'s "transactionId":"tra_1008" and "controlSetId":"con_1054"', () => {
    expect(counterId("transactionId", "tra_1008", "aws-rds-data amazon rds")).toBe(true);
    expect(counterId("controlSetId", "con_1054", "aws-audit-manager")).toBe(true);
    expect(
      kinds(conversation(call("c1", "BeginTransaction", {}, { transactionId: "tra_1008" }))),
    ).toContain("counter-id");
  });

  it("passes an opaque token, a uuid, and a counter in an API that is no cloud provider's", () => {
    expect(
      counterId("transactionId", "AQC5SRDIm1TW0FD6Z0XMn7i3W0JWnmkbPfnUdSKuDbz4i0yH", "aws"),
    ).toBe(false);
    expect(counterId("controlSetId", "3439f03b-7015-6447-9d82-2bc376b9a9dd", "aws")).toBe(false);
    expect(counterId("name", "tra_1008", "aws")).toBe(false);
  });
});

describe("a nested record that contradicts the record holding it", () => {
  const assessment = {
    creationTime: "2026-01-28T16:00:00Z",
    delegations: [
      {
        assessmentName: "Mid-year assessment",
        creationTime: "2026-01-29T09:15:00Z",
        id: "2db5476b-45c8-8b51-0f0d-50be27a04c10",
      },
      {
        assessmentName: "Q2 assessment",
        creationTime: "2026-01-27T08:45:00Z",
        id: "57c51298-c66e-b431-8615-e2852bc3971a",
      },
    ],
    id: "c302b50a-4f03-1931-5bff-e5f1494ae4eb",
    name: "Mid-year assessment",
  };

  it("flags a delegation naming another assessment and one created the day before its assessment", () => {
    const found = nestedChildDefects(assessment, ["assessment", "metadata"]);
    expect(found.map((d) => d.kind).sort()).toEqual(["child-before-parent", "parent-name-drift"]);
    expect(found.find((d) => d.kind === "parent-name-drift")?.value).toBe(
      "Q2 assessment / Mid-year assessment",
    );
  });

  it("passes delegations that name their assessment and follow it", () => {
    const good = {
      ...assessment,
      delegations: assessment.delegations.map((d) => ({
        ...d,
        assessmentName: "Mid-year assessment",
        creationTime: "2026-01-30T08:45:00Z",
      })),
    };
    expect(nestedChildDefects(good, ["assessment", "metadata"])).toEqual([]);
    // A control's `controlSetName` in an assessment names its control set, not the assessment.
    expect(
      nestedChildDefects({ name: "Q1 assessment", controls: [{ controlSetName: "Logging" }] }, [
        "assessment",
      ]),
    ).toEqual([]);
  });

  it("is found in a listed result, under the list's key", () => {
    const tr = conversation(
      call("c1", "ListAssessments", {}, { assessmentMetadata: [assessment] }),
    );
    expect(kinds(tr)).toEqual(expect.arrayContaining(["parent-name-drift", "child-before-parent"]));
  });
});

describe("a record updated before it was created", () => {
  it('flags "lastUpdated" Jan 5 beside "creationTime" Jan 17, passes the other order', () => {
    const rec = { creationTime: "2026-01-17T08:30:00Z", lastUpdated: "2026-01-05T09:00:00.000Z" };
    expect(updatedBeforeCreated(rec).map((d) => d.kind)).toEqual(["updated-before-created"]);
    expect(
      updatedBeforeCreated({
        createTime: "2025-12-01T00:00:00Z",
        updateTime: "2025-12-02T00:00:00Z",
      }),
    ).toEqual([]);
  });
});

describe("free text of a shop in an audit", () => {
  const doc =
    "welcome to the audit manager api reference. assessment framework share request comment";
  it("flags a share request's sales and invoice comments", () => {
    for (const v of [
      "Price agreed with the sales team.",
      "Please quote the invoice number on payment.",
      "Discount applied for the annual contract.",
    ])
      expect(offDomainText("comment", v, doc).map((d) => d.kind)).toEqual(["off-domain-text"]);
    expect(offDomainText("errorMessage", "Unsupported payment method.", doc)).toHaveLength(1);
  });

  it("passes a compliance comment, and a shop's invoice note in a doc about invoices", () => {
    expect(
      offDomainText("comment", "Sharing the HIPAA framework with the EU account.", doc),
    ).toEqual([]);
    expect(
      offDomainText("comment", "Please quote the invoice number on payment.", "invoices api"),
    ).toEqual([]);
  });
});

describe("a lookup that answers what it was asked", () => {
  it('flags GetKeywordsForDataSource {source:"AWS_Cloudtrail"} → {"keywords":["AWS_Cloudtrail"]}', () => {
    const tr = conversation(
      call(
        "c1",
        "GetKeywordsForDataSource",
        { source: "AWS_Cloudtrail" },
        { keywords: ["AWS_Cloudtrail"] },
      ),
    );
    expect(kinds(tr)).toContain("echoed-input");
    expect(trajectoryDataDefects(tr, [bundle])).toContain("echoed-input");
  });

  it("passes real keywords of the source", () => {
    const tr = conversation(
      call(
        "c1",
        "GetKeywordsForDataSource",
        { source: "AWS_Cloudtrail" },
        { keywords: ["CreateBucket", "DeleteTrail"], nextToken: "x" },
      ),
    );
    expect(kinds(tr)).not.toContain("echoed-input");
  });
});
