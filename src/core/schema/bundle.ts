import { z } from "zod";
import { fail, ok, type Result } from "../errors.js";
import { CanonicalJsonError, contentId } from "./canonical.js";
import { SemanticModel } from "./semantic-model.js";
import { JsonSchemaObject, ToolSpec } from "./tool-spec.js";
import { VerifyReport } from "./verify-report.js";

export const BUNDLE_FORMAT = "envfactory.bundle/v2";
/** Bundles written before the semantic model: still loaded, their model inferred on load. */
export const BUNDLE_FORMAT_V1 = "envfactory.bundle/v1";

export const Clock = z.object({
  /** ISO-8601 instant the virtual clock starts at. */
  start: z.iso.datetime(),
  /** Virtual milliseconds added per tool call. */
  stepMs: z.number().int().nonnegative(),
});

export const Provenance = z.looseObject({
  generator: z.string(),
  sources: z.array(z.string()).optional(),
});

const BundleContent = z.object({
  format: z.enum([BUNDLE_FORMAT, BUNDLE_FORMAT_V1]),
  name: z.string().min(1),
  description: z.string(),
  domain: z.string(),
  tools: z.array(ToolSpec),
  stateSchema: JsonSchemaObject,
  initialState: z.record(z.string(), z.unknown()),
  /** One self-contained ES module default-exporting `{toolName(state, args, env) {…}}`. */
  code: z.string(),
  seed: z.number().int(),
  clock: Clock,
  provenance: Provenance.optional(),
  /** What records mean and what tools do (v2; absent in v1, read through `modelOf`). */
  model: SemanticModel.optional(),
  /**
   * Where the environment is at home: its seeded records and results use this currency (and
   * country, ISO 3166 alpha-2), and money with no currency beside it is said in it.
   */
  locale: z.object({ currency: z.string(), country: z.string().optional() }).optional(),
});

/** EnvBundle as stored: `id` is the content hash of everything but `id` and `verification`. */
export const EnvBundle = BundleContent.extend({
  id: z.string().regex(/^[0-9a-f]{64}$/),
  verification: VerifyReport.optional(),
});
export type EnvBundle = z.infer<typeof EnvBundle>;
export type EnvBundleContent = z.infer<typeof BundleContent>;

/** EnvBundle as accepted on load: `id` may be omitted. */
export const EnvBundleInput = BundleContent.extend({
  id: z.string().optional(),
  verification: VerifyReport.optional(),
});

/** The bundle's content id (verification and id excluded, so verifying does not change it). */
export function bundleId(bundle: EnvBundleContent | EnvBundle): Promise<string> {
  const { id: _id, verification: _v, ...content } = bundle as EnvBundle;
  return contentId(content);
}

/** Build a stored bundle from content, computing its id. */
export async function sealBundle(
  content: EnvBundleContent,
  verification?: VerifyReport,
): Promise<EnvBundle> {
  const id = await bundleId(content);
  return verification ? { ...content, id, verification } : { ...content, id };
}

/**
 * Validate an untrusted value as a bundle. An absent id is computed; a present id that does not
 * match the content is rejected.
 */
export async function loadBundle(value: unknown, where = "bundle"): Promise<Result<EnvBundle>> {
  const parsed = EnvBundleInput.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const pointer = issue ? `/${issue.path.map(String).join("/")}` : "";
    return fail(
      "artifact/invalid",
      `not a valid ${BUNDLE_FORMAT}: ${issue?.message ?? "invalid"}`,
      `${where}#${pointer}`,
    );
  }
  const { id, verification, ...content } = parsed.data;
  let computed: string;
  try {
    computed = await bundleId(content);
  } catch (e) {
    // A 5,000-deep initialState is refused with where it is, not a RangeError.
    if (e instanceof CanonicalJsonError)
      return fail(
        "artifact/invalid",
        e.message.replace(/ \(at .*\)$/, ""),
        `${where}#${e.pointer}`,
      );
    throw e;
  }
  if (id !== undefined && id !== computed) {
    return fail(
      "artifact/id-mismatch",
      `bundle id ${id} does not match its content (expected ${computed})`,
      where,
    );
  }
  return ok(
    verification ? { ...content, id: computed, verification } : { ...content, id: computed },
  );
}
