import { z } from "zod";
import type { ToolSpec } from "../../schema/tool-spec.js";
import { type Prompt, show } from "./prompt.js";

export const Scenario = z.object({
  name: z.string(),
  calls: z
    .array(
      z.object({
        tool: z.string(),
        args: z.record(z.string(), z.unknown()),
        /** What a correct API answers: success, or a tool error with this code. */
        expect: z.union([z.literal("ok"), z.object({ error: z.string() })]),
      }),
    )
    .min(1)
    .max(8),
});
export type Scenario = z.infer<typeof Scenario>;

export const ProposedScenarios = z.object({ scenarios: z.array(Scenario).max(10) });

/** The model proposes verification scenarios; only the sandbox's outcomes decide pass/fail. */
export const proposeScenariosPrompt: Prompt<
  { name: string; tools: ToolSpec[]; initialState: Record<string, unknown>; rules?: string[] },
  z.infer<typeof ProposedScenarios>
> = {
  name: "propose_scenarios",
  schema: ProposedScenarios,
  build(input) {
    return [
      {
        role: "system",
        content:
          "You test mock APIs. Propose short call sequences that exercise business rules and edge cases, with the outcome a correct API gives for each call.",
      },
      {
        role: "user",
        content: [
          `Environment ${input.name}. Tools:\n${show(
            input.tools.map((t) => ({
              name: t.name,
              description: t.description,
              inputSchema: t.inputSchema,
            })),
            8000,
          )}`,
          `Initial state:\n${show(input.initialState, 4000)}`,
          input.rules?.length ? `Business rules:\n- ${input.rules.join("\n- ")}` : "",
          'Answer JSON only: {"scenarios": [{"name": "...", "calls": [{"tool": "...", "args": {...}, "expect": "ok" | {"error": "NotFound"}}]}]}',
        ]
          .filter(Boolean)
          .join("\n\n"),
      },
    ];
  },
};
