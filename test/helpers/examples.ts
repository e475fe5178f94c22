import { readFileSync } from "node:fs";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";

/** The bundled clinic's tools (`public/examples/clinic.envfactory-metadata.json`) as ToolSpecs. */
export function clinicTools(): ToolSpec[] {
  return (
    JSON.parse(readFileSync("public/examples/clinic.envfactory-metadata.json", "utf8")) as {
      tools: { name: string; description: string; input_schema: unknown; output_schema: unknown }[];
    }
  ).tools.map(
    (t) =>
      ({
        name: t.name,
        description: t.description,
        inputSchema: t.input_schema,
        outputSchema: t.output_schema,
      }) as ToolSpec,
  );
}
