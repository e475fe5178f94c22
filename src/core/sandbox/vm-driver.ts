/**
 * The script evaluated in every fresh QuickJS context before the bundle's module. It installs the
 * deterministic globals (`Math.random`, `Date`, a silent `console`) and returns the driver object
 * the host keeps handles to. The driver is not reachable from bundle code (it is never made
 * global), and it captures the intrinsics it uses so handlers that overwrite `JSON` or
 * `Array.prototype` cannot corrupt the protocol.
 *
 * Protocol (strings only cross the boundary):
 * - `configure(json)` clock and limits; `install(exports, toolNamesJson)` → "" or an error message;
 * - `load(userJson, envJson)` sets the committed state; `dump()` → `<envJson>\n<userJson>`;
 * - `call(name, argsJson)` → a status string, or `P` for an async handler (then `parked()` gives
 *   the promise of its status): `O<result>` ok and state unchanged, `W<result>` ok and state
 *   changed (pending: committed by `commit()`, `dump()` or the next call, undone by `rollback()`),
 *   `E<{code,message}>` tool error, `X<name>\n<message>` exception, `I<message>` invalid output,
 *   `L<n>` result too large, `S<n>` state too large;
 * - `commit()` makes the pending state the committed one;
 * - `rollback()` puts the live state back to the committed one (the driver does this itself for
 *   every failure it sees; the host calls it when it rejects a result or after an interrupt);
 * - `callMany(json, timed)` runs `[[name, args], ...]` in one VM entry, committing each changing
 *   call at once; → the statuses, each as `<length>:<status>`; when `timed`, a call over its own
 *   work budget gets `T` (untimed, the host checks the whole entry's work instead).
 *
 * Atomicity without serialising the state: handlers get the live state through proxies that
 * journal every write (object, key, had it, old value) before applying it. A failed call is undone
 * from the journal; a call whose journal is empty, or whose writes cancel out, commits nothing.
 * At commit every object value written is replaced by a JSON copy of itself, so the state stays a
 * JSON tree (no aliasing, no proxies inside, no reference kept by handler code), and the size of
 * those copies bounds how much the state grew (checked exactly only when the bound passes the
 * limit).
 */
