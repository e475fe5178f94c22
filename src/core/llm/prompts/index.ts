export { classifyParamsPrompt, ParamClassification } from "./classify-params.js";
export { ExtractedTools, extractToolsPrompt } from "./extract-tools.js";
export { FinalAnswer, type FinalAnswerInput, finalAnswerPrompt } from "./final-answer.js";
export { type Prompt, promptRequest, show } from "./prompt.js";
export { ProposedScenarios, proposeScenariosPrompt, Scenario } from "./propose-scenarios.js";
export {
  type RewriteRequestInput,
  RewrittenRequest,
  rewriteRequestPrompt,
} from "./rewrite-request.js";
export { SimulatedReply, type SimulateUserInput, simulateUserPrompt } from "./simulate-user.js";
export {
  type WriteEnvironmentInput,
  WrittenEnvironment,
  writeEnvironmentPrompt,
} from "./write-environment.js";
