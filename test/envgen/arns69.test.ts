import { describe, expect, it } from "vitest";
import { createRng } from "../../src/core/domain/rng.js";
import { createValueSampler, samplePattern } from "../../src/core/domain/values.js";
import { arnDefects } from "../../src/core/synth/record-defects.js";

// Doc patterns of Amazon VPC Lattice (fresh73): the partition and region left open, the resource
// id a fixed-length run (`als-[0-9a-z]{17}`). Pattern fill read `arn:94:vpc-lattice:82:…` and
// dropped every plan that showed one (data:arn-shape 141 of the run's drops, 0 tasks for the API).
const ALS =
  "^arn:[a-z0-9\\-]+:vpc-lattice:[a-zA-Z0-9\\-]+:\\d{12}:accesslogsubscription/als-[0-9a-z]{17}$";
const LISTENER =
  "^arn:[a-z0-9\\-]+:vpc-lattice:[a-zA-Z0-9\\-]+:\\d{12}:service/svc-[0-9a-z]{17}/listener/listener-[0-9a-z]{17}$";

describe("ARNs under an open-partition pattern with fixed-length ids (VPC Lattice, fresh73)", () => {
  it("names the aws partition, a real region and the record's own id", () => {
    const s = createValueSampler(3, {});
    const record = { id: "als-odjl8f8or89htm9r5" };
    const arn = s.value({
      name: "arn",
      schema: { type: "string", pattern: ALS, minLength: 20, maxLength: 2048 },
      entity: "accesslogsubscriptions",
      record,
    }) as string;
    expect(arn).toMatch(new RegExp(ALS));
    expect(arn).toMatch(/^arn:aws:vpc-lattice:[a-z]{2}-[a-z]+-\d:\d{12}:accesslogsubscription\//);
    expect(arn.endsWith("/als-odjl8f8or89htm9r5")).toBe(true);
    expect(arnDefects({ ...record, arn })).toEqual([]);
  });

  it("fills a nested path's ids in their own shape", () => {
    const s = createValueSampler(5, {});
    const arn = s.value({
      name: "arn",
      schema: { type: "string", pattern: LISTENER },
      entity: "listeners",
      record: {},
    }) as string;
    expect(arn).toMatch(new RegExp(LISTENER));
    expect(arn).toMatch(
      /^arn:aws:vpc-lattice:[a-z]{2}-[a-z]+-\d:\d{12}:service\/svc-[0-9a-z]{17}\/listener\//,
    );
  });

  it("gives an ID-or-ARN identifier its short id, and keeps single-branch patterns", () => {
    const RULE =
      "^((rule-[0-9a-z]{17})|(^arn:[a-z0-9\\-]+:vpc-lattice:[a-zA-Z0-9\\-]+:\\d{12}:service/svc-[0-9a-z]{17}/listener/listener-[0-9a-z]{17}/rule/rule-[0-9a-z]{17}$))$";
    const RES =
      "^((((sn)|(svc))-[0-9a-z]{17})|(arn(:[a-z0-9]+([.-][a-z0-9]+)*){2}(:([a-z0-9]+([.-][a-z0-9]+)*)?){2}:((servicenetwork/sn)|(service/svc))-[0-9a-z]{17}))$";
    for (let seed = 1; seed <= 5; seed++) {
      expect(samplePattern(RULE, createRng(seed))).toMatch(/^rule-[0-9a-z]{17}$/);
      expect(samplePattern(RES, createRng(seed))).toMatch(/^(sn|svc)-[0-9a-z]{17}$/);
      expect(samplePattern("^(a|b)-[0-9]{3}$", createRng(seed))).toMatch(/^[ab]-[0-9]{3}$/);
    }
  });
});

describe("an id and its ARN whose doc spells the prefix two ways (VPC Lattice service networks)", () => {
  const SN_ARN =
    "^arn:[a-z0-9\\-]+:vpc-lattice:[a-zA-Z0-9\\-]+:\\d{12}:servicenetwork/sn-[0-9a-z]{17}$";
  it("keeps the record's own id run in its ARN, and the check reads them as one record", () => {
    const s = createValueSampler(9, {});
    const record = { id: "servicenetwork-28qpz14z4l8r2lvvf" };
    const arn = s.value({
      name: "arn",
      schema: { type: "string", pattern: SN_ARN },
      entity: "servicenetworks",
      record,
    }) as string;
    expect(arn.endsWith(":servicenetwork/sn-28qpz14z4l8r2lvvf")).toBe(true);
    expect(arnDefects({ ...record, arn })).toEqual([]);
    // Another record's run is still another record.
    expect(
      arnDefects({
        ...record,
        arn: "arn:aws:vpc-lattice:us-east-1:257374309919:servicenetwork/sn-pfu04n6hi3om6oekk",
      }).map((d) => d.kind),
    ).toContain("arn-id");
  });
});

describe("an ARN whose pattern leaves its whole header open (VPC Lattice resourceArn)", () => {
  const RES_ARN =
    "^arn(:[a-z0-9]+([.-][a-z0-9]+)*){2}(:([a-z0-9]+([.-][a-z0-9]+)*)?){2}:((servicenetwork/sn)|(service/svc))-[0-9a-z]{17}$";
  it("names the aws partition, the API's service, a real region and an account", () => {
    for (const seed of [1, 2, 3, 4]) {
      const s = createValueSampler(seed, { domain: "amazon-vpc-lattice" });
      const arn = s.value({
        name: "resourceArn",
        schema: { type: "string", pattern: RES_ARN },
        entity: "accesslogsubscriptions",
        record: {},
      }) as string;
      expect(arn).toMatch(new RegExp(RES_ARN));
      expect(arn).toMatch(
        /^arn:aws:vpc-lattice:([a-z]{2}-[a-z]+-\d)?:(\d{12})?:service(network)?\//,
      );
      expect(arnDefects({ resourceArn: arn })).toEqual([]);
    }
  });
});
