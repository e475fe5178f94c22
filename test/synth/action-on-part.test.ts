// Cloud Composer's `…environments_restartWebServer` ("Restart Airflow web server.") runs on an
// environment the user picks. The request said "restart the environment created on October 2,
// 2025" and the answer "I've restarted the Airflow web server." (fresh72 dev): the object was
// dropped because it is the tool's own noun, though the record named is another thing.
import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { type FactPhrase, writeRequest } from "../../src/core/synth/writer.js";

const tool = (name: string, description: string): ToolSpec =>
  ({
    name,
    description,
    inputSchema: { type: "object", properties: { name: { type: "string" } } },
    kind: "action",
  }) as ToolSpec;

const pick = (noun: string, value: string): FactPhrase => ({
  key: "s1.name",
  value,
  label: "name",
  role: "select",
  personal: false,
  noun,
});

async function say(spec: ToolSpec, target: FactPhrase, seed: number): Promise<string> {
  return writeRequest(
    {
      kind: "request",
      goal: toolWords(spec),
      targets: [target],
      facts: [],
      domain: "cloud",
      asks: [],
      register: "brief",
    },
    { seed },
  );
}

describe("an action on a part of the record named", () => {
  it("says the part and the record: 'restart the Airflow web server on the environment …'", async () => {
    const spec = tool("composer_environments_restartWebServer", "Restart Airflow web server.");
    for (const seed of [1, 2, 3, 4]) {
      const text = await say(spec, pick("environment", "payments-env"), seed);
      expect(text).toMatch(/restart the Airflow web server on the environment/i);
    }
  });

  it("still says an action on the record itself once: 'cancel the order …'", async () => {
    const spec = tool("cancel_order", "Cancel an order.");
    for (const seed of [1, 2, 3, 4]) {
      const text = await say(spec, pick("order", "ord_1001"), seed);
      expect(text).toMatch(/cancel the order/i);
      expect(text).not.toMatch(/cancel the order on/i);
    }
  });
});

describe("a product's name before a noun", () => {
  it("is no schema noun in title case; 'the Field called …' still is", async () => {
    const { formWording } = await import("../../src/core/synth/checks.js");
    const words = ["airflow uri", "airflow config overrides", "field", "name"];
    expect(
      formWording("Please restart the Airflow web server on the environment called prod.", words),
    ).toBeUndefined();
    expect(
      formWording("I need the type of the Field called San Diego field.", words),
    ).toBeDefined();
  });
});

describe("a new thing whose sort its noun already says", () => {
  it("is 'a new app service plan', never 'a new app app service plan'", async () => {
    const spec = {
      name: "AppServicePlans_CreateOrUpdate",
      description: "Creates or updates an App Service Plan.",
      inputSchema: { type: "object", properties: { kind: { type: "string" } } },
      kind: "create",
    } as ToolSpec;
    const kind: FactPhrase = {
      key: "s1.kind",
      value: "app",
      label: "kind",
      role: "arg",
      personal: false,
      kind: "category",
      atGoal: true,
    };
    for (const seed of [1, 2, 3, 4]) {
      const text = await writeRequest(
        {
          kind: "request",
          goal: toolWords(spec),
          targets: [],
          facts: [kind],
          domain: "cloud",
          asks: [],
          register: "brief",
        },
        { seed },
      );
      expect(text).toMatch(/add a new app service plan/i);
      expect(text).not.toMatch(/app app/i);
    }
  });
});
