import { describe, expect, it } from "vitest";
import { createValueSampler } from "../../src/core/domain/values.js";
import { arnPatternBreak } from "../../src/core/synth/record-defects.js";

// Doc patterns of fresh64's AWS APIs (OpenSearch Ingestion, CodeGuru Reviewer, CodeGuru Security).
const OSIS = "^arn:(aws|aws\\-cn|aws\\-us\\-gov|aws\\-iso|aws\\-iso\\-b):osis:.+:pipeline\\/.+$";
const REVIEW = "^arn:aws[^:\\s]*:codeguru-reviewer:[^:\\s]+:[\\d]{12}:[a-z-]+:[\\w-]+$";
const SCAN = "^arn:aws:codeguru-security:[\\S]+:[\\d]{12}:scans\\/[a-zA-Z0-9-_$:.]*$";
const REGION = /^arn:aws:[a-z-]+:[a-z]{2}-[a-z]+-\d:\d{12}:/;

describe("ARNs that break their doc pattern or any ARN's form (fresh64 blind readers N)", () => {
  it("flags the pattern fills the readers quoted, and not a well-formed ARN", () => {
    expect(
      arnPatternBreak("arn:aws:osis:u:pipeline/zxxxxxxxxxxxxxxxxxxxxx", { pattern: OSIS }),
    ).toBe(true);
    expect(
      arnPatternBreak("arn:aws94rxml:codeguru-reviewer:dr:566592371030:ruk:n3z8", {
        pattern: REVIEW,
      }),
    ).toBe(true);
    expect(
      arnPatternBreak("arn:aws:codeguru-security:x9rdt95:155955043946:scans/zyhte", {
        pattern: SCAN,
      }),
    ).toBe(true);
    // Another service than the doc's pattern spells.
    expect(
      arnPatternBreak("arn:aws:opensearchingestion:us-east-1:924577049263:pipeline/logs", {
        pattern: OSIS,
      }),
    ).toBe(true);
    expect(
      arnPatternBreak("arn:aws:osis:us-east-1:924577049263:pipeline/logs-ingest", {
        pattern: OSIS,
      }),
    ).toBe(false);
    expect(arnPatternBreak("arn:aws:iam::924577049263:role/ingest-role")).toBe(false);
    // A pattern of no parts ("arn:.*", Kinesis Analytics) makes no ARN here, and no error.
    expect(createValueSampler(7, {}).arnTemplate("arn:.*", "role_arn")).toBeUndefined();
  });

  it("makes a record's own ARN from the pattern: service, real region, account, its own name", () => {
    const s = createValueSampler(7, {});
    const pipe = s.value({
      name: "PipelineArn",
      schema: { type: "string", pattern: OSIS, minLength: 46, maxLength: 76 },
      entity: "pipelines",
      record: { PipelineName: "logs-ingest" },
    }) as string;
    expect(pipe).toMatch(new RegExp(OSIS));
    expect(pipe).toMatch(REGION);
    expect(pipe.endsWith(":pipeline/logs-ingest")).toBe(true);
    expect(pipe.length).toBeGreaterThanOrEqual(46);
    const scan = s.value({
      name: "scanNameArn",
      schema: { type: "string", pattern: SCAN },
      entity: "scans",
      record: { scanName: "q3-scan" },
    }) as string;
    expect(scan).toMatch(REGION);
    expect(scan.endsWith(":scans/q3-scan")).toBe(true);
    const review = s.value({
      name: "Arn",
      schema: { type: "string", pattern: REVIEW },
      entity: "code_reviews",
      record: {},
    }) as string;
    expect(review).toMatch(new RegExp(REVIEW));
    expect(review).toMatch(/^arn:aws:codeguru-reviewer:[a-z]{2}-[a-z]+-\d:\d{12}:code-review:/);
    for (const v of [pipe, scan, review]) expect(arnPatternBreak(v)).toBe(false);
  });

  it("gives the runtime a template for these patterns, so records made at run time get one too", () => {
    const s = createValueSampler(7, {});
    for (const [p, kind] of [
      [OSIS, ""],
      [SCAN, ""],
      [REVIEW, "code_review"],
    ] as const) {
      const t = s.arnTemplate(p, "arn", kind);
      expect(t).toBeDefined();
      const text = (t ?? []).map((x) => (typeof x === "string" ? x : "abc123")).join("");
      expect(text).toMatch(new RegExp(p));
      expect(text).toMatch(REGION);
    }
  });

  it("makes an ARN the pattern allows beside an empty value (Elastic Transcoder's SnsTopic)", () => {
    const sns = "(^$)|(^arn:aws:sns:.*:\\w{12}:.+$)";
    const t = createValueSampler(7, {}).arnTemplate(sns, "error");
    const text = (t ?? []).map((x) => (typeof x === "string" ? x : "abc123")).join("");
    expect(text).toMatch(/^arn:aws:sns:[a-z]{2}-[a-z]+-\d:\d{12}:error$/);
  });
});
