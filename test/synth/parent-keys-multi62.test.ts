import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { keyNamesRecord } from "../../src/core/synth/build-task.js";
import { routeNoun } from "../../src/core/synth/tool-words.js";

/**
 * dev65 (Entity Resolution): every three-call plan on matching workflows was dropped. The requests
 * read "find the jobs for the matching job called refund-review" (the workflow's key said as the
 * listed jobs' own record) and "start a matching job" was taken for a route word, though the doc
 * names its types in code marks (`<code>MatchingJob</code>`).
 */
const aws = (name: string, description: string, path: string, method = "get"): ToolSpec => ({
  name,
  description,
  inputSchema: { type: "object", properties: { workflowName: { type: "string" } } },
  source: {
    format: "openapi",
    file: "amazonaws.com_entityresolution.json",
    pointer: `/paths/${path.replace(/\//g, "~1")}/${method}`,
  },
});

describe("a type the doc marks as code is its word for the thing", () => {
  const start = aws(
    "StartMatchingJob",
    "Starts the <code>MatchingJob</code> of a workflow. The workflow must have previously been created using the <code>CreateMatchingWorkflow</code> endpoint.",
    "/matchingworkflows/{workflowName}/jobs",
    "post",
  );
  const listFlows = aws(
    "ListMatchingWorkflows",
    "Returns a list of all the <code>MatchingWorkflows</code> that have been created for an AWS account.",
    "/matchingworkflows",
  );

  it("'start a matching job for the workflow' names no route", () => {
    expect(routeNoun("Can you start a matching job for the workflow called X?", start)).toBe(
      undefined,
    );
    expect(routeNoun("Find the matching workflows, please.", listFlows)).toBe(undefined);
  });

  it("a path read out still is one", () => {
    const glued = aws(
      "post_contentpro_similar_text",
      "Similar text from `/contentpro-search`, see <code>/contentpro</code>.",
      "/contentpro/similar-text",
      "post",
    );
    expect(routeNoun("I need to add a new contentpro similar text.", glued)).toBe(
      "contentpro similar",
    );
  });
});

describe("an argument key names the goal's record only when its head word is the record's", () => {
  it.each([
    ["workflowName", "matching job", false],
    ["AcceleratorArn", "listener", false],
    ["PoolName", "dedicated ip pool", true],
    ["ListenerArn", "listener", true],
    ["name", "instance", true],
    ["Id", "schema mapping", true],
  ] as const)("%s of a %s → %s", (key, noun, named) => {
    expect(keyNamesRecord(key, noun)).toBe(named);
  });
});
