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
/** The cap each capped module was made with, and its wasm memory. */
const capped = new WeakMap<QuickJSWASMModule, { memoryBytes: number; memory: WasmMemory }>();

/**
 * A fresh QuickJS module of its own whose wasm heap can never grow past its base plus
 * `memoryBytes`. The release build has no `malloc_usable_size`, so QuickJS's own memory limit
 * counts 8 bytes per block and lets `new Array(1e5).fill(1.5)` in a loop take gigabytes; the
 * capped wasm memory makes malloc fail instead, which QuickJS reports as out of memory.
 */
export async function newCappedQuickJs(memoryBytes: number): Promise<QuickJSWASMModule> {
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
  const module = await newQuickJSWASMModuleFromVariant(
    newVariant(variant, { wasmMemory: memory as never }),
  );
  heapRefusals.set(module, refusals);
  capped.set(module, { memoryBytes, memory });
  return module;
}

/**
 * Idle capped modules, newest last. Making a module (a wasm instance with its own memory) costs
 * more CPU than loading a small bundle into it, and verification makes several instances per
 * bundle; a module whose runtimes were all freed is as good as new (its allocator is empty), so
 * instances reuse them. Never shared: a module is in this list or owned by one instance.
 */
const idle: QuickJSWASMModule[] = [];
/** Idle modules kept at most, and the most wasm memory they may hold together. */
const MAX_IDLE = 4;
const MAX_IDLE_BYTES = 256 * 1024 * 1024;

/** A capped module for `memoryBytes`: an idle one when there is one, else a new one. */
export async function acquireCappedQuickJs(memoryBytes: number): Promise<QuickJSWASMModule> {
  for (let i = idle.length - 1; i >= 0; i--) {
    if (capped.get(idle[i]!)?.memoryBytes !== memoryBytes) continue;
    return idle.splice(i, 1)[0]!;
  }
  return newCappedQuickJs(memoryBytes);
}

/**
 * Give back a capped module whose every runtime was freed. One whose heap ever refused to grow is
 * dropped (the refusal count is part of how out-of-memory is told apart), and so are the oldest
 * idle modules past MAX_IDLE or MAX_IDLE_BYTES.
 */
export function releaseCappedQuickJs(module: QuickJSWASMModule): void {
  const info = capped.get(module);
  if (!info || heapRefusalCount(module) > 0 || idle.includes(module)) return;
  idle.push(module);
  let bytes = 0;
  for (const m of idle) bytes += capped.get(m)!.memory.buffer.byteLength;
  while (idle.length > MAX_IDLE || (idle.length > 1 && bytes > MAX_IDLE_BYTES)) {
    bytes -= capped.get(idle[0]!)!.memory.buffer.byteLength;
    idle.shift();
  }
}

/** How many times the module's capped heap refused to grow (0 for uncapped modules). */
export function heapRefusalCount(module: QuickJSWASMModule): number {
  return heapRefusals.get(module)?.count ?? 0;
}
