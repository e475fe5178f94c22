import { describe, expect, it } from "vitest";
import type { EnvBundle, ToolSpec } from "../../src/core/schema/index.js";
import type { Task } from "../../src/core/schema/task.js";
import { checkNotInstructional, nameNoun } from "../../src/core/synth/checks.js";
import { routeNamedTools } from "../../src/core/synth/dataset-quality.js";
import { routeNoun } from "../../src/core/synth/tool-words.js";
import { f18Tool, f18Tools } from "./helpers/f18-tools.js";

/**
 * fresh18 requests named a tool's thing by its route or operation id ("the urls social media",
 * "the id grafana configs", "a new contentpro similar text") where the doc has its own noun
 * ("social media accounts", "Grafana configuration"). The check catches those and passes the
 * doc's words.
 */

const tool = f18Tool;
const openapi = (name: string, description: string, path: string, method = "get"): ToolSpec => ({
  name,
  description,
  inputSchema: { type: "object", properties: {} },
  source: {
    format: "openapi",
    file: "x.json",
    pointer: `/paths/${path.replace(/\//g, "~1")}/${method}`,
  },
});

describe("routeNoun: a text naming a tool's thing by its route", () => {
  it.each([
    [
      "Tell me the facebook page of the urls social media already.",
      "get_urls_social_media",
      "urls social",
    ],
    ["Could you find out the android and ios of the urls app for me?", "get_urls_apps", "urls app"],
    [
      "I need to add a new contentpro similar text.",
      "post_contentpro_similar_text",
      "contentpro similar",
    ],
    ["I want to find the id grafana configs. Thanks.", "idGetGrafanaConfig", "id grafana"],
    ["Could you find the id Grafana boards?", "idGetGrafanaBoards", "id grafana"],
    ["Please add a new id post schedule.", "idPostSchedules", "id post"],
    ["Can you check the id provider?", "idProvider", "id provider"],
    ["Please remove the id.", "delete_templates_id_delete", "id"],
    ["I'd like a new k8s inject client cert.", "k8sInjectClientCert", "k8s inject"],
  ])("%s → %s", (text, name, hit) => {
    expect(routeNoun(text, tool(name))).toBe(hit);
  });

  it.each([
    [
      "Tell me the facebook page of the social media accounts for this link.",
      "get_urls_social_media",
    ],
    ["Could you check the mobile apps on my site?", "get_urls_apps"],
    ["Can you check the Grafana configuration?", "idGetGrafanaConfig"],
    ["Please list the Grafana boards.", "idGetGrafanaBoards"],
    ["Please add a new schedule.", "idPostSchedules"],
    ["Remove the Kubernetes config, please.", "idDeleteK8SConfig"],
    ["Remove the template called Renewal notice.", "delete_templates_id_delete"],
  ])("passes the doc's noun: %s", (text, name) => {
    expect(routeNoun(text, tool(name))).toBeUndefined();
  });

  it("catches a glued path word, a versioned one and a camelCase pair the doc never says", () => {
    const covid = openapi(
      "companyinfo_api_v1_covid19_companyinfo_get",
      "Get a company's COVID-19 report: its company info, filings and risk flags.",
      "/api/v1/covid19/companyinfo",
    );
    expect(routeNoun("Can you check the covid19 companyinfo for Acme?", covid)).toBe(
      "covid19 companyinfo",
    );
    expect(routeNoun("Can you check the companyinfo for Acme?", covid)).toBe("companyinfo");
    expect(
      routeNoun("Can you check the company's COVID-19 report for Acme?", covid),
    ).toBeUndefined();
    const receipt = openapi(
      "Send_Receipt",
      "Send Transaction Receipt Email\n\nSends the transaction receipt to multiple email addresses.",
      "/emailReceipt/{pgId}",
      "post",
    );
    expect(routeNoun("Please send the emailReceipt to ann@example.com.", receipt)).toBe(
      "emailReceipt",
    );
    expect(
      routeNoun("Please send the transaction receipt to ann@example.com.", receipt),
    ).toBeUndefined();
  });

  it("lets a route word stand when the doc has no words of its own", () => {
    const bare = openapi("delete_templates_id_delete", "Delete", "/templates/{id}", "delete");
    expect(routeNoun("Please remove the template called Invoice.", bare)).toBeUndefined();
  });
});

describe("nameNoun in the not-instructional check", () => {
  const bundle = {
    id: "b1",
    name: "link-fish",
    description: "",
    tools: [tool("get_urls_social_media")],
  } as unknown as EnvBundle;
  const task = (user: string) =>
    ({
      id: "t",
      envs: [{ bundleId: "b1" }],
      turns: [{ user }],
      userFacts: [{ key: "url", value: "https://www.example.com/a" }],
      gold: { calls: [{ tool: "get_urls_social_media", args: {} }], answerFacts: [] },
    }) as unknown as Task;

  it("fails a request that names the route's noun and passes the doc's", () => {
    const routed = task(
      "Tell me the github user of the urls social media. It's https://www.example.com/a.",
    );
    expect(nameNoun(routed.turns[0]!.user, routed, [bundle])).toBe("urls social");
    const verdict = checkNotInstructional(routed, [bundle]);
    expect(verdict.passed).toBe(false);
    expect(verdict.evidence).toContain('names the thing by its route ("urls social")');
    const said = task(
      "Tell me the github user of the social media accounts. It's https://www.example.com/a.",
    );
    expect(nameNoun(said.turns[0]!.user, said, [bundle])).toBeUndefined();
    expect(checkNotInstructional(said, [bundle]).evidence).not.toContain("by its route");
  });

  it("counts the verified tools whose goal phrase is route-made (the nameNouns figure)", () => {
    const routed = openapi("getId", "", "/id");
    const figure = routeNamedTools([
      { ...bundle, tools: [...f18Tools, routed] } as unknown as EnvBundle,
    ]);
    // Every fixture tool now says the doc's noun; with no doc at all the route's "id" stays.
    expect(figure.tools).toEqual(['getId ("id")']);
    expect(figure.count).toBe(1);
  });
});
