import type { EnvBundle } from "../schema/bundle.js";
import type { LlmClient } from "./llm-client.js";
import type { ModelUseLog } from "./model-use-log.js";
import { classifyParamsPrompt } from "./prompts/classify-params.js";
import { promptRequest } from "./prompts/prompt.js";
import { chatJson } from "./structured.js";

export interface ModelParamVerdict {
  userProvidable: boolean;
  reason: string;
}

/**
 * Asks a model which tool parameters a person could state, one request per bundle. The answers
 * are recorded as model-proposed (`verdicts`) and offered to `buildToolGraph` through its
 * `userProvidable` hook; params the model skipped keep the heuristic. A failed request leaves the
 * whole bundle to the heuristic.
 */
export async function classifyParamsWithModel(
  bundles: EnvBundle[],
  llm: LlmClient,
  options: { seed?: number; log?: ModelUseLog } = {},
): Promise<{
  verdicts: Map<string, ModelParamVerdict>;
  hook: (env: string, tool: string, param: string) => boolean | undefined;
}> {
  const verdicts = new Map<string, ModelParamVerdict>();
  for (const b of bundles) {
    const tools = b.tools.map((t) => {
      const props = (t.inputSchema.properties ?? {}) as Record<
        string,
        { type?: unknown; description?: string }
      >;
      return {
        tool: t.name,
        description: t.description,
        params: Object.entries(props).map(([name, s]) => ({
          name,
          type: String(s.type ?? "any"),
          ...(s.description ? { description: s.description } : {}),
        })),
      };
    });
    const out = await chatJson(
      llm,
      promptRequest(classifyParamsPrompt, { tools }, { seed: options.seed ?? b.seed }),
      classifyParamsPrompt.schema,
    );
    if (!out.result.ok) {
      options.log?.fallback("classify-params", out.result.error.code);
      continue;
    }
    const known = new Set(tools.flatMap((t) => t.params.map((p) => `${t.tool}/${p.name}`)));
    let kept = 0;
    for (const v of out.result.value.params) {
      if (!known.has(`${v.tool}/${v.param}`)) continue;
      verdicts.set(`${b.name}/${v.tool}/${v.param}`, {
        userProvidable: v.userProvidable,
        reason: v.reason,
      });
      kept++;
    }
    if (kept > 0) options.log?.accepted("classify-params");
    else options.log?.fallback("classify-params", "no-known-params");
  }
  return {
    verdicts,
    hook: (env, tool, param) => verdicts.get(`${env}/${tool}/${param}`)?.userProvidable,
  };
}
