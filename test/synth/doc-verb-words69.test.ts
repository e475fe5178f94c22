// Cloud Composer's Airflow command tools (fresh72 dev, the three tools as ingested, transport
// parameters cut). Their names glue the act into a path (`…environments_executeAirflowCommand`) and
// the goal read "take care of the composer project location environment execute Airflow" — a
// tool path read out. Their docs say the act in the third person ("Executes Airflow CLI
// command.", "Polls Airflow CLI command execution and fetches logs."): that is the goal.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { toolWords } from "../../src/core/synth/tool-words.js";

const tools = JSON.parse(
  readFileSync(
    new URL("../fixtures/words69/composer-airflow-commands.tools.json", import.meta.url),
    "utf8",
  ),
) as ToolSpec[];
const goal = (suffix: string) =>
  toolWords(tools.find((t) => t.name.endsWith(suffix)) as ToolSpec).phrase.text;

describe("a doc's third-person verb is the goal when the name can't be said", () => {
  it("'Executes Airflow CLI command.' is running the command", () => {
    expect(goal("executeAirflowCommand")).toMatch(/^run (?:the|an) airflow CLI command$/i);
  });

  it("'Polls … and fetches logs.' is checking on the command", () => {
    expect(goal("pollAirflowCommand")).toMatch(/^check on the airflow CLI command/i);
  });

  it("leaves a goal that was already sayable alone", () => {
    expect(goal("stopAirflowCommand")).toBe("stop the airflow CLI command execution");
  });

  it("never reads the tool path out", () => {
    for (const t of tools) {
      expect(toolWords(t).phrase.text).not.toMatch(/take care of|composer project location/);
      expect(toolWords(t).noun).not.toMatch(/composer project location/);
    }
  });
});
