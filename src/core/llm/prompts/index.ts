export { classifyParamsPrompt, ParamClassification } from "./classify-params.js";
export { ExtractedTools, extractToolsPrompt } from "./extract-tools.js";
export {
  FINAL_ANSWER_SYSTEM,
  FinalAnswer,
  FinalAnswerInput,
  finalAnswerPrompt,
} from "./final-answer.js";
export { type Prompt, promptRequest, show } from "./prompt.js";
export { ProposedScenarios, proposeScenariosPrompt, Scenario } from "./propose-scenarios.js";
export {
  SIMULATE_USER_SYSTEM,
  SimulatedReply,
  SimulateUserInput,
  simulateUserPrompt,
} from "./simulate-user.js";
export {
  WRITE_REQUEST_SYSTEM,
  WriteRequestInput,
  WrittenRequest,
  writeRequestPrompt,
} from "./write-request.js";
export {
  type WriteEnvironmentInput,
  WrittenEnvironment,
  writeEnvironmentPrompt,
} from "./write-environment.js";
