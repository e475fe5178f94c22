import type { ToolSpec } from "../schema/index.js";
import type { IngestWarning } from "./tool-collector.js";

/** What a format module hands back; `ingestFile` adds env name, domain and file. */
export interface FormatResult {
  /** Title from the document itself (info.title, class_name); absent → derived from the file. */
  title?: string;
  /** Raw name source for the env name (class_name); absent → title, then file stem. */
  nameHint?: string;
  description?: string;
  tools: ToolSpec[];
  warnings: IngestWarning[];
}
