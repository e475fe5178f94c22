import type { EnvFactoryError } from "../errors.js";
import type { IngestedDoc } from "../ingest/index.js";
import { type AbortSignalLike, timeoutController } from "../platform.js";
import type { ProgressEvent } from "../progress.js";
import { contentId, EnvBundle, VerifyReport } from "../schema/index.js";
import type { PipelineContext } from "./context.js";
import {
  isAborted,
  mapOrdered,
  outcomeOf,
  readAll,
  readRecord,
  type StageOutcome,
  unlessAborted,
  writeRecord,
} from "./stage-records.js";

export interface EnvironmentFailure {
  stage: "build" | "verify";
  /** The document's file (build) or the bundle's name (verify). */
  where: string;
  error: EnvFactoryError;
}

export interface EnvironmentsResult {
  status: "complete" | "aborted";
  /** Build and verify outcomes (build first; verify absent when `verifyEnvironments` ran alone). */
  stages: StageOutcome[];
  failures: EnvironmentFailure[];
  /** Verified bundles (kept tools only) and their reports, in input order. */
  bundles: EnvBundle[];
  verifyReports: VerifyReport[];
  /** For `buildEnvironments`: the index in its `docs` each bundle came from. */
  docIndex?: number[];
}

type BuildOutcome = { bundle?: EnvBundle; error?: EnvFactoryError; reused: boolean };
type Verified = { bundle: EnvBundle; report: VerifyReport; reused: boolean };

/**
 * The build stage: one bundle per document with tools, `ctx.concurrency` at once, results in input
 * order. Each bundle (or the build error) is stored as soon as it exists, keyed by the document,
 * seed and model, so a rerun reuses it. Undefined entries: not reached because of an abort.
 */
export async function buildStage(
  docs: readonly IngestedDoc[],
  options: { seed: number; model?: string },
  ctx: PipelineContext,
): Promise<{ built: Array<BuildOutcome | undefined>; outcome: StageOutcome }> {
  const { store, stages, signal } = ctx;
  let finished = 0;
  ctx.onProgress?.({ stage: "build", done: 0, total: docs.length });
  const built = await mapOrdered(docs, ctx.concurrency ?? 1, signal, async (doc) => {
    const key = await contentId({
      doc,
      seed: options.seed,
      model: options.model,
      build: ctx.generatorBuild,
    });
    const rec = await readRecord<{ bundleId?: string; error?: EnvFactoryError }>(
      store,
      "build",
      key,
    );
    const stored = rec?.bundleId
      ? await readAll<EnvBundle>(store, "bundle", [rec.bundleId], EnvBundle)
      : undefined;
    let got: BuildOutcome;
    if (rec && (rec.error || stored)) {
      got = stored ? { bundle: stored[0]!, reused: true } : { error: rec.error!, reused: true };
    } else {
      const r = await isolated("envgen/failed", doc.file, ctx, (docSignal) =>
        stages.build(doc, {
          seed: options.seed,
          ...(docSignal ? { signal: docSignal } : {}),
          ...itemProgress(ctx, "build", doc.name),
        }),
      );
      if (r === undefined) return undefined;
      if ("thrown" in r) {
        // Not stored: a crash (a worker that died, a sandbox that broke) may not happen again.
        ctx.onProgress?.({ stage: "build", done: ++finished, total: docs.length, note: doc.name });
        return { error: r.thrown, reused: false };
      }
      if (r.ok) {
        await store.put("bundle", r.value.id, JSON.stringify(r.value));
        await writeRecord(store, "build", key, { bundleId: r.value.id });
        got = { bundle: r.value, reused: false };
      } else {
        await writeRecord(store, "build", key, { error: r.error });
        got = { error: r.error, reused: false };
      }
    }
    ctx.onProgress?.({ stage: "build", done: ++finished, total: docs.length, note: doc.name });
    return got;
  });
  const reused = built.filter((b) => b?.reused).length;
  const partial = built.some((b) => b === undefined);
  return { built, outcome: outcomeOf("build", docs.length, reused, partial) };
}

