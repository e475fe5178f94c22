// AWS's JSON-protocol APIs post every operation to one endpoint named by a header
// (`/#X-Amz-Target=PinpointSMSVoiceV2.DeleteKeyword`). Read as a path segment, each operation made
// a collection of its own (`x_amz_target_pinpoint_sms_voice_delete_keywords`): no two tools shared
// a record, every task was one call on a record nobody could name (fresh59 readers, 3 of 10 specs
// of a draw are AWS). The operation's name says which record it works on.
import { describe, expect, it } from "vitest";
import { createEnvInstance, createInProcessSandbox } from "../../src/core/sandbox/index.js";
import { verifyBundle } from "../../src/core/verify/index.js";
import { bundleOf } from "./helpers.js";

const textMessages = () =>
  bundleOf(new URL("../fixtures/model/aws-json-protocol.openapi.json", import.meta.url));

describe("an AWS JSON-protocol API (one endpoint, the operation in X-Amz-Target)", () => {
  it("has one collection per record the operations name, shared by create, describe and delete", async () => {
    const b = await textMessages();
    expect(Object.keys(b.model!.entities)).toEqual(["configuration_sets"]);
    for (const name of [
      "CreateConfigurationSet",
      "DescribeConfigurationSets",
      "DeleteConfigurationSet",
    ])
      expect(b.model!.tools[name]!.entity, name).toBe("configuration_sets");
    expect(b.model!.tools.CreateConfigurationSet!.kind).toBe("create");
    expect(b.model!.tools.DeleteConfigurationSet!.kind).toBe("delete");
  });

  it("lists a new configuration set and no longer once it is deleted", async () => {
    const b = await textMessages();
    const opened = await createEnvInstance(b);
    if (!opened.ok) throw new Error(opened.error.message);
    const env = opened.value;
    const made = await env.call("CreateConfigurationSet", { ConfigurationSetName: "otp-alerts" });
    expect(made).toMatchObject({ ok: true, result: { ConfigurationSetName: "otp-alerts" } });
    const names = async () => {
      const listed = await env.call("DescribeConfigurationSets", {});
      if (!listed.ok) throw new Error(JSON.stringify(listed));
      const sets = (listed.result as { ConfigurationSets: { ConfigurationSetName: string }[] })
        .ConfigurationSets;
      return sets.map((s) => s.ConfigurationSetName);
    };
    expect(await names()).toContain("otp-alerts");
    const gone = await env.call("DeleteConfigurationSet", { ConfigurationSetName: "otp-alerts" });
    expect(gone).toMatchObject({ ok: true });
    expect(await names()).not.toContain("otp-alerts");
    env.dispose();
  });

  it("verifies every tool", async () => {
    const { report } = await verifyBundle(await textMessages(), {
      seed: 1,
      sandbox: createInProcessSandbox(),
    });
    expect(report.tools.filter((t) => !t.passed).map((t) => `${t.tool}: ${t.reason}`)).toEqual([]);
  });
});
