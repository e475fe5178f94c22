export { formatVerifyReport } from "./format-report.js";
export { type VerifyOptions, verifyBundle } from "./verify-bundle.js";
