import { z } from "zod";
import { type Prompt, show } from "./prompt.js";

export const ParamClassification = z.object({
  params: z.array(
    z.object({
      tool: z.string(),
      param: z.string(),
      userProvidable: z.boolean(),
      reason: z.string(),
    }),
  ),
});

/** Optional: a model decides which parameters a person could state (recorded as model-proposed). */
export const classifyParamsPrompt: Prompt<
  {
    tools: {
      tool: string;
      description: string;
      params: { name: string; description?: string; type: string }[];
    }[];
  },
  z.infer<typeof ParamClassification>
> = {
  name: "classify_params",
  schema: ParamClassification,
  build(input) {
    return [
      {
        role: "system",
        content:
          "For each tool parameter, decide whether an ordinary user could state its value from memory (names, emails, dates, amounts, free text, choices, order numbers) or whether it only comes from another tool's output (opaque ids, tokens, cursors).",
      },
      {
        role: "user",
        content: `${show(input.tools, 10000)}\n\nAnswer JSON only: {"params": [{"tool": "...", "param": "...", "userProvidable": true, "reason": "..."}]}`,
      },
    ];
  },
};
