import { z } from "zod";
import { ToolKind } from "./tool-spec.js";

export const GraphInput = z.object({
  name: z.string(),
  type: z.string(),
  required: z.boolean(),
  userProvidable: z.boolean(),
});

export const GraphOutput = z.object({ path: z.string(), type: z.string() });

/** Node attributes; the node key is `${env}/${tool}`. */
export const ToolNode = z.object({
  env: z.string(),
  /** Id of the bundle the tool belongs to (the node key's env is the readable bundle name). */
  bundleId: z.string().optional(),
  tool: z.string(),
  kind: ToolKind,
  entity: z.string().optional(),
  inputs: z.array(GraphInput),
  outputs: z.array(GraphOutput),
});
export type ToolNode = z.infer<typeof ToolNode>;

/** Edge attributes: data edges carry the output path and the param it fills; state edges the collection. */
export const ToolEdge = z.object({
  kind: z.enum(["data", "state"]),
  from: z.string().optional(),
  to: z.string().optional(),
  collection: z.string().optional(),
  score: z.number(),
  /** How the edge was found: name, entity, type, description, model. */
  reasons: z.array(z.string()).optional(),
});
export type ToolEdge = z.infer<typeof ToolEdge>;

/** ToolGraph — graphology's own `graph.export()` form. */
export const ToolGraph = z.object({
  attributes: z.record(z.string(), z.unknown()).optional(),
  options: z.record(z.string(), z.unknown()).optional(),
  nodes: z.array(z.object({ key: z.string(), attributes: ToolNode })),
  edges: z.array(
    z.object({
      key: z.string().optional(),
      source: z.string(),
      target: z.string(),
      attributes: ToolEdge,
    }),
  ),
});
export type ToolGraph = z.infer<typeof ToolGraph>;
