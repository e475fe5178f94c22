import { describe, expect, it } from "vitest";
import type { EnvBundle } from "../../src/core/schema/bundle.js";
import {
  arnDefects,
  azureOperationDefects,
  cidrText,
  updatedBeforeCreated,
} from "../../src/core/synth/record-defects.js";
import {
  callConversation,
  defectKinds,
  pointerTool,
  toolCall,
} from "./helpers/record-conversation.js";

/** Nonsense the fresh62 blind readers marked (stop 57 → 58), quoted from the runs they read. */
describe("an ARN that could not exist or names another record", () => {
  it("flags a job run ARN naming another application and a two-letter run id", () => {
    const rec = {
      applicationId: "mmyphim4n4mh09m4",
      arn: "arn:aws:emr-serverless:us-east-1:053171258582:/applications/pB/jobruns/Os",
      jobRunId: "pe1o4fi6s9mue2gz",
    };
    expect(arnDefects(rec).map((d) => d.key)).toEqual(["arn"]);
  });

  it("flags a made-up partition and region, and an IAM principal of no kind", () => {
    expect(
      arnDefects({ arn: "arn:awsh:emr-serverless:hs:053171258582:/applications/x/jobruns/y" }),
    ).toHaveLength(1);
    expect(arnDefects({ createdBy: "arn:awsj:sts:::tbdbh5" })).toHaveLength(1);
    expect(arnDefects({ createdBy: "arn:aws:iam::222016066647:s27ogv" })).toHaveLength(1);
  });

  it("passes ARNs a reader would believe", () => {
    expect(
      arnDefects({
        applicationId: "00f3kq9z8r2m1x4c",
        arn: "arn:aws:emr-serverless:us-east-1:222016066647:/applications/00f3kq9z8r2m1x4c/jobruns/00f3m1q2w3e4r5t6",
        createdBy: "arn:aws:iam::222016066647:user/ana.garcia",
        executionRole: "arn:aws:iam::222016066647:role/analytics-role",
        root: "arn:aws:iam::222016066647:root",
        table: "arn:aws:dynamodb:eu-west-1:222016066647:table/orders",
      }),
    ).toEqual([]);
    // AWS names a search domain by its name: `domain/movies` beside DomainName "movies".
    expect(
      arnDefects({
        ARN: "arn:aws:cloudsearch:us-east-1:222016066647:domain/movies",
        DomainId: "222016066647/movies",
        DomainName: "movies",
      }),
    ).toEqual([]);
    expect(
      arnDefects({
        ARN: "arn:aws:cloudsearch:us-east-1:924577049263:domains/fn-40ede8360f68a7335",
        DomainId: "25725796-d281-4ed0-861d-ac9dfe92d253",
        DomainName: "movies",
      }),
    ).toHaveLength(1);
  });
});

describe("a record's later times before its creation", () => {
  it('flags "CopyTimestamp" Dec 15 before "CreateTimestamp" Dec 27', () => {
    expect(
      updatedBeforeCreated({
        CopyTimestamp: "2025-12-15T10:00:00Z",
        CreateTimestamp: "2025-12-27T17:45:00Z",
      }).map((d) => d.key),
    ).toEqual(["CopyTimestamp"]);
  });

  it("passes a copy after creation and an expiry or start the record was made for", () => {
    expect(
      updatedBeforeCreated({
        CopyTimestamp: "2026-01-26T10:30:00Z",
        CreateTimestamp: "2025-12-27T17:45:00Z",
        DeleteTimestamp: "2026-01-27T10:30:00Z",
      }),
    ).toEqual([]);
  });
});

describe("an Azure operation that is no operation of its provider", () => {
  const display = {
    operation: "Read API Account",
    provider: "Microsoft Cognitive Services",
    resource: "Cognitive Services API Account",
  };
  it('flags "Refund payment" shown as "Read API Account"', () => {
    expect(
      azureOperationDefects({ display, name: "Refund payment", origin: "user,system" }),
    ).toHaveLength(1);
  });
  it("flags a write operation displayed as a read", () => {
    expect(
      azureOperationDefects({ display, name: "Microsoft.CognitiveServices/accounts/write" }),
    ).toHaveLength(1);
  });
  it("passes Microsoft.CognitiveServices/accounts/read", () => {
    expect(
      azureOperationDefects({ display, name: "Microsoft.CognitiveServices/accounts/read" }),
    ).toEqual([]);
  });
});

describe("a CIDR block that is no address range", () => {
  it('flags servicesCidr "NFS" and passes 10.0.0.0/24', () => {
    expect(cidrText("servicesCidr", "NFS")).toBe(true);
    expect(cidrText("servicesCidr", "10.0.0.0/24")).toBe(false);
    expect(cidrText("ipv6CidrBlock", "fd00:ec2::/64")).toBe(false);
    expect(cidrText("description", "NFS")).toBe(false);
    expect(
      cidrText("serviceCidr", "HIGH_26", { type: "string", enum: ["DISABLED", "HIGH_26"] }),
    ).toBe(false);
  });
});

describe("an Azure API whose text never says Azure", () => {
  const bundle = {
    id: "b",
    name: "policy-states-client",
    description: "Policy States Client",
    tools: [
      {
        ...pointerTool("PolicyStates_ListQueryResultsForSubscription", "POST", "/x"),
        source: {
          format: "openapi",
          file: "azure.com_policyinsights-policyStates.json",
          pointer: "/paths/~1x/post",
        },
      },
    ],
  } as unknown as EnvBundle;
  it('flags the counter ids "res_1014" and "oda_1097" by its source file', () => {
    const tr = callConversation(
      "Which resources are out of policy?",
      toolCall(
        "c1",
        "PolicyStates_ListQueryResultsForSubscription",
        {},
        { value: [{ "@odata.id": "oda_1097", resourceId: "res_1014" }] },
      ),
    );
    expect(defectKinds(tr, bundle).filter((k) => k === "counter-id")).toHaveLength(2);
  });
});