export const VM_DRIVER_SOURCE = String.raw`(() => {
  "use strict";
  const G = globalThis;
  const parse = JSON.parse;
  const stringify = JSON.stringify, stringify_ = JSON.stringify;
  const imul = Math.imul;
  const RealDate = Date;
  const toISO = Date.prototype.toISOString;
  const defineProperty = Object.defineProperty;
  const freeze = Object.freeze;
  const keysOf = Object.keys;
  const ownNames = Object.getOwnPropertyNames;
  const hasOwn = Object.prototype.hasOwnProperty;
  const ObjectProto = Object.prototype;
  const ArrayProto = Array.prototype;
  const getProto = Object.getPrototypeOf;
  const call = Function.prototype.call.bind(Function.prototype.call);
  const PromiseC = Promise;
  const then = Promise.prototype.then;
  const ErrorC = Error;
  const TypeErrorC = TypeError;
  const ProxyC = Proxy;
  const MapC = Map, SetC = Set, WeakMapC = WeakMap, WeakSetC = WeakSet;
  const mapGet = Map.prototype.get, mapSet = Map.prototype.set;
  const wmGet = WeakMap.prototype.get, wmSet = WeakMap.prototype.set;
  const isArray = Array.isArray;
  const push = Array.prototype.push, join = Array.prototype.join;
  const rDefine = Reflect.defineProperty, rDelete = Reflect.deleteProperty;
  const rSet = Reflect.set, rGetOwn = Reflect.getOwnPropertyDescriptor;
  const StringC = String;
  const failures = new WeakSetC();
  const wsHas = WeakSet.prototype.has, wsAdd = WeakSet.prototype.add;

  const cfg = { clockStart: 0, stepMs: 0, maxResult: 1 << 20, maxState: 8 << 20, callTicks: 1000, skipChangeCheck: false };
  /** The host's count of interrupt ticks since it armed the current VM entry. */
  let ticksNow = () => 0;
  let handlers = null;
  let toolNames = [];
  let root = {};
  let meta = { ticks: 0, ids: {}, rng: 1 };
  let rootProxy = null;
  /** Upper bound of the committed state's JSON length. */
  let bound = 2;
  /** The journal: flat quads (object, key, had it, old value). */
  const J = [];
  /** Objects a key was deleted from, with their key order before the call. */
  let reordered = null;
  let rngSaved = 0;
  let idsSaved = null;
  let pending = false;
  /** An async handler's status promise, until the host takes it. */
  let parked = null;
  /**
   * Since \`mark()\`: the committed journal quads and reorder pairs, the meta and size bound at the
   * mark, and the top-level keys written (null: unknown).
   */
  let trial = null;
  /** Top-level key each object reached through the root proxy sits under (while marked). */
  let topOf = null;

  // Own copies of the methods on the driver's private objects: a handler replacing
  // WeakMap.prototype.get or Array.prototype.push cannot reach them, and the hot path makes one
  // call instead of going through Function.prototype.call.
  const own = (o, k, f) => defineProperty(o, k, { value: f });
  // QuickJS keeps a WeakMap entry alive while its value references its key (a proxy holds its
  // target), so each load starts new maps: the old state and its proxies go with the old maps.
  let proxyOf, targetOf;
  function freshMaps() {
    proxyOf = new WeakMapC();
    targetOf = new WeakMapC();
    own(proxyOf, "get", wmGet); own(proxyOf, "set", wmSet);
    own(targetOf, "get", wmGet); own(targetOf, "set", wmSet);
  }
  freshMaps();
  own(J, "push", push);
  function wrap(v) {
    const p = proxyOf.get(v);
    if (p !== undefined) return p;
    if (targetOf.get(v) !== undefined) return v;
    const q = new ProxyC(v, H);
    proxyOf.set(v, q);
    targetOf.set(q, v);
    return q;
  }
  function unwrap(v) {
    if (typeof v !== "object" || v === null) return v;
    const t = targetOf.get(v);
    return t === undefined ? v : t;
  }
  function record(t, k) {
    const had = call(hasOwn, t, k);
    J.push(t, k, had, had ? t[k] : undefined);
  }
  function isIndex(k) {
    if (typeof k !== "string") return false;
    const n = +k;
    return n >= 0 && StringC(n >>> 0) === k;
  }
  /** Before an array write: a longer array changes "length"; a shorter one drops elements. */
  function recordArray(t, k, v) {
    if (k === "length") {
      const old = t.length;
      const n = typeof v === "number" ? v : +v;
      for (let i = n >= 0 ? n : old; i < old; i++) record(t, StringC(i));
    } else if (isIndex(k) && +k >= t.length) record(t, "length");
  }
  const H = {
    get(t, k) {
      const v = t[k];
      if (typeof v !== "object" || v === null) return v;
      if (topOf !== null && typeof k === "string" && topOf.get(v) === undefined) {
        const top = t === root ? k : topOf.get(t);
        if (top !== undefined) topOf.set(v, top);
      }
      return wrap(v);
    },
    set(t, k, v, r) {
      if (proxyOf.get(t) !== r) return rSet(t, k, v, r);
      v = unwrap(v);
      if (isArray(t)) recordArray(t, k, v);
      record(t, k);
      t[k] = v;
      return true;
    },
    deleteProperty(t, k) {
      if (!call(hasOwn, t, k)) return true;
      if (!isArray(t)) {
        if (reordered === null) reordered = [];
        let seen = false;
        for (let i = 0; i < reordered.length; i += 2) if (reordered[i] === t) seen = true;
        if (!seen) call(push, reordered, t, ownNames(t));
      }
      record(t, k);
      return rDelete(t, k);
    },
    defineProperty(t, k, d) {
      // State is JSON: only plain data properties (a getter or a hidden key could not be undone).
      if (!call(hasOwn, d, "value") || call(hasOwn, d, "get") || call(hasOwn, d, "set")) return false;
      const v = unwrap(d.value);
      if (isArray(t)) recordArray(t, k, v);
      record(t, k);
      if (isArray(t) && k === "length") { t.length = v; return true; }
      return rDefine(t, k, { value: v, writable: true, enumerable: true, configurable: true });
    },
    getOwnPropertyDescriptor(t, k) {
      const d = rGetOwn(t, k);
      if (d !== undefined && typeof d.value === "object" && d.value !== null) d.value = wrap(d.value);
      return d;
    },
    preventExtensions() { return false; },
    setPrototypeOf() { return false; },
  };
  freeze(H);

  function nowMs() { return cfg.clockStart + meta.ticks * cfg.stepMs; }
  function random() {
    const e = meta;
    let t = (e.rng = (e.rng + 0x6d2b79f5) >>> 0);
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  function copyIds(ids) {
    const c = {};
    const ks = keysOf(ids);
    for (let i = 0; i < ks.length; i++)
      defineProperty(c, ks[i], { value: ids[ks[i]], writable: true, enumerable: true, configurable: true });
    return c;
  }
  const env = freeze({
    now() { return call(toISO, new RealDate(nowMs())); },
    random() { return random(); },
    id(prefix) {
      if (idsSaved === null) idsSaved = copyIds(meta.ids);
      const ids = meta.ids;
      const p = prefix === undefined ? "id" : StringC(prefix);
      const n = (call(hasOwn, ids, p) && typeof ids[p] === "number" ? ids[p] : 0) + 1;
      defineProperty(ids, p, { value: n, writable: true, enumerable: true, configurable: true });
      return p + "_" + n;
    },
    fail(code, message) {
      const f = { code: StringC(code).slice(0, 200), message: message === undefined ? "" : StringC(message).slice(0, 4000) };
      call(wsAdd, failures, f);
      throw f;
    },
  });

  function VDate(...a) {
    if (new.target === undefined) return new RealDate(nowMs()).toString();
    return a.length === 0 ? new RealDate(nowMs()) : new RealDate(...a);
  }
  VDate.prototype = RealDate.prototype;
  VDate.now = function now() { return nowMs(); };
  VDate.parse = RealDate.parse;
  VDate.UTC = RealDate.UTC;
  defineProperty(RealDate.prototype, "constructor", { value: VDate, writable: true, configurable: true });
  G.Date = VDate;
  // Handlers copy state with JSON.parse(JSON.stringify(x)); through the proxies that is two traps
  // per property. The state behind a proxy is plain JSON, so its text is the target's text.
  const stringifyState = function stringify(value, replacer, space) {
    if (typeof value === "object" && value !== null) {
      const t = targetOf.get(value);
      if (t !== undefined) value = t;
    }
    return stringify_(value, replacer, space);
  };
  defineProperty(JSON, "stringify", { value: stringifyState, writable: true, configurable: true });
  Math.random = function random_() { return random(); };
  const noop = function () {};
  G.console = freeze({ log: noop, info: noop, warn: noop, error: noop, debug: noop, trace: noop });

  function describe(e) {
    try {
      if (e instanceof ErrorC) return StringC(e.name).slice(0, 200) + "\n" + StringC(e.message).slice(0, 4000);
      if (e === null || (typeof e !== "object" && typeof e !== "function"))
        return "NonErrorThrow\n" + "threw " + typeof e + ": " + StringC(e).slice(0, 200);
      return "NonErrorThrow\nthrew a non-Error " + typeof e;
    } catch (_) {
      return "NonErrorThrow\nthrew a value that cannot be described";
    }
  }
  function failed(e) {
    if (call(wsHas, failures, e)) {
      try { return "E" + stringify({ code: StringC(e.code), message: StringC(e.message) }); }
      catch (x) { return "X" + describe(x); }
    }
    return "X" + describe(e);
  }
  class BadValue { constructor(m) { this.m = m; } }
  // Called for every value of every result: plain objects and arrays (nearly all) pass on their
  // prototype alone. A part of the state (behind a proxy) is read as its target: the same JSON,
  // without two traps per property.
  function checkValue(key, v) {
    const t = typeof v;
    if (t !== "object") {
      if (t === "function" || t === "symbol" || t === "bigint")
        throw new BadValue("result holds a " + t + (key === "" ? "" : " at key " + stringify(key)));
      return v;
    }
    if (v === null) return v;
    const target = targetOf.get(v);
    if (target !== undefined) v = target;
    const p = getProto(v);
    if (p === ObjectProto || p === ArrayProto) return v;
    if (v instanceof MapC || v instanceof SetC || v instanceof WeakMapC || v instanceof WeakSetC || v instanceof PromiseC)
      throw new BadValue("result holds a non-JSON object" + (key === "" ? "" : " at key " + stringify(key)));
    return v;
  }
  function restoreMeta() {
    meta.rng = rngSaved;
    if (idsSaved !== null) meta.ids = idsSaved;
    idsSaved = null;
  }
  /** Undo the journal, newest first, then the key order of objects that lost a key. */
  function rollback() {
    for (let i = J.length - 4; i >= 0; i -= 4) {
      const t = J[i], k = J[i + 1];
      if (!J[i + 2]) rDelete(t, k);
      else if (k === "length" && isArray(t)) t.length = J[i + 3];
      else rDefine(t, k, { value: J[i + 3], writable: true, enumerable: true, configurable: true });
    }
    if (reordered !== null) {
      for (let i = 0; i < reordered.length; i += 2) {
        const t = reordered[i], names = reordered[i + 1];
        for (let j = 0; j < names.length; j++) {
          const k = names[j];
          if (!call(hasOwn, t, k)) continue;
          const v = t[k];
          rDelete(t, k);
          rDefine(t, k, { value: v, writable: true, enumerable: true, configurable: true });
        }
      }
    }
    J.length = 0;
    reordered = null;
    pending = false;
    restoreMeta();
  }
  /**
   * After a call that wrote: did the state's JSON change, and by at most how many characters did
   * it grow? Compares each written (object, key) as first seen with its value now, and replaces
   * written object values with JSON copies. Returns -1 when nothing changed.
   */
  function settle() {
    let changed = reordered !== null;
    let grew = 0;
    // Short journals (the usual case) are searched; long ones get a map per object.
    const seen = J.length > 64 ? new MapC() : null;
    for (let i = 0; i < J.length; i += 4) {
      const t = J[i], k = J[i + 1];
      if (typeof k !== "string") continue;
      if (seen === null) {
        let dup = false;
        for (let q = 0; q < i; q += 4) if (J[q] === t && J[q + 1] === k) { dup = true; break; }
        if (dup) continue;
      } else {
        let keys = call(mapGet, seen, t);
        if (keys === undefined) { keys = new MapC(); call(mapSet, seen, t, keys); }
        else if (call(mapGet, keys, k) === true) continue;
        call(mapSet, keys, k, true);
      }
      const had0 = J[i + 2], v0 = J[i + 3];
      const had1 = call(hasOwn, t, k);
      const v1 = had1 ? t[k] : undefined;
      if (had0 && had1 && v0 === v1) continue;
      const s1 = had1 ? stringify(v1) : undefined;
      if (s1 !== undefined) {
        grew += s1.length + k.length + 4;
        if (typeof v1 === "object" && v1 !== null) t[k] = parse(s1);
      }
      if (!changed && s1 !== (had0 ? stringify(v0) : undefined)) changed = true;
    }
    return changed ? grew : -1;
  }
  function finish(value) {
    let resultJson;
    try {
      resultJson = value === undefined ? "null" : stringify(unwrap(value), checkValue);
    } catch (e) {
      rollback();
      if (e instanceof BadValue) return "I" + e.m;
      if (e instanceof TypeErrorC && /circular|cyclic/i.test(StringC(e.message)))
        return "Iresult holds a cycle";
      return "X" + describe(e);
    }
    if (resultJson === undefined) resultJson = "null";
    if (resultJson.length > cfg.maxResult) {
      rollback();
      return "L" + resultJson.length;
    }
    if (cfg.skipChangeCheck) return "O" + resultJson;
    if (call(hasOwn, root, "__env")) rDelete(root, "__env");
    if (J.length === 0 && reordered === null) {
      restoreMeta();
      return "O" + resultJson;
    }
    let grew;
    try {
      grew = settle();
    } catch (e) {
      rollback();
      return "X" + describe(e);
    }
    if (grew < 0) {
      rollback();
      return "O" + resultJson;
    }
    if (bound + grew > cfg.maxState) {
      let n;
      try { n = stringify(root).length; } catch (e) { rollback(); return "X" + describe(e); }
      if (n > cfg.maxState) {
        rollback();
        return "S" + n;
      }
      bound = n;
    } else bound += grew;
    pending = true;
    return "W" + resultJson;
  }
  function failedCall(e) {
    rollback();
    return failed(e);
  }
  /** Keep a committing call's journal for \`undo()\`, and note which top-level keys it wrote. */
  function keepForTrial() {
    for (let i = 0; i < J.length; i += 4) {
      const t = J[i], k = J[i + 1];
      call(push, trial.J, t, k, J[i + 2], J[i + 3]);
      if (trial.keys === null) continue;
      if (t === root) {
        // A key added to or removed from the root changes the key order: no cheap view then.
        if (!J[i + 2] || !call(hasOwn, t, k)) trial.keys = null;
        else noteKey(k);
      } else {
        const top = topOf.get(t);
        if (top === undefined) trial.keys = null;
        else noteKey(top);
      }
    }
    if (reordered !== null) {
      for (let i = 0; i < reordered.length; i += 2) {
        if (reordered[i] === root) trial.keys = null;
        call(push, trial.reordered, reordered[i], reordered[i + 1]);
      }
    }
  }
  function noteKey(k) {
    if (call(mapGet, trial.keys, k) === true) return;
    call(mapSet, trial.keys, k, true);
    call(push, trial.keyList, k);
  }
  /** Undo quads \`q\` newest first, then restore key orders from \`r\` pairs, newest first. */
  function undoQuads(q, r) {
    for (let i = q.length - 4; i >= 0; i -= 4) {
      const t = q[i], k = q[i + 1];
      if (!q[i + 2]) rDelete(t, k);
      else if (k === "length" && isArray(t)) t.length = q[i + 3];
      else rDefine(t, k, { value: q[i + 3], writable: true, enumerable: true, configurable: true });
    }
    for (let i = r.length - 2; i >= 0; i -= 2) {
      const t = r[i], names = r[i + 1];
      for (let j = 0; j < names.length; j++) {
        const k = names[j];
        if (!call(hasOwn, t, k)) continue;
        const v = t[k];
        rDelete(t, k);
        rDefine(t, k, { value: v, writable: true, enumerable: true, configurable: true });
      }
    }
  }
  function startTrial() {
    topOf = new WeakMapC();
    own(topOf, "get", wmGet); own(topOf, "set", wmSet);
    const keys = new MapC();
    trial = { J: [], reordered: [], meta: stringify(meta), bound, keys, keyList: [] };
  }
  function commit() {
    if (!pending) return;
    if (trial !== null) keepForTrial();
    meta.ticks += 1;
    J.length = 0;
    reordered = null;
    idsSaved = null;
    pending = false;
  }
  function callOne(name, args) {
    if (pending) commit();
    rngSaved = meta.rng;
    idsSaved = null;
    let r;
    try {
      r = call(handlers[name], handlers, cfg.skipChangeCheck ? root : rootProxy, args, env);
      if (r instanceof PromiseC) return call(then, r, finish, failedCall);
    } catch (e) {
      return failedCall(e);
    }
    return finish(r);
  }

  return freeze({
    configure(json, ticks) {
      const c = parse(json);
      cfg.clockStart = c.clockStart; cfg.stepMs = c.stepMs; cfg.maxResult = c.maxResult; cfg.maxState = c.maxState;
      cfg.callTicks = c.callTicks; cfg.skipChangeCheck = c.skipChangeCheck === true;
      ticksNow = ticks;
    },
    install(exports, namesJson) {
      const d = exports === null || exports === undefined ? undefined : exports.default;
      if (d === null || typeof d !== "object") return "the module has no default export object";
      toolNames = parse(namesJson);
      const missing = [];
      // A tool named "constructor" or "toString" must not find Object.prototype's member.
      for (let i = 0; i < toolNames.length; i++) {
        const n = toolNames[i];
        if (typeof d[n] !== "function" || (!call(hasOwn, d, n) && d[n] === ObjectProto[n])) call(push, missing, n);
      }
      handlers = d;
      return missing.length === 0 ? "" : "missing handler(s): " + missing.join(", ");
    },
    load(userJson, envJson) {
      root = null; rootProxy = null;
      trial = null; topOf = null;
      freshMaps();
      root = parse(userJson);
      meta = parse(envJson);
      rootProxy = wrap(root);
      bound = userJson.length;
      J.length = 0; reordered = null; idsSaved = null; pending = false;
    },
    dump() {
      if (pending) commit();
      return stringify(meta) + "\n" + stringify(root);
    },
    call(name, argsJson) {
      const r = callOne(name, parse(argsJson));
      if (typeof r === "string") return r;
      parked = r;
      return "P";
    },
    parked() {
      const p = parked;
      parked = null;
      return p;
    },
    callMany(json, timed) {
      const list = parse(json);
      const out = [];
      own(out, "push", push);
      let i = 0;
      // Timed: one read of the work done per call (the end of a call starts the next one). A host
      // call costs more than a small handler, so the host runs a batch untimed first and has it
      // timed only when the whole entry took more than one call's budget.
      let t0 = timed ? ticksNow() : 0;
      const piece = (s) => {
        const now = timed ? ticksNow() : 0;
        if (now - t0 > cfg.callTicks) {
          if (s[0] === "W") rollback();
          s = "T";
        } else if (s[0] === "W") commit();
        out.push(s.length + ":" + s);
        t0 = now;
      };
      const step = () => {
        while (i < list.length) {
          const c = list[i++];
          const r = callOne(c[0], c[1]);
          if (r instanceof PromiseC) return call(then, r, (s) => { piece(s); return step(); });
          piece(r);
        }
        return call(join, out, "");
      };
      return step();
    },
    rollback() { rollback(); },
    commit() { commit(); },
    mark() {
      if (pending) commit();
      // New proxies: every object a handler reaches from now on gets its top-level key.
      freshMaps();
      rootProxy = wrap(root);
      startTrial();
    },
    undo() {
      if (trial === null) return "no mark";
      if (pending) rollback();
      undoQuads(trial.J, trial.reordered);
      meta = parse(trial.meta);
      bound = trial.bound;
      J.length = 0; reordered = null; idsSaved = null; pending = false;
      startTrial();
      return "";
    },
    changed() {
      if (pending) commit();
      if (trial === null || trial.keys === null) return "*";
      const out = {};
      const ks = trial.keyList;
      for (let i = 0; i < ks.length; i++)
        defineProperty(out, ks[i], { value: root[ks[i]], writable: true, enumerable: true, configurable: true });
      return stringify(meta) + "\n" + stringify(out);
    },
  });
})()`;
