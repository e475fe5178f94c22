import { describe, expect, it } from "vitest";
import { routeNoun, toolWords } from "../../src/core/synth/tool-words.js";
import { f18Tool } from "./helpers/f18-tools.js";

/**
 * fresh18 (/work/f18-base): the writer named tools' things by their route — `/Urls/social-media`
 * "the urls social media", meshery's go-swagger ids `idGetGrafanaConfig` "the id grafana configs",
 * `/contentpro-similar-text` "a new contentpro similar text", `delete_templates_id_delete` "the
 * id". The doc's noun wins now ("Get social media accounts", "Handle GET request for Grafana
 * configuration"); the route's words stay only when the doc says nothing usable.
 */

const tool = f18Tool;

describe("a tool's noun comes from its doc, not its route (fresh18)", () => {
  it.each([
    // Was "check the urls social media" / "the urls app" / "the urls data tabular".
    ["get_urls_social_media", "social media account", "check the social media accounts"],
    ["get_urls_apps", "mobile app", "check the mobile apps"],
    ["get_urls_data_tabular", "tabular data", "check the tabular data"],
    // Was "add a new contentpro similar text".
    ["post_contentpro_similar_text", "similar text", "add a new similar text"],
    // go-swagger "Handle <METHOD> request for <noun>": was "find id grafana configs".
    ["idGetGrafanaConfig", "grafana configuration", "check the grafana configuration"],
    ["idGetGrafanaBoards", "grafana board", "list the grafana boards"],
    ["idPostSchedules", "schedule", "add a new schedule"],
    // Was "remove the id delete k8 s Config": the doc says Kubernetes, never "kubernete".
    ["idDeleteK8SConfig", "kubernetes config", "remove the kubernetes config"],
    // "Handle POST requests to persist adapter config": no noun after "for"; the route's verb goes.
    ["idPostAdapterConfig", "adapter config", "add a new adapter config"],
    ["idProvider", "provider", "check the provider"],
    // Doc "Delete": the path's record, never "remove the id".
    ["delete_templates_id_delete", "template", "remove the template"],
  ])("%s: %s (%s)", (name, noun, text) => {
    const w = toolWords(tool(name));
    expect(w.noun).toBe(noun);
    expect(w.phrase.text).toBe(text);
    expect(routeNoun(w.phrase.text, tool(name))).toBeUndefined();
  });

  it("keeps a doc-made noun that was right already (the schedule read by id)", () => {
    expect(toolWords(tool("idGetSingleSchedule")).phrase.text).toBe("check the schedule");
  });
});