/**
 * The verify stage: each bundle verified (failing tools dropped, report attached), stored as soon
 * as it is done and keyed by the bundle and seed; results in input order. Stops starting new
 * bundles on abort (`status: "aborted"`); what finished stays stored.
 */
export function verifyEnvironments(
  bundles: readonly EnvBundle[],
  options: { seed: number },
  ctx: PipelineContext,
): Promise<EnvironmentsResult> {
  return verifyAndRelease([...bundles], options, ctx);
}

/**
 * `verifyEnvironments` that lets go of each input bundle once it is verified (its slot in
 * `bundles` becomes undefined): a document's built bundle is not needed after its verified one
 * exists, and holding both for every document doubled a build's peak memory (17 GitHub specs of
 * 35–45 MB bundles in one directory chunk peaked at 4.7 GB).
 */
async function verifyAndRelease(
  bundles: Array<EnvBundle | undefined>,
  options: { seed: number },
  ctx: PipelineContext,
): Promise<EnvironmentsResult> {
  const { store, stages, signal } = ctx;
  const names = bundles.map((b) => b!.name);
  let finished = 0;
  ctx.onProgress?.({ stage: "verify", done: 0, total: bundles.length });
  type Item = Verified | { failed: EnvFactoryError } | undefined;
  const all = await mapOrdered(
    bundles,
    ctx.concurrency ?? 1,
    signal,
    async (given, i): Promise<Item> => {
      const bundle = given!;
      bundles[i] = undefined;
      const key = await contentId({
        bundleId: bundle.id,
        seed: options.seed,
        build: ctx.generatorBuild,
      });
      const rec = await readRecord<{ bundleId: string }>(store, "verify", key);
      const stored = rec
        ? await readAll<EnvBundle>(store, "bundle", [rec.bundleId], EnvBundle)
        : undefined;
      const report = rec
        ? await readAll<VerifyReport>(store, "verify-report", [rec.bundleId], VerifyReport)
        : undefined;
      let verified: Verified;
      if (stored && report) {
        verified = { bundle: stored[0]!, report: report[0]!, reused: true };
      } else {
        const fresh = await isolated("verify/failed", bundle.name, ctx, (docSignal) =>
          stages.verify(bundle, {
            seed: options.seed,
            ...(docSignal ? { signal: docSignal } : {}),
            ...(ctx.sandbox ? { sandbox: ctx.sandbox } : {}),
            ...itemProgress(ctx, "verify", bundle.name),
          }),
        );
        // An interrupted verification may have skipped probes: it is never stored.
        if (isAborted(signal) || fresh === undefined) return undefined;
        if ("thrown" in fresh) {
          ctx.onProgress?.({
            stage: "verify",
            done: ++finished,
            total: bundles.length,
            note: bundle.name,
          });
          return { failed: fresh.thrown };
        }
        await store.put("bundle", fresh.bundle.id, JSON.stringify(fresh.bundle));
        await store.put("verify-report", fresh.bundle.id, JSON.stringify(fresh.report));
        await writeRecord(store, "verify", key, { bundleId: fresh.bundle.id });
        verified = { ...fresh, reused: false };
      }
      ctx.onProgress?.({
        stage: "verify",
        done: ++finished,
        total: bundles.length,
        note: bundle.name,
      });
      return verified;
    },
  );
  const partial = all.some((v) => v === undefined);
  const done = all.filter((v): v is Verified => v !== undefined && "bundle" in v);
  const failures: EnvironmentFailure[] = [];
  for (const [i, v] of all.entries())
    if (v && "failed" in v) failures.push({ stage: "verify", where: names[i]!, error: v.failed });
  return {
    status: partial ? "aborted" : "complete",
    stages: [outcomeOf("verify", bundles.length, done.filter((v) => v.reused).length, partial)],
    failures,
    bundles: done.map((v) => v.bundle),
    verifyReports: done.map((v) => v.report),
  };
}

