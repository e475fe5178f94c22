import variant from "@jitl/quickjs-wasmfile-release-sync";
import {
  newQuickJSWASMModuleFromVariant,
  newVariant,
  type QuickJSWASMModule,
} from "quickjs-emscripten-core";

let shared: Promise<QuickJSWASMModule> | undefined;
let current: QuickJSWASMModule | undefined;

/**
 * The process-wide QuickJS wasm module (release-sync variant), loaded once. Its heap is not
 * capped: use `newCappedQuickJs` for untrusted code.
 */
export function loadQuickJs(): Promise<QuickJSWASMModule> {
  shared ??= newQuickJSWASMModuleFromVariant(variant).then((m) => {
    current = m;
    return m;
  });
  return shared;
}

/**
 * Forget the shared module after it aborted (an emscripten abort poisons the whole module); the
 * next `loadQuickJs()` builds a fresh one. Instances already using it keep their reference.
 */
export function discardQuickJs(module: QuickJSWASMModule): void {
  if (current === module) {
    current = undefined;
    shared = undefined;
  }
}

const PAGE = 64 * 1024;
/** The variant's static data, stack and start-up heap: its wasm declares 16 MiB minimum. */
const BASE_PAGES = 256;
/** The slice of WebAssembly.Memory used here (core's lib has no WebAssembly types). */
interface WasmMemory {
  grow(delta: number): number;
  readonly buffer: { readonly byteLength: number };
}
const WasmMemoryC = (
  globalThis as unknown as {
    WebAssembly: { Memory: new (d: { initial: number; maximum: number }) => WasmMemory };
  }
).WebAssembly.Memory;
const heapRefusals = new WeakMap<QuickJSWASMModule, { count: number }>();
const heapMemories = new WeakMap<QuickJSWASMModule, WasmMemory>();

/** How the platform compiles the variant's wasm, and the compile once started (`shareQuickJsWasm`). */
let compileWasm: (() => Promise<unknown>) | undefined;
let sharedWasm: Promise<unknown> | undefined;

/**
 * Have every capped module instantiate the variant's wasm compiled once by `compile` (Node reads
 * the package's .wasm file), instead of compiling the same wasm again for each sandbox instance:
 * ~100 ms of CPU apiece, and verification and synthesis make thousands. The code is the variant's
 * own, so instances behave the same; a compile that fails leaves the per-instance compile. It runs
 * when the first instance is made. Pass `undefined` to stop sharing.
 */
export function shareQuickJsWasm(compile: (() => Promise<unknown>) | undefined): void {
  compileWasm = compile;
  sharedWasm = undefined;
  idleModules.clear();
}

/** Capped modules handed back clean (`releaseCappedQuickJs`), by memory cap, for reuse. */
const idleModules = new Map<number, QuickJSWASMModule[]>();
const capOf = new WeakMap<QuickJSWASMModule, number>();
/** Idle modules kept per cap: a thread rarely holds more instances than that at once. */
const IDLE_MODULES = 8;

/**
 * Hand back a module from `newCappedQuickJs` whose every runtime its user freed (none abandoned):
 * the next `newCappedQuickJs` of the same cap gets it instead of instantiating the wasm again
 * (~10 ms of CPU and a 16 MiB memory the garbage collector must reclaim, per sandbox instance).
 * QuickJS keeps nothing of a freed runtime, and the module is kept only while its heap never grew
 * past the base nor refused to, so the next instance sees the heap a fresh module would give it.
 */
export function releaseCappedQuickJs(module: QuickJSWASMModule): void {
  const cap = capOf.get(module);
  if (cap === undefined) return;
  capOf.delete(module);
  if (heapBytes(module) !== BASE_PAGES * PAGE || heapRefusalCount(module) > 0) return;
  const list = idleModules.get(cap) ?? [];
  if (list.length >= IDLE_MODULES) return;
  list.push(module);
  idleModules.set(cap, list);
}

/**
 * A fresh QuickJS module of its own whose wasm heap can never grow past its base plus
 * `memoryBytes`. The release build has no `malloc_usable_size`, so QuickJS's own memory limit
 * counts 8 bytes per block and lets `new Array(1e5).fill(1.5)` in a loop take gigabytes; the
 * capped wasm memory makes malloc fail instead, which QuickJS reports as out of memory.
 */
export async function newCappedQuickJs(memoryBytes: number): Promise<QuickJSWASMModule> {
  const idle = idleModules.get(memoryBytes)?.pop();
  if (idle) {
    capOf.set(idle, memoryBytes);
    return idle;
  }
  const maximum = BASE_PAGES + Math.ceil(memoryBytes / PAGE);
  const memory = new WasmMemoryC({ initial: BASE_PAGES, maximum });
  const refusals = { count: 0 };
  // Emscripten grows the heap through this object; a refused growth is the real out-of-memory
  // signal (QuickJS then throws `null` when it cannot even allocate the error).
  const grow = memory.grow.bind(memory);
  memory.grow = (delta: number) => {
    try {
      return grow(delta);
    } catch (e) {
      refusals.count++;
      throw e;
    }
  };
  if (compileWasm) sharedWasm ??= compileWasm().catch(() => undefined);
  const compiled = await sharedWasm;
  const module = await newQuickJSWASMModuleFromVariant(
    newVariant(variant, {
      wasmMemory: memory as never,
      ...(compiled ? { wasmModule: compiled as never } : {}),
    }),
  );
  heapRefusals.set(module, refusals);
  heapMemories.set(module, memory);
  capOf.set(module, memoryBytes);
  return module;
}

/**
 * Bytes of wasm memory a capped module holds (its base plus every growth; wasm memory never
 * shrinks); 0 for the shared uncapped module, which no one instance owns.
 */
export function heapBytes(module: QuickJSWASMModule): number {
  return heapMemories.get(module)?.buffer.byteLength ?? 0;
}

/** How many times the module's capped heap refused to grow (0 for uncapped modules). */
export function heapRefusalCount(module: QuickJSWASMModule): number {
  return heapRefusals.get(module)?.count ?? 0;
}
