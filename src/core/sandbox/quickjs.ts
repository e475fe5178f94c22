import variant from "@jitl/quickjs-wasmfile-release-sync";
import {
  newQuickJSWASMModuleFromVariant,
  newVariant,
  type QuickJSWASMModule,
} from "quickjs-emscripten-core";
import { textEncoder } from "../platform.js";

let shared: Promise<QuickJSWASMModule> | undefined;
let current: QuickJSWASMModule | undefined;

/**
 * The process-wide QuickJS wasm module (release-sync variant), loaded once. Its heap is not
 * capped: use `newCappedQuickJs` for untrusted code.
 */
export function loadQuickJs(): Promise<QuickJSWASMModule> {
  shared ??= newQuickJSWASMModuleFromVariant(variant).then((m) => {
    encodeStringsNatively(m);
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
/** Every capped module's memory, held weakly: what `cappedHeapStats` reports (a trace only). */
const madeMemories = new Set<WeakRef<WasmMemory>>();

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
  encodeStringsNatively(module);
  heapRefusals.set(module, refusals);
  heapMemories.set(module, memory);
  madeMemories.add(new WeakRef(memory));
  capOf.set(module, memoryBytes);
  return module;
}

/**
 * The capped modules of this thread the garbage collector has not reclaimed yet (in use, idle, or
 * dropped and not yet collected), the bytes of their wasm memories, and how many wait idle for
 * reuse. For memory traces; nothing else reads it.
 */
export function cappedHeapStats(): { modules: number; bytes: number; idle: number } {
  let modules = 0;
  let bytes = 0;
  for (const ref of madeMemories) {
    const memory = ref.deref();
    if (!memory) {
      madeMemories.delete(ref);
      continue;
    }
    modules++;
    bytes += memory.buffer.byteLength;
  }
  let idle = 0;
  for (const list of idleModules.values()) idle += list.length;
  return { modules, bytes, idle };
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

/** The emscripten module's string helpers quickjs-emscripten calls for every string it passes in. */
interface EmscriptenStrings {
  HEAPU8: Uint8Array;
  lengthBytesUTF8(text: string): number;
  stringToUTF8(text: string, ptr: number, maxBytes: number): number;
}

const NON_ASCII = /[\u0080-\uffff]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function wellFormed(text: string): boolean {
  const f = (text as { isWellFormed?: () => boolean }).isWellFormed;
  return typeof f === "function" ? f.call(text) : !LONE_SURROGATE.test(text);
}

/**
 * Every string quickjs-emscripten hands QuickJS (a state's JSON at load and restore, a bundle's code,
 * a batch's arguments) is measured and written into the wasm heap by the emscripten module's
 * `lengthBytesUTF8` and `stringToUTF8`, two JavaScript loops over its characters: on a 50 KB state
 * they were a fifth of a restore. For well-formed text TextEncoder writes the same UTF-8 bytes
 * natively; text with a lone surrogate (which the module writes as its own 3-byte form) keeps the
 * module's loops, so QuickJS receives the same bytes either way. The module object is not public
 * API: when it does not look as expected, nothing changes.
 */
function encodeStringsNatively(module: QuickJSWASMModule): void {
  const em = (module as unknown as { module?: Partial<EmscriptenStrings> }).module;
  if (
    !em ||
    typeof em.lengthBytesUTF8 !== "function" ||
    typeof em.stringToUTF8 !== "function" ||
    !(em.HEAPU8 instanceof Uint8Array)
  )
    return;
  const slowLength = em.lengthBytesUTF8.bind(em);
  const slowWrite = em.stringToUTF8.bind(em);
  // quickjs-emscripten measures a string, allocates, then writes it: the bytes measured are kept
  // for the write that follows (null: the text is ASCII, one byte per character).
  let measured: { text: string; bytes: Uint8Array | null } | undefined;
  em.lengthBytesUTF8 = (text: string): number => {
    measured = undefined;
    if (!NON_ASCII.test(text)) {
      measured = { text, bytes: null };
      return text.length;
    }
    if (!wellFormed(text)) return slowLength(text);
    const bytes = textEncoder.encode(text);
    measured = { text, bytes };
    return bytes.length;
  };
  em.stringToUTF8 = (text: string, ptr: number, maxBytes: number): number => {
    const m = measured?.text === text ? measured : undefined;
    measured = undefined;
    const size = m ? (m.bytes?.length ?? text.length) : -1;
    if (size < 0 || size > maxBytes - 1) return slowWrite(text, ptr, maxBytes);
    // The heap view is read now: the malloc since the measure may have grown the memory.
    const heap = em.HEAPU8!;
    if (m!.bytes) heap.set(m!.bytes, ptr);
    else textEncoder.encodeInto(text, heap.subarray(ptr, ptr + size));
    heap[ptr + size] = 0;
    return size;
  };
}
