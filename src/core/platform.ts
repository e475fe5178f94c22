/**
 * The few web-platform globals core needs, typed structurally so core compiles with `lib: ES2022`
 * alone and runs unchanged in browsers, workers and Node 20.
 */
export interface AbortSignalLike {
  readonly aborted: boolean;
  readonly reason?: unknown;
  addEventListener(type: "abort", listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: "abort", listener: () => void): void;
}

interface SubtleLike {
  digest(algorithm: "SHA-256", data: Uint8Array): Promise<ArrayBuffer>;
}

interface PlatformGlobals {
  crypto: { subtle: SubtleLike };
  TextEncoder: new () => {
    encode(s: string): Uint8Array;
    encodeInto(s: string, into: Uint8Array): { read: number; written: number };
  };
  TextDecoder: new () => { decode(b: Uint8Array): string };
}

const g = globalThis as unknown as PlatformGlobals;

export const textEncoder = new g.TextEncoder();
export const textDecoder = new g.TextDecoder();

interface NodeHashLike {
  createHash(alg: "sha256"): {
    update(d: Uint8Array): { digest(): Uint8Array & { buffer: ArrayBuffer } };
  };
}

/**
 * Node's synchronous hash when there is one: WebCrypto's digest is a round trip through a thread
 * pool, and content ids and state hashes are taken tens of thousands of times per run (same bytes
 * either way: both are SHA-256).
 */
const nodeCrypto = (
  globalThis as unknown as {
    process?: { getBuiltinModule?: (id: string) => NodeHashLike | undefined };
  }
).process?.getBuiltinModule?.("node:crypto");

export function sha256(data: Uint8Array): Promise<ArrayBuffer> {
  if (nodeCrypto) {
    const d = nodeCrypto.createHash("sha256").update(data).digest();
    return Promise.resolve(d.buffer.slice(d.byteOffset, d.byteOffset + d.byteLength));
  }
  return g.crypto.subtle.digest("SHA-256", data);
}

/** Throws the signal's reason (or a standard AbortError-like value) when aborted. */
export function throwIfAborted(signal: AbortSignalLike | undefined): void {
  if (signal?.aborted) throw signal.reason ?? new Error("aborted");
}

/** Longest stretch of work between two turns of the event loop at an `abortPoint`. */
const TURN_EVERY_MS = 50;
let lastTurn = 0;

/**
 * Lets the event loop turn when it has not for `TURN_EVERY_MS` and a signal could be aborted: a
 * sandbox call resolves as a microtask, so a loop of them never gives the loop a turn, and the
 * handler that aborts the signal (Ctrl-C, a Stop button) would not run until the work is over.
 * Without a signal it costs nothing.
 */
export async function turnEventLoop(signal: AbortSignalLike | undefined): Promise<void> {
  if (!signal || Date.now() - lastTurn < TURN_EVERY_MS) return;
  await new Promise<void>((resolve) => timers.setTimeout(resolve, 0));
  lastTurn = Date.now();
}

/** `throwIfAborted` after `turnEventLoop`: a check that a Ctrl-C can reach. */
export async function abortPoint(signal: AbortSignalLike | undefined): Promise<void> {
  await turnEventLoop(signal);
  throwIfAborted(signal);
}

interface TimerGlobals {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  AbortController: new () => { signal: AbortSignalLike; abort(reason?: unknown): void };
}

const timers = globalThis as unknown as TimerGlobals;

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal?: AbortSignalLike): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason ?? new Error("aborted"));
    const onAbort = () => {
      timers.clearTimeout(handle);
      reject(signal?.reason ?? new Error("aborted"));
    };
    const handle = timers.setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** A controller that aborts after `ms` or when `parent` aborts, whichever comes first. */
export function timeoutController(
  ms: number,
  parent?: AbortSignalLike,
): { signal: AbortSignalLike; timedOut(): boolean; done(): void } {
  const c = new timers.AbortController();
  let timedOut = false;
  const handle = timers.setTimeout(() => {
    timedOut = true;
    c.abort(new Error(`timed out after ${ms} ms`));
  }, ms);
  const onParent = () => c.abort(parent?.reason);
  if (parent?.aborted) c.abort(parent.reason);
  else parent?.addEventListener("abort", onParent, { once: true });
  return {
    signal: c.signal,
    timedOut: () => timedOut,
    done: () => {
      timers.clearTimeout(handle);
      parent?.removeEventListener("abort", onParent);
    },
  };
}