/**
 * Build then verify one environment per document (documents without tools are skipped). Used by
 * `run`, `build` and the app's "Build and verify environments"; the same documents and seed give
 * the same stored bytes wherever it runs.
 */
export async function buildEnvironments(
  docs: readonly IngestedDoc[],
  options: { seed: number; model?: string },
  ctx: PipelineContext,
): Promise<EnvironmentsResult> {
  const withTools = docs.filter((d) => d.tools.length > 0);
  const { built, outcome } = await buildStage(withTools, options, ctx);
  const failures: EnvironmentFailure[] = [];
  const bundles: EnvBundle[] = [];
  const from: number[] = [];
  for (const [i, b] of built.entries()) {
    if (b?.bundle) {
      bundles.push(b.bundle);
      from.push(docs.indexOf(withTools[i]!));
    } else if (b?.error)
      failures.push({ stage: "build", where: withTools[i]!.file, error: b.error });
  }
  if (outcome.status === "partial")
    return { status: "aborted", stages: [outcome], failures, bundles: [], verifyReports: [] };
  const names = bundles.map((b) => b.name);
  built.length = 0;
  const verified = await verifyAndRelease(bundles.splice(0), options, ctx);
  // A bundle whose verification crashed has no environment: its document index goes too.
  const crashed = new Set(verified.failures.map((f) => f.where));
  const docIndex = from.filter((_, i) => !crashed.has(names[i]!));
  return {
    ...verified,
    stages: [outcome, ...verified.stages],
    failures: [...failures, ...verified.failures],
    docIndex,
  };
}

/**
 * A stage call for one document: a throw caused by the run's abort is `undefined`; any other
 * throw (a worker that died, a sandbox that broke) fails this document alone, as `{thrown}`, and
 * the others still run. With `ctx.docTimeoutMs` the call gets its own signal, aborted at the
 * limit; a call stopped by it (or that ends after it) fails the document the same way.
 */
async function isolated<T>(
  code: "envgen/failed" | "verify/failed",
  where: string,
  ctx: PipelineContext,
  work: (signal: AbortSignalLike | undefined) => Promise<T>,
): Promise<T | { thrown: EnvFactoryError } | undefined> {
  const limit = ctx.docTimeoutMs;
  const timer = limit && limit > 0 ? timeoutController(limit, ctx.signal) : undefined;
  const timedOut = (): { thrown: EnvFactoryError } => ({
    thrown: {
      code,
      message: `${code === "envgen/failed" ? "build" : "verify"} of ${where} stopped after the per-document limit of ${limit! / 1000} s`,
      where,
    },
  });
  try {
    const r = await unlessAborted(ctx.signal, () => work(timer?.signal ?? ctx.signal));
    // Finished, but only by giving up at the limit (a stage may return what it had): not kept.
    if (timer?.timedOut() && !isAborted(ctx.signal)) return timedOut();
    return r;
  } catch (e) {
    if (timer?.timedOut() && !isAborted(ctx.signal)) return timedOut();
    const message = e instanceof Error ? e.message : String(e);
    return { thrown: { code, message: message.slice(0, 500), where } };
  } finally {
    timer?.done();
  }
}

/** Per-tool progress from inside a stage, labelled with the document it is about. */
function itemProgress(
  ctx: PipelineContext,
  stage: "build" | "verify",
  name: string,
): { onProgress?: (e: ProgressEvent) => void } {
  const report = ctx.onItemProgress;
  return report ? { onProgress: (e) => report({ ...e, stage: `${stage} ${name}` }) } : {};
}

/**
 * Environments synthesis may sample from: env-level checks passed (a non-deterministic replay
 * would give trajectories that do not replay) and at least one tool kept.
 */
export function usableBundles(
  bundles: readonly EnvBundle[],
  reports: readonly VerifyReport[],
): EnvBundle[] {
  return bundles.filter((b, i) => reports[i]?.passed === true && b.tools.length > 0);
}
