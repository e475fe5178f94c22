// Records of cloud control-plane APIs whose parts said two things at once (fresh59 readers N).
import { describe, expect, it } from "vitest";
import { cohereSiblings } from "../../src/core/domain/sibling-coherence.js";
import { cloudPairDefects } from "../../src/core/synth/record-defects.js";

describe("an Azure localizable string", () => {
  it("says its value and its display alike", () => {
    const rec: Record<string, unknown> = {
      eventName: { localizedValue: "End request", value: "Invite sent" },
      status: { localizedValue: "Succeeded", value: "Succeeded" },
    };
    cohereSiblings(rec);
    expect(rec.eventName).toEqual({ localizedValue: "End request", value: "End request" });
    expect(rec.status).toEqual({ localizedValue: "Succeeded", value: "Succeeded" });
  });
});

describe("a version to upgrade to", () => {
  it("is not below the one in place (gkeonprem: current 3.1.2 → target 2.3.0)", () => {
    const rec: Record<string, unknown> = {
      upgradeConfig: {
        dependencies: [
          { componentName: "etcd", currentVersion: "3.1.2", targetVersion: "2.3.0" },
          { componentName: "kubelet", currentVersion: "1.15.0", targetVersion: "1.16.1" },
        ],
      },
    };
    cohereSiblings(rec);
    const deps = (rec.upgradeConfig as { dependencies: Record<string, string>[] }).dependencies;
    expect(deps[0]).toMatchObject({ currentVersion: "2.3.0", targetVersion: "3.1.2" });
    expect(deps[1]).toMatchObject({ currentVersion: "1.15.0", targetVersion: "1.16.1" });
  });
});

describe("the nonsense figure on cloud records", () => {
  it("marks a downgrade offered as an upgrade and a localizable string saying two things", () => {
    // Verbatim from the fresh59 baseline: "eventName": {"localizedValue": "End request", "value":
    // "Invite sent"}; readers: "dependency current 3.1.2 → target 2.3.0".
    expect(
      cloudPairDefects({ localizedValue: "End request", value: "Invite sent" }).map((d) => d.kind),
    ).toEqual(["localized-twin"]);
    expect(
      cloudPairDefects({ componentName: "etcd", currentVersion: "3.1.2", targetVersion: "2.3.0" }),
    ).toEqual([{ kind: "downgrade-version", key: "targetVersion", value: "3.1.2 → 2.3.0" }]);
    expect(cloudPairDefects({ localizedValue: "Succeeded", value: "Succeeded" })).toEqual([]);
    expect(cloudPairDefects({ currentVersion: "1.15.0", targetVersion: "1.16.1" })).toEqual([]);
  });
});
