/**
 * The script evaluated in every fresh QuickJS context before the bundle's module. It installs the
 * deterministic globals (`Math.random`, `Date`, a silent `console`) and returns the driver object
 * the host keeps handles to. The driver is not reachable from bundle code (it is never made
 * global), and it captures the intrinsics it uses so handlers that overwrite `JSON` or
 * `Array.prototype` cannot corrupt the protocol.
 *
 * Protocol (strings only cross the boundary):
 * - `configure(json)` clock and limits; `install(exports, toolNamesJson)` → "" or an error message;
 * - `load(userJson, envJson)` sets the committed state;
 * - `call(name, argsJson)` → a status string (or a promise of one for async handlers):
 *   `O<result>` ok and state unchanged, `W<result>` ok and state changed (pending until `commit()`),
 *   `E<{code,message}>` tool error, `X<name>\n<message>` exception, `I<message>` invalid output,
 *   `L<n>` result too large, `S<n>` state too large;
 * - `commit()` → `<envJson>\n<userJson>` and makes the pending state the committed one;
 * - `rollback()` puts the live state back to the committed one (the driver does this itself for
 *   every failure it sees; the host calls it when it rejects a result).
 *
 * The live state object stays in the VM between calls; one `JSON.stringify` per call decides
 * whether the call changed it, and failures re-parse the committed JSON (the atomicity cost).
 */
export const VM_DRIVER_SOURCE = String.raw`(() => {
  "use strict";
  const G = globalThis;
  const parse = JSON.parse;
  const stringify = JSON.stringify;
  const imul = Math.imul;
  const RealDate = Date;
  const toISO = Date.prototype.toISOString;
  const defineProperty = Object.defineProperty;
  const freeze = Object.freeze;
  const hasOwn = Object.prototype.hasOwnProperty;
  const ObjectProto = Object.prototype;
  const call = Function.prototype.call.bind(Function.prototype.call);
  const PromiseC = Promise;
  const then = Promise.prototype.then;
  const ErrorC = Error;
  const TypeErrorC = TypeError;
  const MapC = Map, SetC = Set, WeakMapC = WeakMap, WeakSetC = WeakSet;
  const StringC = String;
  const failures = new WeakSetC();
  const wsHas = WeakSet.prototype.has, wsAdd = WeakSet.prototype.add;

  const cfg = { clockStart: 0, stepMs: 0, maxResult: 1 << 20, maxState: 8 << 20, skipChangeCheck: false };
  let handlers = null;
  let toolNames = [];
  let committedUser = "{}";
  let live = {};
  let committedEnv = '{"ticks":0,"ids":{},"rng":1}';
  let scratchEnv = null;
  let pendingUser = null;
  let pendingEnv = null;

  function currentEnv() {
    if (scratchEnv === null) scratchEnv = parse(committedEnv);
    return scratchEnv;
  }
  function nowMs() { return cfg.clockStart + currentEnv().ticks * cfg.stepMs; }
  function random() {
    const e = currentEnv();
    let t = (e.rng = (e.rng + 0x6d2b79f5) >>> 0);
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  const env = freeze({
    now() { return call(toISO, new RealDate(nowMs())); },
    random() { return random(); },
    id(prefix) {
      const ids = currentEnv().ids;
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
  function checkValue(key, v) {
    const t = typeof v;
    if (t === "function" || t === "symbol" || t === "bigint")
      throw new BadValue("result holds a " + t + (key === "" ? "" : " at key " + stringify(key)));
    if (t === "object" && v !== null &&
        (v instanceof MapC || v instanceof SetC || v instanceof WeakMapC || v instanceof WeakSetC || v instanceof PromiseC))
      throw new BadValue("result holds a non-JSON object" + (key === "" ? "" : " at key " + stringify(key)));
    return v;
  }
  function rollback() {
    live = parse(committedUser);
  }
  function finish(value) {
    let resultJson;
    try {
      resultJson = value === undefined ? "null" : stringify(value, checkValue);
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
    let userJson;
    try {
      if (live !== null && typeof live === "object") delete live.__env;
      userJson = stringify(live);
    } catch (e) {
      rollback();
      return "X" + describe(e);
    }
    if (userJson === committedUser) return "O" + resultJson;
    if (userJson === undefined) {
      rollback();
      return "Xstate\nthe state is no longer an object";
    }
    if (userJson.length > cfg.maxState) {
      rollback();
      return "S" + userJson.length;
    }
    const e = currentEnv();
    e.ticks += 1;
    pendingUser = userJson;
    pendingEnv = stringify(e);
    return "W" + resultJson;
  }
  function failedCall(e) {
    rollback();
    return failed(e);
  }

  return freeze({
    configure(json) {
      const c = parse(json);
      cfg.clockStart = c.clockStart; cfg.stepMs = c.stepMs; cfg.maxResult = c.maxResult; cfg.maxState = c.maxState;
      cfg.skipChangeCheck = c.skipChangeCheck === true;
    },
    install(exports, namesJson) {
      const d = exports === null || exports === undefined ? undefined : exports.default;
      if (d === null || typeof d !== "object") return "the module has no default export object";
      toolNames = parse(namesJson);
      const missing = [];
      // A tool named "constructor" or "toString" must not find Object.prototype's member.
      for (const n of toolNames)
        if (typeof d[n] !== "function" || (!call(hasOwn, d, n) && d[n] === ObjectProto[n])) missing.push(n);
      handlers = d;
      return missing.length === 0 ? "" : "missing handler(s): " + missing.join(", ");
    },
    load(userJson, envJson) {
      live = parse(userJson);
      committedUser = userJson; committedEnv = envJson; scratchEnv = null; pendingUser = null;
    },
    call(name, argsJson) {
      pendingUser = null;
      scratchEnv = parse(committedEnv);
      const args = parse(argsJson);
      let r;
      try {
        r = call(handlers[name], handlers, live, args, env);
        if (r instanceof PromiseC) return call(then, r, finish, failedCall);
      } catch (e) {
        return failedCall(e);
      }
      return finish(r);
    },
    rollback() { rollback(); },
    commit() {
      committedUser = pendingUser; committedEnv = pendingEnv; pendingUser = null; scratchEnv = null;
      return committedEnv + "\n" + committedUser;
    },
  });
})()`;
