import { TEMPLATE_SLOT } from "../domain/doc-shapes.js";
import { DUMMY_DIGITS, TYPE_NAMED } from "../domain/field-roles.js";

/**
 * The generic CRUD/lookup runtime shipped inside every heuristic bundle, as text: the bundle must
 * be byte-identical wherever it is built, so this is never produced from compiled functions.
 * `M` (the operation map and entity model) is prepended as a JSON literal by `buildBundleCode`.
 * One piece is the domain's own: the pattern of an example that names its type (`TYPE_NAMED`).
 */
export const RUNTIME_SOURCE = String.raw`
var TERMINAL = ["cancelled","canceled","closed","completed","complete","rejected","declined","denied","deleted","archived","refunded","expired","failed","done","delivered","returned","voided","withdrawn","resolved","finished"];
var NO_CANCEL = ["shipped","in_transit","out_for_delivery","fulfilled","dispatched"];
var PENDING = ["pending","submitted","requested","open","draft","new","awaiting_approval","in_review","under_review","waiting","proposed","created"];
var REOPEN = ["reopen","restore","unarchive","resume","renew","unblock","activate","enable","start"];
var DECIDE = ["approve","reject","decide","accept","decline","deny"];
var NO_COPY = ["name","title","description","status","state","created_at","updated_at","type","kind","notes","note"];
var WORDS = ["amber","harbor","summit","maple","cedar","river","falcon","orchid","granite","meadow","beacon","willow","silver","coral","atlas","ember"];
var FIRST = ["Ana","Ben","Chloe","David","Elena","Farid","Grace","Hiro","Ines","Jonas","Kira","Liam","Maya","Noah","Olga","Priya"];
var LAST = ["Garcia","Smith","Chen","Muller","Rossi","Okafor","Novak","Silva","Kim","Dubois","Larsen","Patel","Haddad","Nakamura","Brown","Costa"];
var CITIES = ["Lisbon","Denver","Osaka","Toronto","Lyon","Austin","Porto","Seattle","Munich","Dublin"];

function isObj(v) { return v !== null && typeof v === "object" && !Array.isArray(v); }
function clone(v) { return v === undefined ? undefined : JSON.parse(JSON.stringify(v)); }
// A loose key is asked for again and again (every field of every record shown): made once each.
var LK = new Map();
function lk(s) {
  var str = String(s);
  var got = LK.get(str);
  if (got !== undefined) return got;
  if (LK.size > 20000) LK.clear();
  got = str.toLowerCase().replace(/[^a-z0-9]/g, "");
  LK.set(str, got);
  return got;
}
function stable(v) {
  if (Array.isArray(v)) return "[" + v.map(stable).join(",") + "]";
  if (isObj(v)) return "{" + Object.keys(v).sort().map(function (k) { return JSON.stringify(k) + ":" + stable(v[k]); }).join(",") + "}";
  return JSON.stringify(v === undefined ? null : v);
}
function h32(str) {
  var h = 0x811c9dc5;
  for (var i = 0; i < str.length; i++) { h ^= str.charCodeAt(i); h = Math.imul(h, 0x01000193); }
  return h >>> 0;
}
function rng(seed) {
  var a = h32(String(M.seed) + "|" + seed);
  return function () {
    a = (a + 0x6d2b79f5) >>> 0;
    var t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function pickOne(r, list) { return list[Math.floor(r() * list.length) % list.length]; }

function deref(s) {
  var n = 0;
  while (isObj(s) && typeof s.$i === "number" && n++ < 64) s = M.schemas[s.$i];
  return s;
}
// The doc's schemas never change: each is flattened once (a shared result, never written to).
var FLAT = new WeakMap();
function flat(s, d) {
  if (d || !isObj(s)) return flatten(s, d || 0);
  var got = FLAT.get(s);
  if (got === undefined) { got = flatten(s, 0); FLAT.set(s, got); }
  return got;
}
function flatten(s, d) {
  s = deref(s);
  if (!isObj(s)) return {};
  if (d > 6) return s;
  if (Array.isArray(s.allOf)) {
    var out = {}; var k;
    for (k in s) if (k !== "allOf") out[k] = s[k];
    var props = {}; var req = [];
    if (isObj(s.properties)) for (k in s.properties) props[k] = s.properties[k];
    if (Array.isArray(s.required)) req = s.required.slice();
    for (var i = 0; i < s.allOf.length; i++) {
      var f = flat(s.allOf[i], d + 1);
      if (isObj(f.properties)) for (k in f.properties) props[k] = f.properties[k];
      if (Array.isArray(f.required)) for (var j = 0; j < f.required.length; j++) if (req.indexOf(f.required[j]) < 0) req.push(f.required[j]);
      for (k in f) if (k !== "properties" && k !== "required" && out[k] === undefined) out[k] = f[k];
    }
    if (Object.keys(props).length) out.properties = props;
    if (req.length) out.required = req;
    s = out;
  }
  var br = Array.isArray(s.oneOf) ? s.oneOf : Array.isArray(s.anyOf) ? s.anyOf : null;
  if (br && br.length && !s.properties && s.type === undefined) {
    var fl = br.map(function (b) { return flat(b, d + 1); });
    var pick = fl.filter(function (b) { return isObj(b.properties); })[0] || fl.filter(function (b) { return b.type !== "null"; })[0] || fl[0];
    var o2 = {}; var key;
    for (key in s) if (key !== "oneOf" && key !== "anyOf") o2[key] = s[key];
    for (key in pick) if (o2[key] === undefined) o2[key] = pick[key];
    if (fl.some(function (b) { return b.type === "null"; })) o2.nullable = true;
    s = o2;
  }
  return s;
}
function tyOf(s) {
  var t = s.type;
  if (typeof t === "string") return t;
  if (Array.isArray(t)) { for (var i = 0; i < t.length; i++) if (t[i] !== "null") return t[i]; return "null"; }
  if (isObj(s.properties) || isObj(s.additionalProperties)) return "object";
  if (s.items !== undefined) return "array";
  if (Array.isArray(s.enum) && s.enum.length) { var v = s.enum[0]; return typeof v === "number" ? "number" : typeof v === "boolean" ? "boolean" : "string"; }
  return undefined;
}
function allowsNull(s) {
  return s.nullable === true || s.type === "null" || (Array.isArray(s.type) && s.type.indexOf("null") >= 0) || (Array.isArray(s.enum) && s.enum.indexOf(null) >= 0);
}
function typeOk(v, t) {
  if (t === "string") return typeof v === "string";
  if (t === "integer") return typeof v === "number" && Math.floor(v) === v && isFinite(v);
  if (t === "number") return typeof v === "number" && isFinite(v);
  if (t === "boolean") return typeof v === "boolean";
  if (t === "array") return Array.isArray(v);
  if (t === "object") return isObj(v);
  if (t === "null") return v === null;
  return true;
}
function fits(v, sch, d) {
  d = d || 0;
  var s = flat(sch);
  if (v === null) return allowsNull(s) || (s.type === undefined && !s.enum);
  if (s.const !== undefined && stable(s.const) !== stable(v)) return false;
  if (Array.isArray(s.enum) && s.enum.length && !s.enum.some(function (e) { return stable(e) === stable(v); })) return false;
  var t = s.type;
  if (Array.isArray(t)) { if (!t.some(function (x) { return typeOk(v, x); })) return false; }
  else if (typeof t === "string" && !typeOk(v, t)) return false;
  if (typeof v === "number") {
    if (typeof s.minimum === "number" && v < s.minimum) return false;
    if (typeof s.maximum === "number" && v > s.maximum) return false;
    if (typeof s.exclusiveMinimum === "number" && v <= s.exclusiveMinimum) return false;
    if (typeof s.exclusiveMaximum === "number" && v >= s.exclusiveMaximum) return false;
    if (s.exclusiveMinimum === true && typeof s.minimum === "number" && v <= s.minimum) return false;
    if (s.exclusiveMaximum === true && typeof s.maximum === "number" && v >= s.maximum) return false;
    if (typeof s.multipleOf === "number" && s.multipleOf > 0 && Math.abs(v / s.multipleOf - Math.round(v / s.multipleOf)) > 1e-9) return false;
  }
  if (typeof v === "string") {
    if (typeof s.minLength === "number" && v.length < s.minLength) return false;
    if (typeof s.maxLength === "number" && v.length > s.maxLength) return false;
    if (typeof s.pattern === "string") { try { if (!new RegExp(s.pattern, "u").test(v)) return false; } catch (e) { try { if (!new RegExp(s.pattern).test(v)) return false; } catch (e2) {} } }
  }
  if (d > 8) return true;
  if (Array.isArray(v)) {
    if (typeof s.minItems === "number" && v.length < s.minItems) return false;
    if (typeof s.maxItems === "number" && v.length > s.maxItems) return false;
    if (isObj(s.items)) for (var i = 0; i < v.length; i++) if (!fits(v[i], s.items, d + 1)) return false;
  }
  if (isObj(v)) {
    if (Array.isArray(s.required)) for (var j = 0; j < s.required.length; j++) if (v[s.required[j]] === undefined) return false;
    var props = isObj(s.properties) ? s.properties : {};
    for (var k in v) {
      if (props[k]) { if (!fits(v[k], props[k], d + 1)) return false; }
      else if (s.additionalProperties === false) return false;
      else if (isObj(s.additionalProperties) && !fits(v[k], s.additionalProperties, d + 1)) return false;
    }
  }
  return true;
}

function genPattern(p, r) {
  var src = p.replace(/^\^/, "").replace(/\$$/, "");
  var pos = 0;
  function cls(ch) {
    if (ch === "d") return "0123456789";
    if (ch === "w") return "abcdefghijklmnopqrstuvwxyz0123456789";
    if (ch === "s") return " ";
    return null;
  }
  function atom() {
    var c = src[pos++];
    if (c === "\\") { var e = src[pos++]; var k = cls(e); return k ? pickOne(r, k.split("")) : e; }
    if (c === ".") return pickOne(r, "abcdefghkmnpqrstuvwxyz".split(""));
    if (c === "[") {
      var chars = []; var neg = false;
      if (src[pos] === "^") { neg = true; pos++; }
      while (pos < src.length && src[pos] !== "]") {
        var a = src[pos++];
        if (a === "\\") { var e2 = src[pos++]; var k2 = cls(e2); if (k2) { chars = chars.concat(k2.split("")); continue; } a = e2; }
        if (src[pos] === "-" && src[pos + 1] !== "]" && pos + 1 < src.length) {
          var b = src[pos + 1]; pos += 2;
          for (var x = a.charCodeAt(0); x <= b.charCodeAt(0) && chars.length < 200; x++) chars.push(String.fromCharCode(x));
        } else chars.push(a);
      }
      pos++;
      if (neg || !chars.length) return "x";
      return pickOne(r, chars);
    }
    if (c === "(") {
      if (src[pos] === "?") { pos++; if (src[pos] === ":") pos++; }
      var alts = [""]; var depth = 0; var start = pos;
      var parts = []; var seg = "";
      while (pos < src.length) {
        var ch = src[pos];
        if (ch === "\\") { seg += ch + src[pos + 1]; pos += 2; continue; }
        if (ch === "(") depth++;
        if (ch === ")") { if (depth === 0) break; depth--; }
        if (ch === "|" && depth === 0) { parts.push(seg); seg = ""; pos++; continue; }
        seg += ch; pos++;
      }
      parts.push(seg); pos++;
      alts = parts; void start;
      var chosen = alts[0];
      var saveSrc = src, savePos = pos;
      src = chosen; pos = 0; var outS = seq(); src = saveSrc; pos = savePos;
      return outS;
    }
    return c;
  }
  function seq() {
    var out = "";
    while (pos < src.length) {
      if (src[pos] === "|") break;
      var aStart = pos;
      var a = atom();
      var q = src[pos]; var lo = 1, hi = 1;
      // An optional group is the doc's variant (an ARN prefix, a suffix): the bare form reads best.
      if (q === "?") { lo = 0; hi = src[pos - 1] === ")" ? 0 : 1; pos++; }
      else if (q === "*") { lo = 0; hi = 1; pos++; }
      else if (q === "+") { lo = 1; hi = 2; pos++; }
      else if (q === "{") {
        var end = src.indexOf("}", pos);
        var m = src.slice(pos + 1, end).split(",");
        lo = parseInt(m[0], 10) || 0; hi = m.length > 1 ? (m[1] === "" ? lo + 2 : parseInt(m[1], 10)) : lo;
        pos = end + 1;
      }
      var n = lo === hi ? lo : lo + Math.floor(r() * (Math.min(hi, lo + 4) - lo + 1));
      if (n >= 1) out += a;
      var save = pos;
      // Each repetition draws again ("os-3f9a…", not "os-bbbb…").
      for (var i = 1; i < n; i++) { pos = aStart; out += atom(); }
      pos = save;
    }
    return out;
  }
  try { return seq(); } catch (e) { return "x"; }
}

function clockBase() { return Date.parse(M.clock); }
function isoAt(r, spanDays, past) {
  var off = Math.floor(r() * spanDays * 24) * 3600000;
  return new Date(clockBase() + (past ? -off : off - spanDays * 12 * 3600000)).toISOString();
}
function numFor(s, name, r, isInt) {
  var n = lk(name); var a = 1, b = 100, dec = 2;
  // An offset from UTC is whole hours of a real zone, in the unit its doc says (worldtimeapi's
  // raw_offset "the difference in seconds …" read 89); a daylight-saving offset is none or an hour.
  if (/^(raw|dst|utc|gmt|tz|timezone|zone|std|standard)offset(seconds|secs|minutes|mins|hours)?$/.test(n)) {
    var d = String(s.description || "").toLowerCase() + " " + n;
    var unit = /second|secs/.test(d) ? 3600 : /minute|mins/.test(d) ? 60 : 1;
    var hours = /^dst/.test(n) ? (r() < 0.5 ? 0 : 1) : pickOne(r, [-8, -7, -6, -5, -4, 0, 1, 2, 9, 10]);
    return hours * unit;
  }
  if (/price|cost|amount|total|fee|balance|salary|revenue|subtotal|fare/.test(n)) { a = 5; b = 500; }
  else if (/latitude|^lat$/.test(n)) { a = -60; b = 60; dec = 4; }
  else if (/longitude|lng|^lon$/.test(n)) { a = -150; b = 150; dec = 4; }
  else if (/temp|celsius/.test(n)) { a = 12; b = 28; dec = 1; }
  else if (/percent|pct|humidity/.test(n)) { a = 0; b = 100; }
  // A place in the calendar (worldtimeapi's day_of_week "where sunday is 0", day_of_year) before
  // a year: never day_of_week 71 or day_of_year 2010 (fresh45 dev).
  else if (/dayofweek|^weekday$/.test(n)) { a = 0; b = 6; }
  else if (/dayofyear/.test(n)) { a = 1; b = 366; }
  else if (/dayofmonth/.test(n)) { a = 1; b = 28; }
  else if (/weeknumber|weekofyear/.test(n)) { a = 1; b = 52; }
  else if (/^(month|monthofyear)$/.test(n)) { a = 1; b = 12; }
  else if (/^(hour|hourofday)$/.test(n)) { a = 0; b = 23; }
  else if (/^(minute|minuteofhour)$/.test(n)) { a = 0; b = 59; }
  else if (/year/.test(n)) { a = 1995; b = 2026; }
  else if (/age$/.test(n)) { a = 18; b = 80; }
  else if (/rating|stars|score/.test(n)) { a = 1; b = 5; dec = 1; }
  else if (/count|quantity|qty|days|number|num|size|total/.test(n)) { a = 1; b = 20; }
  var lo = typeof s.minimum === "number" ? s.minimum : undefined;
  var hi = typeof s.maximum === "number" ? s.maximum : undefined;
  var step = isInt ? 1 : 0.01;
  if (typeof s.exclusiveMinimum === "number") lo = s.exclusiveMinimum + step;
  else if (s.exclusiveMinimum === true && lo !== undefined) lo += step;
  if (typeof s.exclusiveMaximum === "number") hi = s.exclusiveMaximum - step;
  else if (s.exclusiveMaximum === true && hi !== undefined) hi -= step;
  if (lo !== undefined) a = Math.max(a, lo);
  if (hi !== undefined) b = Math.min(b, hi);
  if (a > b) { a = lo !== undefined ? lo : b; b = hi !== undefined ? hi : a + 100; }
  var v;
  if (isInt) { var ia = Math.ceil(a), ib = Math.floor(b); if (ib < ia) ib = ia; v = ia + Math.floor(r() * (ib - ia + 1)); }
  else { v = Math.round((a + r() * (b - a)) * Math.pow(10, dec)) / Math.pow(10, dec); if (v < a) v = a; if (v > b) v = b; }
  if (typeof s.multipleOf === "number" && s.multipleOf > 0) {
    var m = s.multipleOf; v = Math.round(v / m) * m;
    if (lo !== undefined && v < lo) v += m;
    if (hi !== undefined && v > hi) v -= m;
    v = Number(v.toFixed(10));
  }
  return v;
}
function strFor(s, name, r) {
  var v = strRule(s, name, r);
  // Nothing known about the field: its own words, numbered ("Workflow trigger 3"), never filler.
  if (v === undefined) v = words(name) + " " + (1 + ((100 + Math.floor(r() * 900)) % 9));
  if (typeof s.pattern === "string" && !fits(v, { type: "string", pattern: s.pattern })) {
    for (var tries = 0; tries < 8; tries++) {
      var cand = genPattern(s.pattern, r);
      if (fits(cand, { type: "string", pattern: s.pattern, minLength: s.minLength, maxLength: s.maxLength })) return cand;
      if (tries === 0) v = cand;
    }
  }
  if (typeof s.minLength === "number" && v.length < s.minLength) { while (v.length < s.minLength) v += "x"; }
  if (typeof s.maxLength === "number" && v.length > s.maxLength) v = v.slice(0, s.maxLength);
  return v;
}
// Base64 of a small file of the kind the field's name or doc says (a PDF, an image), else a CSV.
function bytesFor(words) {
  if (/pdf/.test(words)) return "JVBERi0xLjcKJeLjz9MKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4KZW5kb2JqCjIgMCBvYmoKPDwgL1R5cGUgL1BhZ2VzIC9LaWRzIFszIDAgUl0gL0NvdW50IDEgPj4KZW5kb2JqCjMgMCBvYmoKPDwgL1R5cGUgL1BhZ2UgL1BhcmVudCAyIDAgUiAvTWVkaWFCb3ggWzAgMCA2MTIgNzkyXSA+PgplbmRvYmoKdHJhaWxlcgo8PCAvUm9vdCAxIDAgUiA+PgolJUVPRgo=";
  if (/\bsvg\b/.test(words)) return "PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSIzMjAiIGhlaWdodD0iMjAwIj48cmVjdCB3aWR0aD0iMzIwIiBoZWlnaHQ9IjIwMCIgZmlsbD0iI2ZmZiIvPjx0ZXh0IHg9IjE2IiB5PSI0MCI+Q2FyZDwvdGV4dD48L3N2Zz4=";
  if (/image|png|photo|picture|logo|avatar|thumbnail|qr code|quick response/.test(words)) return "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP4z8DwHwAFAAIB4tGkswAAAABJRU5ErkJggg==";
  return "aWQsbmFtZSxzdGF0dXMKMSxSZXBvcnQsY29tcGxldGUK";
}
// A string the field's name or format says something about; undefined when nothing does.
function strRule(s, name, r) {
  var f = s.format; var n = lk(name); var v;
  var w = pickOne(r, WORDS); var num = 100 + Math.floor(r() * 900);
  var first = pickOne(r, FIRST), last = pickOne(r, LAST);
  var ln = String(name).replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
  if (f === "date-time" || f === "datetime" || (!f && /(_at|timestamp|datetime|_time)$/.test(ln))) v = isoAt(r, 60, /created|updated|modified|last|sent|received/.test(n));
  else if (f === "date" || (!f && /(date|_on|birthday|^dob|_until|_since|expires|expiry)$/.test(ln))) v = isoAt(r, 60, /birth|dob/.test(n)).slice(0, 10);
  else if (f === "time" || n === "time") v = isoAt(r, 1, false).slice(11, 19);
  else if (f === "email" || /email|mail$/.test(n)) v = (first + "." + last).toLowerCase() + "@example.com";
  else if (f === "uuid" || /uuid|guid/.test(n)) { var hx = ""; for (var i = 0; i < 32; i++) hx += "0123456789abcdef"[Math.floor(r() * 16)]; v = hx.slice(0, 8) + "-" + hx.slice(8, 12) + "-4" + hx.slice(13, 16) + "-a" + hx.slice(17, 20) + "-" + hx.slice(20, 32); }
  else if (f === "uri" || f === "url" || f === "uri-reference" || /url|uri|link|href|website|image|avatar|photo/.test(n)) v = "https://example.com/" + w + "/" + num;
  else if (f === "ipv4" || /^ip|ipaddress/.test(n)) v = "10.0." + Math.floor(r() * 255) + "." + Math.floor(r() * 255);
  else if (f === "ipv6") v = "fd00::" + num;
  else if (f === "hostname" || /hostname|domain/.test(n)) v = w + ".example.com";
  else if (f === "byte" || f === "base64") v = bytesFor(n + " " + String(s.description || "").toLowerCase());
  else if (f === "password" || /password|secret/.test(n)) v = "S3cret-" + num;
  else if (/phone|mobile|tel$|fax/.test(n)) v = "+1-555-0" + num;
  else if (/firstname|givenname/.test(n)) v = first;
  else if (/lastname|surname|familyname/.test(n)) v = last;
  else if (/username|login|handle/.test(n)) v = (first + num).toLowerCase();
  // An owner's id is an id, never the owner's name ("ownerId": "Liam Rossi", fresh19).
  else if (/fullname|personname|^name$|displayname|author|owner|assignee/.test(n) && !/(id|ids|uuid)$/.test(n)) v = first + " " + last;
  else if (/countrycode/.test(n) || (/country/.test(n) && s.maxLength === 2)) v = pickOne(r, ["US","DE","FR","JP","BR","CA"]);
  else if (/country/.test(n)) v = pickOne(r, ["United States","Germany","France","Japan","Brazil","Canada"]);
  else if (/city|town/.test(n)) v = pickOne(r, CITIES);
  else if (/currency/.test(n)) v = pickOne(r, ["USD","EUR","GBP","JPY"]);
  else if (/language|lang|locale/.test(n)) v = pickOne(r, ["en","de","fr","es"]);
  else if (/zip|postal/.test(n)) v = String(10000 + Math.floor(r() * 89999));
  else if (/(address|street|line1)$/.test(n)) v = num + " " + w.charAt(0).toUpperCase() + w.slice(1) + " St";
  else if (/color|colour/.test(n)) v = pickOne(r, ["red","blue","green","black","white"]);
  // What a weather tool answers: the sky and the temperature, never "Weather 3".
  else if (/^(weather|forecast|conditions|currentweather|weatherforecast)$/.test(n)) v = pickOne(r, ["Sunny", "Partly cloudy", "Light rain", "Overcast", "Clear", "Showers", "Windy"]) + ", " + (8 + Math.floor(r() * 20)) + " °C";
  else if (/status|state$/.test(n)) v = pickOne(r, ["active","pending","ok"]);
  else if (/(id|code|sku|ref|reference|number|token|key|tag|slug)$/.test(n)) v = (n.replace(/(id|code|sku|ref|reference|number|token|key|tag|slug)$/, "").slice(0, 3) || "id") + "_" + num + Math.floor(r() * 10);
  else if (/title|subject|headline|label|name$/.test(n)) v = w.charAt(0).toUpperCase() + w.slice(1) + " " + pickOne(r, ["plan","report","update","review","session","notes"]);
  else if (/version/.test(n)) v = "1." + Math.floor(r() * 10) + "." + Math.floor(r() * 10);
  return v;
}
function words(name) {
  var t = String(name).replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[_\-.]+/g, " ").trim().toLowerCase() || "value";
  return t.charAt(0).toUpperCase() + t.slice(1);
}
function singularOf(n) { return String(n).replace(/ies$/, "y").replace(/s$/, ""); }

// Envgen's sampled values per field name (M.values): one row per object, so parts of a record agree.
// A field whose meaning depends on its record (a comment on an invoice vs on a ticket) has rows of
// its own under "<entity or tool>.<field>", read first for the op being run (SCOPE).
var SCOPE = "";
// The env of the call being answered: an envelope's server time is its clock.
var ENV = null;
// The kind of call being answered: a record made now, or an answer worked out of the call.
var MAKING = false;
var DERIVING = false;
// Keys of when a record was made or last changed: a record made by this call was made now.
var MADE_KEY = /^(created|createdat|createdon|datecreated|creationdate|createddate|createdtime|creationtime|creationtimestamp|createtime|createdate|timecreated|updated|updatedat|updatedon|modified|modifiedat|lastmodified|lastupdated|dateupdated|datemodified|updatetime)$/;
// A value one record holds alone: its own key, or a key the doc calls unique ("Optional unique
// identifier for the message"). The doc's example of it is one record's, not every record's.
function ownKey(s, name) {
  var n = lk(name);
  if (/^(id|uid|uuid|guid)$/.test(n) || s.format === "uuid") return true;
  return /\bunique\b/i.test(String(s.description || "")) && /(id|key|uid)$/.test(n);
}
// An example that names its field instead of giving a value ("unique-app-identifier" for a uid
// "Optional unique identifier for the application").
// So is one that names the value's type: otoroshi's "a string value" on 227 fields, "URL".
// So is a dummy number (otoroshi's 123123 on every size and count); digits in text keep their shape.
function placeholder(v, name, s) {
  if (typeof v === "number" && v % 1 === 0 && /${DUMMY_DIGITS.source}/.test(String(Math.abs(v)))) return true;
  if (typeof v !== "string") return false;
  if (/${TEMPLATE_SLOT.source}/.test(v)) return true;
  if (/${TYPE_NAMED.source}/i.test(v.trim())) return true;
  var ws = v.toLowerCase().split(/[-_.\s]+/).filter(function (x) { return x; });
  if (ws.length < 2 || ws.some(function (x) { return !/^[a-z]{2,}$/.test(x); })) return false;
  var said = (words(name) + " " + String(s.description || "")).toLowerCase().split(/[^a-z]+/).filter(function (x) { return x.length >= 2; });
  return ws.every(function (x) { return said.some(function (d) { return d === x || (x.length >= 3 && d.indexOf(x) === 0); }); });
}
// A key of the example's form: its prefix kept ("evt_"), every other letter and digit redrawn in
// its class, so a new record's key reads like the doc's and is its own.
function likeExample(ex, r) {
  var head = (/^[A-Za-z]{1,6}[_-]/.exec(ex) || [""])[0];
  var lower = "abcdefghijklmnopqrstuvwxyz";
  return head + ex.slice(head.length).replace(/[0-9A-Za-z]/g, function (c) {
    if (/[0-9]/.test(c)) return String(Math.floor(r() * 10));
    var l = lower.charAt(Math.floor(r() * 26));
    return /[A-Z]/.test(c) ? l.toUpperCase() : l;
  });
}
function tableValue(s, name, seed) {
  var has = function (k) { return M.values && Object.prototype.hasOwnProperty.call(M.values, k); };
  var list = SCOPE && has(SCOPE + "." + name) ? M.values[SCOPE + "." + name] : has(name) ? M.values[name] : null;
  if (!Array.isArray(list) || !list.length) return undefined;
  var str = String(seed); var cut = str.lastIndexOf("/");
  var v = list[h32(cut > 0 ? str.slice(0, cut) : str) % list.length];
  return v !== null && v !== undefined && fits(v, s) ? clone(v) : undefined;
}
// One record appears once in a list: a key repeated across items (the doc's one example id, a
// value drawn twice) is drawn again for the later items, without the example.
function uniqueKeys(arr, items, seed, depth, stored) {
  var its = flat(items);
  if (!isObj(its.properties)) return arr;
  Object.keys(its.properties).forEach(function (k) {
    if (!/(^|_)id$|[a-z0-9]Id$|^uuid$/.test(k)) return;
    if (stored && isRefKey(k)) return;
    var ks = flat(its.properties[k]);
    if (Array.isArray(ks.enum) || ks.const !== undefined) return;
    var bare = {}; for (var key in ks) if (key !== "example" && key !== "examples" && key !== "default") bare[key] = ks[key];
    var seen = [];
    arr.forEach(function (item, n) {
      if (!isObj(item) || item[k] === undefined || item[k] === null) return;
      var v = item[k];
      if (seen.indexOf(stable(v)) >= 0) {
        // The doc's own shape first ("TSXOJ6LFQ2" → "TSXOJ6LFQ3"), then fresh draws; never a value the schema refuses.
        var cands = [];
        var suf = String(n + 1);
        if (typeof v === "string") cands.push(v.length > suf.length ? v.slice(0, v.length - suf.length) + suf : v + suf);
        if (typeof v === "number") cands.push(v + n + 1);
        for (var t = 0; t < 4; t++) cands.push(fill(bare, k, seed + "/" + n + "#" + t, depth + 1));
        for (var c = 0; c < cands.length; c++) if (fits(cands[c], ks) && seen.indexOf(stable(cands[c])) < 0) { item[k] = cands[c]; break; }
      }
      seen.push(stable(item[k]));
    });
  });
  return arr;
}
var REF_KEYS = null;
// A key that names a record of some collection (its id, or a reference to it).
function isRefKey(k) {
  if (!REF_KEYS) {
    REF_KEYS = {};
    for (var e in M.entities) {
      var E = M.entities[e];
      REF_KEYS[lk(E.idField)] = true;
      REF_KEYS[lk(E.singular) + "id"] = true;
      for (var f in E.refs || {}) REF_KEYS[lk(f)] = true;
    }
  }
  return REF_KEYS[lk(k)] === true;
}
var NO_VALUE = /^(none|unknown|n\/a|na|null|undefined|not[ _]?available)$/i;
function fill(schema, name, seed, depth, rich) {
  depth = depth || 0;
  var s = flat(schema);
  var r = rng(seed + "#" + name);
  if (s.const !== undefined) return clone(s.const);
  if (Array.isArray(s.enum) && s.enum.length) {
    var en = s.enum.filter(function (x) { return x !== null; });
    return clone(en.length ? pickOne(r, en) : null);
  }
  // A record made by this call was made now, whatever the doc's example time.
  if (MAKING && ENV && MADE_KEY.test(lk(name))) {
    var made = epochStamp(s, Date.parse(ENV.now()));
    if (made === undefined && (tyOf(s) === "string" || tyOf(s) === undefined)) made = s.format === "date" ? ENV.now().slice(0, 10) : ENV.now();
    if (made !== undefined && fits(made, s)) return made;
  }
  // An answer worked out of the call (a file parsed, a text analysed) follows what was sent: its
  // values come from the rows drawn for this tool, picked by the call, not the doc's one example.
  if (DERIVING && M.values && Object.prototype.hasOwnProperty.call(M.values, SCOPE + "." + name)) {
    var dv = tableValue(s, name, seed);
    if (dv !== undefined) return dv;
  }
  var ex = s.example !== undefined ? s.example : Array.isArray(s.examples) ? s.examples[0] : undefined;
  if (ex !== undefined && placeholder(ex, name, s)) ex = undefined;
  if (ex !== undefined && ownKey(s, name) && (typeof ex === "string" || typeof ex === "number")) {
    var own = typeof ex === "number" ? Number(likeExample(String(ex), r)) : likeExample(ex, r);
    if (fits(own, s)) return own;
    ex = undefined;
  }
  if (ex !== undefined && fits(ex, s)) return clone(ex);
  // \`"default": "Not Available"\` on every field of an answer says what an unknown reads as.
  if (s.default !== undefined && fits(s.default, s) && !NO_VALUE.test(String(s.default))) return clone(s.default);
  var tv = tableValue(s, name, seed);
  if (tv !== undefined) return tv;
  var t = tyOf(s);
  if (t === undefined) t = /count|total|amount|price|quantity|number/.test(lk(name)) ? "number" : "string";
  if (t === "null") return null;
  if (t === "object") {
    var out = {};
    if (depth > 6) return out;
    var props = isObj(s.properties) ? s.properties : {};
    var req = Array.isArray(s.required) ? s.required : [];
    var keys = Object.keys(props);
    for (var i = 0; i < keys.length; i++) {
      var k = keys[i];
      if (req.indexOf(k) >= 0) out[k] = fill(props[k], k, seed + "/" + k, depth + 1, rich);
      else if (rich && depth < 3 && i < 24) { var ov = fillOptional(props[k], k, seed + "/" + k, depth + 1, rich); if (ov !== undefined) out[k] = ov; }
    }
    for (var j = 0; j < req.length; j++) if (out[req[j]] === undefined) out[req[j]] = fill(isObj(s.additionalProperties) ? s.additionalProperties : {}, req[j], seed + "/" + req[j], depth + 1, rich);
    // A record with nothing in it reads as a bug: give it its first few scalar fields.
    if (Object.keys(out).length === 0 && depth <= 6) {
      for (var m = 0, got = 0; m < keys.length && got < 6; m++) {
        var pt = tyOf(flat(props[keys[m]]));
        if (pt === "object" || pt === "array") continue;
        out[keys[m]] = fill(props[keys[m]], keys[m], seed + "/" + keys[m], depth + 1, rich); got++;
      }
    }
    if (typeof s.minProperties === "number" && Object.keys(out).length < s.minProperties && s.additionalProperties !== false) {
      var ap = isObj(s.additionalProperties) ? s.additionalProperties : {};
      for (var q = Object.keys(out).length; q < s.minProperties; q++) out["key" + q] = fill(ap, "value", seed + "/key" + q, depth + 1, rich);
    }
    return out;
  }
  if (t === "array") {
    var lo = typeof s.minItems === "number" ? s.minItems : 0;
    var hi = typeof s.maxItems === "number" ? s.maxItems : 3;
    var cnt = depth > 4 ? lo : Math.max(lo, Math.min(hi, 1 + Math.floor(r() * 3)));
    // Error lists stay empty on success; items the doc gives no shape for would be empty objects.
    var its = isObj(s.items) ? flat(s.items) : {};
    if (/^(errors?|invalidfields|warnings|failures|faults|violations|problems)$/.test(lk(name))) cnt = lo;
    else if (tyOf(its) === "object" && !isObj(its.properties) && !isObj(its.additionalProperties)) cnt = lo;
    // An answer worked out of the call lists what the doc's one example item shows once: a word's
    // one definition, never three drawn ones (lookup's define_word).
    var exampled = isObj(its.properties) && Object.keys(its.properties).length > 0 && Object.keys(its.properties).every(function (k) { var p = isObj(its.properties[k]) ? its.properties[k] : {}; return p.example !== undefined || Array.isArray(p.examples); });
    if (DERIVING && exampled) cnt = Math.max(lo, Math.min(cnt, 1));
    var arr = []; var seen = [];
    for (var a = 0; a < cnt + 6 && arr.length < cnt; a++) {
      var item = fill(isObj(s.items) ? s.items : {}, singularOf(name), seed + "/" + a, depth + 1, rich);
      // A list naming one item twice (the doc's one example item, thrice) reads as a bug.
      if (s.uniqueItems || typeof item === "string" || isObj(item)) { var key = stable(item); if (seen.indexOf(key) >= 0) continue; seen.push(key); }
      // An item with nothing in it (its fields all optional and of no known meaning) is no item.
      if (isObj(item) && Object.keys(item).length === 0 && isObj(its.properties)) continue;
      arr.push(item);
    }
    return uniqueKeys(arr, its, seed, depth);
  }
  // A built-in record is the API's own, never one made by a call or most of a list: "isSystem":
  // true on a role just added (fresh52 blind readers N on 6 of 60).
  if (t === "boolean" && /^(is)?(system|builtin|predefined)$/.test(lk(name))) return r() < 0.15;
  if (t === "boolean") return /^(ok|success|succeeded|done|deleted|spoken|sent|available|valid|changed|updated|created|accepted|enabled|confirmed)$/.test(lk(name)) ? true : r() < 0.5;
  if (t === "integer" || t === "number") return numFor(s, name, r, t === "integer");
  var tpl = arnTemplateOf(s);
  if (tpl) { var arn = arnOf(tpl, { singular: "", name: "", idField: "" }, {}, seed + "/" + name); if (fits(arn, s)) return arn; }
  return strFor(s, name, r);
}

// An optional text field nothing says anything about (no example, format, table row or rule of
// its name) is left out: "Category 7" or a word of the doc claims a meaning the API never had.
// So is a list of such texts ("Endpoint 3" in endpoints).
function fillOptional(schema, name, seed, depth, rich) {
  var s = flat(schema);
  if (tableValue(s, name, seed) !== undefined) return fill(schema, name, seed, depth, rich);
  var its = tyOf(s) === "array" && isObj(s.items) ? flat(s.items) : null;
  var text = its ? its : s;
  var itemName = its ? singularOf(name) : name;
  if (tyOf(text) === "string" && saysNothing(s) && saysNothing(text) &&
      tableValue(text, itemName, seed) === undefined && strRule(text, itemName, function () { return 0; }) === undefined) return undefined;
  return fill(schema, name, seed, depth, rich);
}
// No value the doc gives or shapes (its description alone names no value the runtime could use).
function saysNothing(s) {
  return s.enum === undefined && s.const === undefined && s.example === undefined &&
    !Array.isArray(s.examples) && s.default === undefined && s.format === undefined && s.pattern === undefined;
}
function lookupKey(v, k) {
  if (Object.prototype.hasOwnProperty.call(v, k)) return v[k];
  var kk = lk(k);
  for (var x in v) if (lk(x) === kk) return v[x];
  return undefined;
}
// lookupKey for many keys of one object that does not change meanwhile: its loose keys are read once.
function looseKeys(v) {
  var idx = new Map();
  for (var x in v) { var kx = lk(x); if (!idx.has(kx)) idx.set(kx, x); }
  return function (k) {
    if (Object.prototype.hasOwnProperty.call(v, k)) return v[k];
    var x = idx.get(lk(k));
    return x === undefined ? undefined : v[x];
  };
}
// A record holding a code where the doc shows an object of it ("GBP" for {code, description}) is
// that object keyed by the code, not a fresh object with another code and the doc's label ("Euro").
function keyedObject(v, s, seed, depth) {
  if (typeof v !== "string" && typeof v !== "number") return undefined;
  var props = isObj(s.properties) ? s.properties : {};
  var hit;
  for (var k in props) {
    var ps = flat(props[k]);
    if (!fits(v, ps)) continue;
    if (Array.isArray(ps.enum) && ps.enum.some(function (e) { return eqv(e, v); })) { hit = k; break; }
    if (hit === undefined && /^(code|id|key|value|symbol|isocode)$/.test(lk(k))) hit = k;
  }
  if (hit === undefined) return undefined;
  var o = {}; o[hit] = v;
  var req = Array.isArray(s.required) ? s.required : [];
  for (var j = 0; j < req.length; j++) if (o[req[j]] === undefined && props[req[j]]) o[req[j]] = fill(props[req[j]], req[j], seed + "/" + req[j], depth + 1);
  return o;
}
function coerce(v, t) {
  if (t === "string" && (typeof v === "number" || typeof v === "boolean")) return String(v);
  if ((t === "number" || t === "integer") && typeof v === "string" && v.trim() !== "" && isFinite(Number(v))) return Number(v);
  if (t === "boolean" && (v === "true" || v === "false")) return v === "true";
  if (t === "array" && !Array.isArray(v) && v !== undefined) return [v];
  return undefined;
}
function shape(v, schema, name, seed, depth, rich) {
  depth = depth || 0;
  if (!isObj(schema)) return v === undefined ? null : v;
  var s = flat(schema);
  if (v === undefined || (v === null && !allowsNull(s))) return fill(s, name, seed, depth, rich);
  if (v === null) return null;
  if (depth > 10) return fits(v, s) ? v : fill(s, name, seed, depth);
  var t = tyOf(s);
  if (t === undefined && s.enum === undefined && s.const === undefined) return v;
  if (t === "object") {
    if (!isObj(v)) { var keyed = keyedObject(v, s, seed, depth); return keyed !== undefined ? keyed : fill(s, name, seed, depth, rich); }
    // A stored record fills what it lacks from its own seed wherever an answer shows it, so a list
    // and a read of one record make the same label for it (stop 53: "sports", then "business").
    if (typeof v.__seed === "string") seed = v.__seed;
    var props = isObj(s.properties) ? s.properties : null;
    var req = Array.isArray(s.required) ? s.required : [];
    var out = {}; var k;
    if (!props) {
      if (s.additionalProperties === false) return {};
      if (isObj(s.additionalProperties)) { for (k in v) out[k] = shape(v[k], s.additionalProperties, k, seed + "/" + k, depth + 1, rich); }
      else out = clone(v);
      for (var q = 0; q < req.length; q++) if (out[req[q]] === undefined) out[req[q]] = fill(isObj(s.additionalProperties) ? s.additionalProperties : {}, req[q], seed + "/" + req[q], depth + 1);
      return out;
    }
    var keys = Object.keys(props);
    var look = looseKeys(v);
    for (var i = 0; i < keys.length; i++) {
      k = keys[i];
      var pv = look(k);
      if (pv === undefined && Array.isArray(v.__absent) && v.__absent.indexOf(k) >= 0) continue;
      if (pv !== undefined) out[k] = shape(pv, props[k], k, seed + "/" + k, depth + 1, rich);
      else if (req.indexOf(k) >= 0) out[k] = fill(props[k], k, seed + "/" + k, depth + 1, rich);
      else if (rich && depth < 3 && i < 24) { var ov = fillOptional(props[k], k, seed + "/" + k, depth + 1, rich); if (ov !== undefined) out[k] = ov; }
    }
    for (var j = 0; j < req.length; j++) if (out[req[j]] === undefined) out[req[j]] = v[req[j]] !== undefined && s.additionalProperties !== false ? v[req[j]] : fill({}, req[j], seed + "/" + req[j], depth + 1);
    if (typeof s.maxProperties === "number") { var ks = Object.keys(out); for (var z = s.maxProperties; z < ks.length; z++) if (req.indexOf(ks[z]) < 0) delete out[ks[z]]; }
    return out;
  }
  if (t === "array") {
    var arr = Array.isArray(v) ? v : null;
    if (!arr) return fill(s, name, seed, depth, rich);
    if (typeof s.maxItems === "number") arr = arr.slice(0, s.maxItems);
    // Records of the state share the records they reference (the fact finder a filtered list was
    // asked for): such a key is never redrawn per item.
    var stored = arr.length > 0 && arr.every(function (x) { return isObj(x) && x.__seed; });
    // A stored record goes into the doc's wrapper of one (\`[{product: {…}}]\`).
    var res = arr.map(function (x, n) { return shape(isObj(x) && x.__seed && isObj(s.items) ? wrapFor(flat(s.items), x) : x, isObj(s.items) ? s.items : {}, name, isObj(x) && x.__seed ? x.__seed : seed + "/" + n, depth + 1, rich); });
    while (typeof s.minItems === "number" && res.length < s.minItems) res.push(fill(isObj(s.items) ? s.items : {}, name, seed + "/" + res.length, depth + 1));
    // A list of words (stop types, categories, tags) names each once, whatever uniqueItems says.
    if (s.uniqueItems || res.every(function (x) { return typeof x === "string"; })) { var seen = []; res = res.filter(function (x) { var key = stable(x); if (seen.indexOf(key) >= 0) return false; seen.push(key); return true; }); }
    return uniqueKeys(res, isObj(s.items) ? s.items : {}, seed, depth, stored);
  }
  if (fits(v, s)) return v;
  // A list of names built from records: each record by its name, not a made-up string.
  if (t === "string" && isObj(v)) { var lab = labelOf(v); if (lab === undefined) lab = ownTextOf(v, name); if (lab !== undefined && fits(lab, s)) return lab; }
  var c = coerce(v, t);
  if (c !== undefined && fits(c, s)) return c;
  return fill(s, name, seed, depth);
}

function coll(state, e) { if (!Array.isArray(state[e])) state[e] = []; return state[e]; }
function eqv(a, b) {
  if (a === b) return true;
  if (a === null || b === null || a === undefined || b === undefined) return false;
  if (typeof a === "object" || typeof b === "object") return stable(a) === stable(b);
  return String(a).toLowerCase() === String(b).toLowerCase();
}
// The first record whose field f is v (a lookup by key stops at its record).
function firstWith(rows, f, v) {
  for (var i = 0; i < rows.length; i++) if (eqv(rows[i][f], v)) return rows[i];
  return undefined;
}
function matches(rec, f, val) {
  var rv = rec[f];
  if (Array.isArray(val)) return val.some(function (x) { return matches(rec, f, x); });
  if (Array.isArray(rv)) return rv.some(function (x) { return eqv(x, val); });
  return eqv(rv, val);
}
function cmp(x, v) {
  if (x === undefined || x === null) return NaN;
  if (typeof x === "number" || typeof v === "number") return Number(x) - Number(v);
  var a = String(x), b = String(v);
  if (/^\d{4}-\d{2}-\d{2}/.test(a) && /^\d{4}-\d{2}-\d{2}/.test(b)) { a = a.slice(0, b.length); }
  return a < b ? -1 : a > b ? 1 : 0;
}
// What a person calls a record: its name or title. A search by name matches it first.
var LABELS = ["name", "title", "label", "displayName", "display_name", "fullName", "full_name"];
function labelOf(rec) {
  for (var i = 0; i < LABELS.length; i++) { var v = lookupKey(rec, LABELS[i]); if (typeof v === "string" && v) return v; }
  return undefined;
}
// A record with no name is called by the field named for what the list holds ("word" of a list
// of "words"), or by its one text field ("category" of a category): "Words 7" names nothing.
function ownTextOf(rec, name) {
  var own = lookupKey(rec, singularOf(String(name || "")));
  if (typeof own === "string" && own) return own;
  var texts = [];
  for (var k in rec) if (k !== "__seed" && typeof rec[k] === "string" && !/(^|_)id$|[a-z0-9]Id$/.test(k)) texts.push(rec[k]);
  return texts.length === 1 && texts[0] ? texts[0] : undefined;
}
function textOf(rec) {
  var out = [];
  for (var k in rec) { var v = rec[k]; if (typeof v === "string") out.push(v); else if (Array.isArray(v)) v.forEach(function (x) { if (typeof x === "string") out.push(x); }); }
  return out.join(" \u0001 ").toLowerCase();
}
function seedOf(ent, rec) { return ent.name + ":" + stable(rec[ent.idField]); }
// A copy of src at o[k], made when first read: the parts of a record (and of the records it
// refers to) that an answer does not show are never copied. Written over, it is the value written.
function lazyCopy(o, k, src) {
  var put = function (x) { Object.defineProperty(o, k, { value: x, writable: true, enumerable: true, configurable: true }); };
  Object.defineProperty(o, k, { get: function () { var c = clone(src); put(c); return c; }, set: put, enumerable: true, configurable: true });
}
// clone(rec), each object in it copied when first read (a number as JSON has it).
function copyRec(rec) {
  var v = {};
  for (var k in rec) {
    var x = rec[k];
    if (x !== null && typeof x === "object") { lazyCopy(v, k, x); continue; }
    if (x === undefined || typeof x === "function" || typeof x === "symbol") continue;
    if (typeof x === "number") x = isFinite(x) ? x + 0 : null;
    if (k !== "__proto__") v[k] = x;
    else Object.defineProperty(v, k, { value: x, writable: true, enumerable: true, configurable: true });
  }
  return v;
}
function view(ent, rec, state) {
  var v = copyRec(rec);
  var id = rec[ent.idField];
  if (v.id === undefined) v.id = id;
  if (v[ent.singular + "_id"] === undefined) v[ent.singular + "_id"] = id;
  for (var f in ent.refs) {
    var stem = f.replace(/_?(id|Id|ID|code|number)$/, "");
    if (!stem || v[stem] !== undefined || rec[f] === undefined) continue;
    var T = M.entities[ent.refs[f]];
    var hit = firstWith(coll(state, T.name), T.idField, rec[f]);
    if (hit) lazyCopy(v, stem, hit);
  }
  v.__seed = seedOf(ent, rec);
  // A record that is not gone has no time of deletion to show, not even a made-up one.
  var sf = ent.statusField, live = sf && (ent.gone || []).indexOf(rec[sf]) < 0;
  var absent = (ent.stamps || []).filter(function (s) { return s.gone && live && rec[s.f] === undefined; }).map(function (s) { return s.f; });
  if (absent.length > 0) v.__absent = absent;
  return v;
}
function strip(v) {
  if (Array.isArray(v)) return v.map(strip);
  if (!isObj(v)) return v;
  var o = {};
  for (var k in v) if (k !== "__seed" && k !== "__absent") o[k] = strip(v[k]);
  return o;
}
function arrayKey(s) {
  var props = isObj(s.properties) ? s.properties : {};
  var keys = Object.keys(props).filter(function (k) { return tyOf(flat(props[k])) === "array"; });
  if (keys.length === 1) return keys[0];
  var pref = ["items","data","results","records","values","list","entries"];
  for (var i = 0; i < pref.length; i++) if (keys.indexOf(pref[i]) >= 0) return pref[i];
  return keys[0];
}
function wrapFor(s, v) {
  if (tyOf(s) === "array" && !Array.isArray(v)) return [v];
  if (tyOf(s) !== "object" || !isObj(s.properties) || !isObj(v)) return v;
  var props = s.properties; var keys = Object.keys(props);
  var look = looseKeys(v);
  if (keys.some(function (k) { return look(k) !== undefined; })) return v;
  var objs = keys.filter(function (k) { var t = tyOf(flat(props[k])); return t === "object" || t === "array"; });
  if (objs.length === 1) { var o = {}; o[objs[0]] = tyOf(flat(props[objs[0]])) === "array" ? [v] : v; return o; }
  return v;
}
function out(op, v, seed, rich) {
  if (!isObj(op.output)) return strip(v);
  var s = flat(op.output);
  // A call that answers with a bare boolean and found or touched its record says yes: Health ID's
  // account delete removed the profile and answered \`false\` (fresh75 readers A).
  if (tyOf(s) === "boolean" && isObj(v)) return true;
  // A record the output wraps (\`{status, currentTime, data: {entry: …}}\`) goes where the doc puts
  // it; the envelope around it, and around a list, is the server's to fill.
  // A record the doc wraps in a list of one (\`data: {groups: [group]}\`) goes in as that list.
  if (typeof op.rf === "string" && op.rf && isObj(v)) { var o = {}; putAt(o, op.rf, tyOf(atSchema(s, op.rf)) === "array" ? [v] : v); serve(o, s, op.rf.split("."), seed, true, v); v = o; }
  else if (typeof op.lf === "string" && op.lf && isObj(v)) serve(v, s, op.lf.split("."), seed, false);
  return agreeAvailable(strip(agreePage(shape(wrapFor(s, v), s, "result", seed, 0, rich))), s);
}
// A name that is free has no reason it is not: \`{"nameAvailable":true,"reason":"Invalid"}\`
// contradicted itself (Azure's name checks, fresh72 and fresh73 readers N).
var AVAIL_KEY = /^(?:is_?)?(?:name_?)?available$/i;
var UNAVAIL_WHY = /^(?:reason|message|unavailab\w*)$/i;
function agreeAvailable(v, s) {
  if (!isObj(v)) return v;
  var req = Array.isArray(s.required) ? s.required : [];
  for (var k in v) {
    if (!AVAIL_KEY.test(k) || v[k] !== true) continue;
    for (var r in v) if (UNAVAIL_WHY.test(r) && req.indexOf(r) < 0) delete v[r];
  }
  return v;
}
// A name check answers from the world: a name a record already has is taken, with the doc's
// reason for that; any other is free. IoT DPS's check said "available" for a name a provisioning
// service of the state had (fresh73 readers N). The records are those of the kind the check
// names (\`CheckProvisioningServiceNameAvailability\`): a certificate called so takes no
// provisioning service's name.
var TAKEN_WHY = /exist|taken|in_?use|duplicate|conflict/i;
function nameTaken(v, s, args, state, tool) {
  if (!isObj(v) || !isObj(args)) return v;
  var flag = Object.keys(v).filter(function (k) { return AVAIL_KEY.test(k) && typeof v[k] === "boolean"; })[0];
  if (!flag) return v;
  var asked;
  for (var a in args) if (typeof args[a] === "string" && /name$/.test(lk(a)) && args[a].trim()) { asked = args[a].trim().toLowerCase(); break; }
  if (asked === undefined) return v;
  var taken = false;
  var named = Object.keys(state).filter(function (c) { var e = M.entities[c]; return e && e.singular && lk(tool || "").indexOf(lk(e.singular)) >= 0; });
  for (var c in state) {
    if (named.length > 0 && named.indexOf(c) < 0) continue;
    var rows = state[c];
    if (!Array.isArray(rows)) continue;
    for (var i = 0; i < rows.length && !taken; i++) {
      var nm = isObj(rows[i]) ? rows[i].name : undefined;
      if (typeof nm === "string" && nm.toLowerCase() === asked) taken = true;
    }
    if (taken) break;
  }
  v[flag] = !taken;
  var props = isObj(s.properties) ? s.properties : {};
  if (taken) {
    for (var k in props) {
      if (!UNAVAIL_WHY.test(k)) continue;
      var ps = flat(props[k]);
      var why = Array.isArray(ps.enum) ? ps.enum.filter(function (e) { return TAKEN_WHY.test(String(e)); })[0] : undefined;
      if (why !== undefined) v[k] = why;
      else if (tyOf(ps) === "string" && !Array.isArray(ps.enum)) v[k] = "The name is already in use.";
    }
    return v;
  }
  return agreeAvailable(v, s);
}
// The levels of an envelope above the record (or list) at \`path\`: each metadata field a server
// sets is set as a server would for the call that succeeded.
function serve(o, s, path, seed, whole, rec) {
  var at = o, sch = s;
  for (var i = 0; i < path.length && isObj(at); i++) {
    var props = isObj(sch.properties) ? sch.properties : {};
    for (var k in props) {
      if (k === path[i] || at[k] !== undefined) continue;
      var pt = tyOf(flat(props[k]));
      if (pt === "object" || pt === "array") continue;
      var sv = serverValue(props[k], k);
      // A field of the record the doc puts beside it is the record's: a report's file_id and
      // number above its result object are the report's own, not new ones (logoraisr, fresh16).
      if (sv === undefined && whole && isObj(rec) && rec[k] !== undefined && !isObj(rec[k]) && fits(rec[k], props[k], 0)) sv = clone(rec[k]);
      // The rest of the envelope (its code, its version) as the doc shows it.
      if (sv === undefined && whole) sv = fillOptional(props[k], k, seed + "/" + k, i + 1, false);
      if (sv !== undefined) at[k] = sv;
    }
    at = at[path[i]];
    sch = isObj(props[path[i]]) ? flat(props[path[i]]) : {};
  }
}
// A call that was answered succeeded: its status is the doc's success value (its example, or the
// one that reads as success), never one of its error codes; its time is the server's clock.
function serverValue(ps, name) {
  var s = flat(ps), t = tyOf(s), n = lk(name);
  var ex = s.example !== undefined ? s.example : Array.isArray(s.examples) ? s.examples[0] : s.default;
  if (Array.isArray(s.enum) && s.enum.length) {
    if (ex !== undefined && s.enum.some(function (e) { return eqv(e, ex); })) return clone(ex);
    return s.enum.filter(function (e) { return /^(ok|success|succeeded|successful|true|200)$/i.test(String(e)); })[0];
  }
  if (t === "boolean") return /^(success|ok|succeeded|successful)$/.test(n) ? true : /^(error|failed|failure|haserrors?)$/.test(n) ? false : undefined;
  var timed = /^(current|server)?(time|date|datetime|timestamp|now)(server|current)?$|timestamp$|^generated(at|on|time)?$/.test(n);
  if (!timed || !ENV) return undefined;
  var now = ENV.now();
  if (t === "integer" || t === "number") {
    var ms = Date.parse(now);
    var milli = typeof ex === "number" ? ex >= 1e12 : /millis|\bms\b/i.test(name + " " + (s.description || ""));
    return milli ? ms : Math.floor(ms / 1000);
  }
  if (t === "string" && (s.format === "date-time" || s.format === "date")) return s.format === "date" ? now.slice(0, 10) : now;
  return undefined;
}
// A total beside the one list of a result is not below the list, nor above an empty one: a doc's
// example "total_record_count": 3 beside "requested_resource": [] reads as nonsense.
function agreePage(o) {
  if (!isObj(o)) return o;
  var lists = Object.keys(o).filter(function (k) { return Array.isArray(o[k]); });
  if (lists.length !== 1) return o;
  var n = o[lists[0]].length;
  // A count named after the list is its length: "list-count" beside "lists", "bad-words-total"
  // beside "bad-words-list" (a total of 462 beside no words read as nonsense).
  var stem = lk(lists[0]).replace(/list$/, "").replace(/s$/, "");
  for (var k in o) {
    if (typeof o[k] !== "number") continue;
    if (/^(total|totalcount|totalresults|totalitems|totalrecords|totalrecordcount|totalelements|numresults|resultcount)$/.test(lk(k)) && (o[k] < n || (n === 0 && o[k] > 0))) o[k] = n;
    else if (stem.length > 2 && new RegExp("^(?:(?:total|num|number)(?:of)?" + stem + "s?|" + stem + "s?(?:count|total|number))$").test(lk(k))) o[k] = n;
  }
  return o;
}
// Records a search text finds: those it names (their label holds it), else any that mention it.
function searched(rows, v) {
  var q = String(v).toLowerCase();
  var named = rows.filter(function (r) { var l = labelOf(r); return l !== undefined && l.toLowerCase().indexOf(q) >= 0; });
  return named.length ? named : rows.filter(function (r) { return textOf(r).indexOf(q) >= 0; });
}
// The records under the parents a call names: a key under its parent (an application's version 8,
// its snapshot "Nightly") is that parent's record only, never another application's (Kinesis
// DescribeApplicationVersion, fresh61 readers A).
// Records some call lists without their parent (GET /labels) stand on their own: a label is put on
// many notification rules, its seeded rule_id owns nothing.
function ownedUnder(ent, field) {
  for (var n in M.ops) {
    var o = M.ops[n];
    if (o.entity === ent.name && o.kind === "list" && !o.params.some(function (p) { return p[1] === field; })) return false;
  }
  return true;
}
// Only a parent the call names by its own key (ApplicationName, not CurrentApplicationVersionId, a
// version the call expects) and that exists: an unknown one keeps the lookup as lenient as before.
function namesParent(x, ent, args, state) {
  var T = x[1] && ent.refs ? M.entities[ent.refs[x[1]]] : undefined;
  if (!T || x[2] !== "eq" || args[x[0]] === undefined || args[x[0]] === null) return false;
  if (lk(x[0]) !== lk(x[1]) && lk(x[0]) !== lk(T.idField)) return false;
  if (!ownedUnder(ent, x[1])) return false;
  return coll(state, T.name).some(function (r) { return eqv(r[T.idField], args[x[0]]); });
}
function underParents(op, ent, rows, args, state) {
  var parents = op.params.filter(function (x) { return namesParent(x, ent, args, state); });
  if (!parents.length) return rows;
  return rows.filter(function (r) { return parents.every(function (x) { return r[x[1]] === undefined || r[x[1]] === null || matches(r, x[1], args[x[0]]); }); });
}
// A reference object (\`device: {deviceId: "42"}\`, zero-touch's DeviceReference) names the record
// whose field of one of its keys holds that key's value: the device the configuration goes on.
function byReference(rows, want) {
  if (!isObj(want)) return undefined;
  var hit;
  Object.keys(want).some(function (k) {
    var v = want[k];
    if (v === undefined || v === null || typeof v === "object") return false;
    hit = firstWith(rows, k, v);
    return !!hit;
  });
  return hit;
}
function findRec(op, ent, state, args, env, asked) {
  var rows = coll(state, ent.name);
  // A read with no key (/articles/search?q=) answers with the record its search names.
  op.params.forEach(function (x) {
    var v = args[x[0]];
    if (x[2] !== "search" || v === undefined || v === null || v === "") return;
    // Words no record holds narrow nothing (as before): a verify probe's "general" is no miss.
    var hit = searched(rows, v);
    if (hit.length) rows = hit;
  });
  var idp = op.params.filter(function (x) { return x[2] === "id"; })[0];
  var rec;
  if (idp && args[idp[0]] !== undefined) {
    // A key sent as a list of one (\`stopId: ["F01029"]\`) names that record.
    var want = Array.isArray(args[idp[0]]) && args[idp[0]].length === 1 ? args[idp[0]][0] : args[idp[0]];
    rows = underParents(op, ent, rows, args, state);
    rec = firstWith(rows, idp[1], want) || firstWith(rows, ent.idField, want) || byReference(rows, want);
    if (!rec) env.fail("NotFound", ent.singular.replace(/_/g, " ") + " " + JSON.stringify(args[idp[0]]) + " not found");
    return rec;
  }
  var eqs = op.params.filter(function (x) { return x[2] === "eq" && args[x[0]] !== undefined && args[x[0]] !== null; });
  // A snapshot named under its application is one of that application's snapshots.
  rows = underParents(op, ent, rows, args, state);
  if (!eqs.length) {
    if (!rows.length) env.fail("NotFound", "no " + ent.singular.replace(/_/g, " ") + " found");
    return rows[0];
  }
  // A key the call names (pwId) is the record's: a record holding another key is never the
  // answer (pw_1066 for pw_1021). A lookup whose key no record holds answers with the closest
  // record told as the one asked about (its key the asked one, in the answer only).
  var keys = eqs.filter(function (x) { return x[1] === ent.idField || /(id|key|code|number|uuid|slug)$/i.test(x[0]); });
  var pool = keys.length ? rows.filter(function (r) { return keys.every(function (x) { return matches(r, x[1], args[x[0]]); }); }) : rows;
  if (!pool.length) { pool = rows; if (asked) keys.forEach(function (x) { asked[x[1]] = clone(args[x[0]]); }); }
  // Best match: every filter agrees if possible, else the record agreeing with most of them.
  var best = 0;
  pool.forEach(function (r) {
    var score = eqs.filter(function (x) { return matches(r, x[1], args[x[0]]); }).length;
    if (score > best) { best = score; rec = r; }
  });
  if (!rec) env.fail("NotFound", "no " + ent.singular.replace(/_/g, " ") + " matches " + eqs.map(function (x) { return x[0] + "=" + JSON.stringify(args[x[0]]); }).join(", "));
  return rec;
}
function expandBody(op, args, ent) {
  var a = {};
  for (var k in args) a[k] = args[k];
  op.params.forEach(function (p) {
    if (p[2] === "body" && isObj(args[p[0]])) {
      var b = args[p[0]];
      for (var bk in b) { var f = null; for (var fk in ent.fields) if (lk(fk) === lk(bk)) f = fk; a["\u0000" + bk] = b[bk]; op.params.push(["\u0000" + bk, f || bk, "set"]); }
    }
  });
  return a;
}
function linkRefs(ent, rec, state, env, changed, overwrite) {
  for (var f in ent.refs) {
    if (rec[f] === undefined || rec[f] === null || (changed && changed.indexOf(f) < 0)) continue;
    var T = M.entities[ent.refs[f]];
    var tr = firstWith(coll(state, T.name), T.idField, rec[f]);
    if (!tr) env.fail("NotFound", T.singular.replace(/_/g, " ") + " " + JSON.stringify(rec[f]) + " not found");
    if (f === ent.idField) continue;
    namedRef(ent, rec, refStem(f), T, tr, overwrite);
    for (var k in ent.fields) {
      if (k === T.idField || k === ent.idField || NO_COPY.indexOf(k) >= 0 || tr[k] === undefined) continue;
      // When a record was made, and its own keys, are its own: a Svix integration made today is
      // not "created" when its app was (createdAt copied from the app, fresh55 dev).
      if (MADE_KEY.test(lk(k)) || ownKey(flat(ent.fields[k]), k)) continue;
      // So is its ARN: a job run's is not its application's.
      if (arnTemplateOf(flat(ent.fields[k]))) continue;
      if (changed && changed.indexOf(k) >= 0) continue;
      if (rec[k] === undefined || overwrite) rec[k] = clone(tr[k]);
    }
  }
}
// What a record refers to is shown as that record: an analysis of project 6 nests project 6 (its
// id, name and what else both hold), a scraper of the "Test bucket" names it, never a record drawn
// for the output (LGTM's requestAnalysis, InfluxDB's scrapers; fresh57 readers, N). \`stem\`:
// the loose name of the reference without its id (project_id, bucketID: project, bucket).
function refStem(f) { var m = /^(.+?)[-_]?(id|Id|ID)$/.exec(String(f)); return m ? lk(m[1]) : ""; }
function namedRef(ent, rec, stem, T, tr, overwrite) {
  for (var k in ent.fields) {
    if (!stem || lk(k) !== stem || (rec[k] !== undefined && !overwrite)) continue;
    var fs = flat(ent.fields[k]), t = tyOf(fs);
    if (t === "object") { var o = {}; for (var j in (isObj(fs.properties) ? fs.properties : tr)) if (tr[j] !== undefined) o[j] = clone(tr[j]); if (isObj(fs.properties) && fs.properties.id && o.id === undefined) o.id = clone(tr[T.idField]); rec[k] = o; continue; }
    if (t !== "string") continue;
    var named = /\b(id|identifier|key)\b/i.test(String(fs.description || "")) ? tr[T.idField] : labelOf(tr);
    if (named !== undefined && fits(named, fs)) rec[k] = clone(named);
  }
}
function showRef(obj, stem, T, tr, depth) {
  if (!stem || !isObj(obj) || depth > 4) return;
  for (var k in obj) {
    var x = obj[k];
    if (lk(k) === stem) {
      if (isObj(x)) {
        // Each value of the record of the kind the answer's made one has (a venue's type stored as
        // a word where the answer's is an object stays as made: PIMS, stop 53).
        for (var j in x) {
          var v = lk(j) === "id" || lk(j) === lk(T.idField) ? tr[T.idField] : MADE_KEY.test(lk(j)) ? undefined : tr[j];
          if (v !== undefined && fitsAt(null, j, v, x[j])) x[j] = clone(v);
        }
      } else if (typeof x === "string" && !eqv(x, tr[T.idField])) {
        var label = labelOf(tr);
        if (label !== undefined) obj[k] = label;
      }
    } else if (isObj(x)) showRef(x, stem, T, tr, depth + 1);
  }
}
function showRefs(ent, res, rec, state, op) {
  if (!isObj(rec) || !isObj(res)) return res;
  for (var f in ent.refs) {
    if (f === ent.idField || rec[f] === undefined || rec[f] === null || isObj(rec[f]) || Array.isArray(rec[f])) continue;
    var T = M.entities[ent.refs[f]];
    var tr = T && firstWith(coll(state, T.name), T.idField, rec[f]);
    if (tr) showRef(res, refStem(f), T, tr, 0);
  }
  knownNested(res, state, seedOf(ent, rec), 0, op && isObj(op.output) ? flat(op.output) : null, ent, rec);
  return res;
}
// A record nested in an answer under its kind's name (an operation's task-result.project) is one
// of the records there are, shown as that record: never project 51 "Project Juniper" beside a
// project 1 of another name (LGTM's getOperation, fresh57 readers, N). sch is the doc's schema
// of obj, when known: a name its answer must carry stays (a custom_feed's required label).
// Whether the record's value v may stand for made, the value the answer has at key: it fits the
// doc's type there, and where the doc is not at hand, it is of made's kind (a number for a
// number, an object for an object), since made was drawn from that type.
function fitsAt(sch, key, v, made) {
  var p = isObj(sch) && isObj(sch.properties) ? sch.properties[key] : undefined;
  if (isObj(p)) return fits(v, p, 0);
  return typeof v === typeof made && Array.isArray(v) === Array.isArray(made) && (v === null) === (made === null);
}
// The kind of record a key is named for (the last one of that name), looked up once per name.
var CALLED = null;
function entityCalled(k) {
  if (!CALLED) { CALLED = new Map(); for (var n in M.entities) CALLED.set(lk(M.entities[n].singular), M.entities[n]); }
  var T = CALLED.get(lk(k));
  return T === undefined ? null : T;
}
// The call's own record (ent, rec) is shown as it is, also when it is no longer there: a delete
// answers with the record it deleted, never another one in its place (stop 53, held-out read).
function knownNested(obj, state, seed, depth, sch, ent, rec) {
  if (!isObj(obj) || depth > 4) return;
  var props = isObj(sch) && isObj(sch.properties) ? sch.properties : {};
  for (var k in obj) {
    var x = obj[k];
    if (!isObj(x)) continue;
    var xs = isObj(props[k]) ? flat(props[k]) : null;
    var req = xs && Array.isArray(xs.required) ? xs.required : [];
    var T = entityCalled(k);
    var rows = T ? coll(state, T.name) : [];
    var idKey = T ? Object.keys(x).filter(function (j) { return lk(j) === "id" || lk(j) === lk(T.idField); })[0] : undefined;
    if (T && idKey && T === ent && isObj(rec) && eqv(x[idKey], rec[ent.idField])) {
      knownNested(x, state, seed, depth + 1, xs, ent, rec);
      continue;
    }
    if (T && idKey && rows.length > 0) {
      var tr = firstWith(rows, T.idField, x[idKey]);
      if (!tr) { var named = rows.filter(function (r) { return labelOf(r) !== undefined; }); var pool = named.length ? named : rows; tr = pool[h32(String(seed) + "#" + k) % pool.length]; }
      // An id of another type (a playlist's privacy {id: 1} beside privacy records keyed by
      // strings) is not that kind's record: it stays as made.
      if (!fitsAt(xs, idKey, tr[T.idField], x[idKey])) continue;
      for (var j in x) {
        if (j === idKey) x[j] = clone(tr[T.idField]);
        // The record's value goes where it fits the doc's type there (a post stores image_height
        // as a number its answer gives as a string).
        else if (tr[j] !== undefined && !MADE_KEY.test(lk(j)) && fitsAt(xs, j, tr[j], x[j])) x[j] = clone(tr[j]);
        // A name the record does not have is no name of it, unless the doc requires one there.
        else if (tr[j] === undefined && LABELS.indexOf(j) >= 0 && req.indexOf(j) < 0) delete x[j];
      }
      continue;
    }
    knownNested(x, state, seed, depth + 1, xs, ent, rec);
  }
}
// "now" as a count since 1970 where the field holds one: a number, or digits in a string the doc
// calls a Unix timestamp (Mux's created_at, format int64); milliseconds where it says so.
function epochStamp(fs, ms) {
  var t = tyOf(fs), d = String(fs.description || "");
  var text = t === "string" && fs.format !== "date-time" && fs.format !== "date" && /\b(unix|posix|epoch)\b|seconds since/i.test(d);
  if (t !== "integer" && t !== "number" && !text) return undefined;
  var n = /\bmilli|\bmillis\b|\bms\b/i.test(d) || (typeof fs.example === "number" && fs.example >= 1e12) ? ms : Math.floor(ms / 1000);
  return text ? String(n) : n;
}
function stampTimes(ent, rec, env, creating) {
  for (var k in ent.fields) {
    var n = lk(k);
    // (createdDate and modifiedDate too: a user added just now was "created 2025-11-02, modified
    // 2025-11-20" — fresh52 blind readers N.)
    var isCreated = /^(created|createdat|createdon|datecreated|creationdate|createddate|createdtime|creationtime)$/.test(n);
    var isUpdated = /^(updated|updatedat|updatedon|modified|modifiedat|modifiedon|lastmodified|lastmodifiedat|lastmodifiedon|dateupdated|datemodified|lastupdated|lastupdatedat|lastupdatedon|updatetime|updatedtime|lastchanged|lastchangedat|modifieddate|updateddate|lastmodifieddate|modifiedtime)$/.test(n);
    var fs = flat(ent.fields[k]);
    var stamp = epochStamp(fs, Date.parse(env.now()));
    if (stamp === undefined) stamp = fs.format === "date" ? env.now().slice(0, 10) : env.now();
    if ((creating && (isCreated || isUpdated) && rec[k] === undefined) || (isUpdated && !creating)) rec[k] = stamp;
    // A record a call makes is the caller's, never one of the API's built-ins.
    else if (creating && rec[k] === undefined && tyOf(fs) === "boolean" && /^(is)?(system|builtin|predefined)$/.test(n)) rec[k] = false;
    else if (creating && rec[k] === undefined && tyOf(fs) !== "boolean") {
      // A record made just now began now and has not finished: an export started on Jan 10 and
      // finished on Jan 5 (the doc's examples) contradicts the call that made it.
      if (/^(started|startedat|startedon|begun|begunat|submitted|submittedat|queued|queuedat|requestedat)$/.test(n)) rec[k] = stamp;
      else if (/^(finished|finishedat|finishedon|completedat|completedon|endedat|processedat|closedat|resolvedat)$/.test(n)) rec[k] = allowsNull(fs) ? null : stamp;
      // The first or last time something happened to it has not come yet: a subaccount added now
      // has no first_sent_at in September.
      else if (/^(first|last)/.test(n) && tyOf(fs) !== "integer" && tyOf(fs) !== "number" && (fs.format === "date-time" || fs.format === "date" || /(at|on|date|time)$/.test(n))) rec[k] = allowsNull(fs) ? null : stamp;
    }
  }
}
// A record a call makes has no sub-records nobody added: a list it was not given is empty and a
// nested object it was not given is left out ("groups": [{"name": "Nova Koepp", …}] on a new
// feed). Its plain fields are filled as before, but for texts nothing says anything about ("Flavor
// 2"); what the output schema requires is still filled when the record is shown.
// Free text of a record of one category is what the stored records of that category say: a
// "meals" expense submitted without a description is no "External monitor for the home office"
// (bundled examples). Undefined where no stored record shares a category-like field with it; null
// where some do, but none of this category (the text would belong to another).
var KIND_KEY = /^(category|categories|type|kind|class|classification|genre|department|topic|reason_?code)$/i;
var TEXT_KEY = /(description|summary|notes?|reason|purpose|details|comment|memo|title)$/i;
function categoryText(rec, k, rows, seed) {
  if (!TEXT_KEY.test(k) || !rows || !rows.length) return undefined;
  var cats = Object.keys(rec).filter(function (c) { return KIND_KEY.test(c) && typeof rec[c] === "string" && rec[c] !== ""; });
  if (!cats.length) return undefined;
  var held = rows.filter(function (r) { return typeof r[k] === "string" && r[k] !== "" && cats.some(function (c) { return typeof r[c] === "string"; }); });
  if (!held.length) return undefined;
  var same = held.filter(function (r) { return cats.every(function (c) { return lk(r[c]) === lk(rec[c]); }); });
  if (!same.length) return null;
  return same[h32(String(seed) + "/" + k) % same.length][k];
}
// A reference nobody gave, to records there are: the one the record's other references lead to
// (a leave request's approver is its employee's manager), else one of them, never an invented id
// ("approver_id":"app_8332" on the bundled helpdesk's leave request, issue 11).
function knownRef(ent, rec, k, state, seed) {
  var T = M.entities[ent.refs[k]];
  if (!T || !state) return undefined;
  var rows = coll(state, T.name);
  if (!rows.length) return undefined;
  for (var g in ent.refs) {
    if (g === k || g === ent.idField || rec[g] === undefined || rec[g] === null) continue;
    var G = M.entities[ent.refs[g]];
    var held = G && firstWith(coll(state, G.name), G.idField, rec[g]);
    if (!held) continue;
    for (var x in G.refs || {}) {
      if (x === G.idField || G.refs[x] !== T.name || held[x] === undefined || held[x] === null) continue;
      if (rows.some(function (r) { return eqv(r[T.idField], held[x]); })) return clone(held[x]);
    }
  }
  var others = rows.filter(function (r) {
    return !Object.keys(ent.refs).some(function (g) { return g !== k && ent.refs[g] === T.name && eqv(rec[g], r[T.idField]); });
  });
  var pool = others.length ? others : rows;
  return clone(pickOne(rng(seed + "#" + k), pool)[T.idField]);
}
// An ARN the doc's pattern shapes, made by the seed's rule (envgen's M.arns): each id of its path
// is the record's own of that type (a job run's applicationId, its own jobRunId, else its name), else one drawn
// in the doc's shape, never a pattern fill naming another application.
function arnOf(tpl, ent, rec, seed) {
  var r = rng(seed + "#arn");
  return tpl.map(function (x) {
    if (typeof x === "string") return x;
    var noun = lk(singularOf(x.type)); var ok = new RegExp("^" + x.allowed + "$");
    var v = lk(ent.singular) === noun || lk(singularOf(ent.name)) === noun ? rec[ent.idField] : undefined;
    if (!(typeof v === "string" && ok.test(v))) {
      v = undefined;
      for (var k in rec) if (lk(k) === noun + "id" && typeof rec[k] === "string" && ok.test(rec[k])) v = rec[k];
    }
    // Else its own name of that type: a pipeline's ARN ends in its PipelineName (pipeline/logs-ingest).
    if (v === undefined) for (var n in rec) if (lk(n) === noun + "name" && typeof rec[n] === "string" && ok.test(rec[n])) v = rec[n];
    return v !== undefined ? v : genPattern(x.pattern, r);
  }).join("");
}
function arnTemplateOf(s) {
  return M.arns && typeof s.pattern === "string" && Object.prototype.hasOwnProperty.call(M.arns, s.pattern) ? M.arns[s.pattern] : undefined;
}
function completeRecord(ent, rec, rows, state, bare) {
  var seed = seedOf(ent, rec);
  var arns = [];
  for (var k in ent.fields) {
    if (rec[k] !== undefined || (bare && bare[k])) continue;
    // Made last, from the record's ids once it has them all.
    if (arnTemplateOf(flat(ent.fields[k]))) { arns.push(k); continue; }
    var said = categoryText(rec, k, rows, seed);
    if (said === null) continue;
    if (said !== undefined) { rec[k] = said; continue; }
    // A reference nobody gave is none: a new order has no coupon, not an invented "SAVE20".
    if (ent.refs && ent.refs[k] && allowsNull(flat(ent.fields[k]))) { rec[k] = null; continue; }
    var ref = ent.refs && ent.refs[k] && k !== ent.idField ? knownRef(ent, rec, k, state, seed) : undefined;
    if (ref !== undefined) { rec[k] = ref; continue; }
    var t = tyOf(flat(ent.fields[k]));
    // A state every value of which is an end (1Password's item \`state\`: ARCHIVED or DELETED) is
    // no state of a record made just now: a new vault item came back archived.
    var en = flat(ent.fields[k]).enum;
    if (Array.isArray(en) && en.length > 0 && en.every(function (e) { return typeof e === "string" && TERMINAL.indexOf(e.toLowerCase()) >= 0; })) continue;
    if (t === "array") rec[k] = [];
    else if (t !== "object") {
      // A key or slug nobody gave is the record's name made one ("toxicity-filter"), never the
      // doc's example key beside another name (fresh41: model "toxicity-filter" keyed "image-tagger").
      var named = t === "string" && /^(key|slug|handle)$/i.test(k) ? labelOf(rec) : undefined;
      var slug = named !== undefined ? String(named).toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "") : "";
      if (slug && fits(slug, flat(ent.fields[k]))) { rec[k] = slug; continue; }
      var v = fillOptional(ent.fields[k], k, seed + "/" + k, 1); if (v !== undefined) rec[k] = v;
    }
  }
  arns.forEach(function (a) {
    var made = arnOf(arnTemplateOf(flat(ent.fields[a])), ent, rec, seed + "/" + a);
    if (fits(made, flat(ent.fields[a]))) rec[a] = made;
    else { var v2 = fillOptional(ent.fields[a], a, seed + "/" + a, 1); if (v2 !== undefined) rec[a] = v2; }
  });
}
// The parts of an address nobody gave follow the city the user gave: Portland lies in Multnomah
// County, Oregon, 972##, America/Los_Angeles, USD, whatever record the runtime's rows were drawn from.
function placeParts(ent, rec, given) {
  if (!ent.place || !M.places) return;
  var cityF = null;
  for (var f in ent.place) if (ent.place[f] === "city") cityF = f;
  if (!cityF || !given[cityF] || typeof rec[cityF] !== "string") return;
  var p = M.places[rec[cityF].trim().toLowerCase()];
  if (!p) return;
  var r = rng(String(rec[cityF]) + "#place");
  for (var k in ent.place) {
    var part = ent.place[k];
    if (given[k] || part === "city" || rec[k] === undefined || rec[k] === null) continue;
    var old = String(rec[k]);
    var v;
    if (part === "state") v = old.length <= 3 ? p.state : p.region;
    else if (part === "county") v = p.county;
    else if (part === "postal_code") v = p.postal.replace(/#/g, function () { return String(Math.floor(r() * 10)); });
    else if (part === "country") v = /^[A-Z]{2,3}$/.test(old) ? (old.length === 3 ? old : p.code) : p.country;
    else if (part === "timezone") v = /^[A-Za-z]+\/[A-Za-z_\/]+$/.test(old) ? p.tz : undefined;
    else if (part === "currency") v = /^[A-Z]{3}$/.test(old) ? p.currency : undefined;
    if (v !== undefined && fits(v, flat(ent.fields[k]))) rec[k] = v;
  }
}
function newId(ent, env, rows) {
  var n = Number(String(env.id(ent.prefix)).split("_").pop()) || rows.length + 1;
  var id;
  if (ent.idStyle === "integer") id = ent.idBase + n;
  else if (ent.idStyle === "uuid") id = strFor({ format: "uuid" }, "id", rng(ent.name + "#" + n));
  else id = ent.prefix + "_" + (ent.idBase + n);
  if (ent.idSchema && !fits(id, ent.idSchema)) id = fill(ent.idSchema, ent.idField, ent.name + "#new" + n, 1);
  return id;
}

// Semantic-model rules (preconditions, lines of a parent record, derived totals, event logs).
function checkPre(op, rec, env) {
  (op.pre || []).forEach(function (p) {
    var v = rec[p.f];
    if (v === undefined || v === null) return;
    var hit = p.v.some(function (x) { return eqv(x, v) || lk(x) === lk(v); });
    // The error names the state the record is in, as a real API's does.
    if (p.in ? !hit : hit) env.fail(p.code, p.reason + " (it is " + (typeof v === "object" ? JSON.stringify(v) : v) + ")");
  });
}
// A record is not deleted while records of another kind hold its key ("All tables in the database
// must be deleted first").
function checkEmpty(op, ent, rec, state, env) {
  (op.empty || []).forEach(function (q) {
    var key = rec[ent.idField];
    if (key === undefined || key === null) return;
    var n = coll(state, q.e).filter(function (c) { return isObj(c) && eqv(c[q.f], key); }).length;
    if (n > 0) env.fail(q.code, q.reason + " (" + n + " left)");
  });
}
// A record made under a parent the rule is about (a job run of a TERMINATED application) is refused.
function checkParents(op, ent, state, args, env) {
  (op.ppre || []).forEach(function (p) {
    var P = M.entities[p.e];
    if (!P) return;
    op.params.forEach(function (q) {
      if (!q[1] || ent.refs[q[1]] !== p.e || args[q[0]] === undefined) return;
      var parent = firstWith(coll(state, p.e), P.idField, args[q[0]]);
      if (parent) checkPre({ pre: [p] }, parent, env);
    });
  });
}
function numOf(v) { var n = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : NaN; return isFinite(n) ? n : NaN; }
// An amount after charges is the amount less the record's charges (59 with fees 10 and tax 42
// is 7), whatever the doc's example said (10000).
var NET_KEY = /^(.+?)[_-]?after[_-]?(charges?|fees?|tax(es)?|deductions?|discounts?)$/i;
function netAmounts(rec) {
  for (var k in rec) {
    var m = NET_KEY.exec(k);
    if (!m || typeof rec[k] !== "number") continue;
    var bk = null;
    for (var x in rec) if (x !== k && (lk(x) === lk(m[1]) || lk(x) === lk(m[1] + "before" + m[2]))) bk = x;
    if (bk === null || typeof rec[bk] !== "number") continue;
    var charges = 0;
    for (var c in rec) if (c !== k && c !== bk && /fee|charge|tax|commission|surcharge|discount|deduction/i.test(c) && !/rate|percent|pct|ratio|after|before|currency|code|id$/i.test(c) && typeof rec[c] === "number") charges += Math.abs(rec[c]);
    var net = rec[bk] - charges >= 0 ? rec[bk] - charges : rec[bk];
    rec[k] = Math.round(net * 100) / 100;
  }
}
// A record made just now holds nothing yet: an account opened a moment ago has a balance of 0,
// not the doc's example 23950, and a subaccount added a moment ago has sent 0 mails, not 363.
function startEmpty(ent, rec) {
  (ent.tallies || []).forEach(function (k) { if (rec[k] === undefined && fits(0, flat(ent.fields[k]))) rec[k] = 0; });
  for (var k in ent.fields) {
    if (rec[k] !== undefined || !/^(current|available|account|ledger|cleared|running|opening)?balance$/.test(lk(k))) continue;
    var fs = flat(ent.fields[k]);
    var t = tyOf(fs);
    var zero = t === "string" ? "0.00" : 0;
    if (t !== "object" && t !== "array" && fits(zero, fs)) rec[k] = zero;
  }
}
// A line made with a record that has a price is bought at that price (its sale price when it has
// one): an order of 4 shoes at 140 totals 560, not the 1 a line with no price summed to.
function priceLines(ent, rec, state) {
  (ent.derived || []).forEach(function (d) {
    if (!d.price || !Array.isArray(rec[d.line])) return;
    rec[d.line].forEach(function (l) {
      if (!isObj(l) || isFinite(numOf(l[d.price]))) return;
      for (var k in l) {
        if (!/id$/.test(lk(k)) || lk(k) === "id") continue;
        for (var en in M.entities) {
          var E = M.entities[en];
          if (lk(E.singular) + "id" !== lk(k)) continue;
          var src = firstWith(coll(state, E.name), E.idField, l[k]);
          if (!src) continue;
          var sale = numOf(src.sale_price), base = numOf(src[d.price] !== undefined ? src[d.price] : src.price);
          var p = isFinite(sale) && sale > 0 ? sale : base;
          if (isFinite(p)) { l[d.price] = p; return; }
        }
      }
    });
  });
}
// The share a record's coupon takes off its total: the coupon record of that code, by its percent
// or its amount off. An order of 4 shoes at 165.99 "with coupon SPRING30" totalled 663.96 (dev65
// blind readers N).
function couponOff(rec, state) {
  var code;
  for (var k in rec) if (/^(coupon|couponcode|promocode|discountcode|voucher|vouchercode)$/.test(lk(k)) && typeof rec[k] === "string" && rec[k] !== "") code = rec[k];
  if (code === undefined || !state) return null;
  for (var en in M.entities) {
    var E = M.entities[en];
    if (!/(coupon|promo|voucher|discount)/.test(lk(E.name))) continue;
    var rows = Array.isArray(state[E.name]) ? state[E.name] : [];
    for (var i = 0; i < rows.length; i++) {
      var c = rows[i];
      if (!isObj(c)) continue;
      var hit = false;
      for (var ck in c) if (/^(code|id|couponcode|promocode)$/.test(lk(ck)) && c[ck] === code) hit = true;
      if (!hit) continue;
      for (var pk in c) {
        var n = numOf(c[pk]);
        if (!isFinite(n)) continue;
        if (/^(percentoff|discountpercent|percent|percentage|discountpct|pctoff)$/.test(lk(pk)) && n > 0 && n < 100) return { percent: n };
        if (/^(amountoff|discountamount)$/.test(lk(pk)) && n > 0) return { amount: n };
      }
    }
  }
  return null;
}
function recompute(ent, rec, state) {
  (ent.derived || []).forEach(function (d) {
    var lines = Array.isArray(rec[d.line]) ? rec[d.line] : [];
    var sum = 0;
    lines.forEach(function (l) {
      if (!isObj(l)) return;
      var q = d.qty ? numOf(l[d.qty]) : 1, pr = d.price ? numOf(l[d.price]) : 1;
      if (isFinite(q) && isFinite(pr)) sum += q * pr;
    });
    var off = d.price ? couponOff(rec, state) : null;
    if (off && off.percent) sum = sum * (1 - off.percent / 100);
    else if (off && off.amount) sum = Math.max(0, sum - off.amount);
    sum = Math.round(sum * 100) / 100;
    var t = tyOf(flat(ent.fields[d.field] || {}));
    rec[d.field] = t === "integer" ? Math.round(sum) : t === "string" ? sum.toFixed(2) : sum;
  });
  netAmounts(rec);
}
function lineProps(ent, field) {
  var s = flat(ent.fields[field] || {});
  var it = isObj(s.items) ? flat(s.items) : {};
  return isObj(it.properties) ? it.properties : {};
}
function doLine(name, op, ent, state, args, env) {
  var A = op.assoc;
  var rec = findRec(op, ent, state, args, env);
  checkPre(op, rec, env);
  var keyv = args[A.key[0]];
  var lines = Array.isArray(rec[A.field]) ? rec[A.field] : (rec[A.field] = []);
  // Removing "the assets" of a board without saying which removes nothing.
  if (A.rel === "remove" && keyv === undefined) env.fail("FailedPrecondition", "say which " + A.field.replace(/_/g, " ") + " to remove");
  // \`asset_ids\`: several lines at once, each of which must be there.
  if (A.rel === "remove" && Array.isArray(keyv)) {
    if (keyv.length === 0) env.fail("InvalidArguments", A.key[0] + " names nothing to remove");
    keyv.forEach(function (k) {
      if (!lines.some(function (l) { return isObj(l) && eqv(l[A.key[1]], k); })) env.fail("NotFound", JSON.stringify(k) + " is not on " + ent.singular.replace(/_/g, " ") + " " + JSON.stringify(rec[ent.idField]));
    });
    rec[A.field] = lines.filter(function (l) { return !(isObj(l) && keyv.some(function (k) { return eqv(l[A.key[1]], k); })); });
    recompute(ent, rec, state);
    stampTimes(ent, rec, env, false);
    return out(op, view(ent, rec, state), seedOf(ent, rec) + ":" + name);
  }
  var idx = -1;
  lines.forEach(function (l, i) { if (idx < 0 && isObj(l) && eqv(l[A.key[1]], keyv)) idx = i; });
  var label = ent.singular.replace(/_/g, " ");
  if (A.rel === "remove") {
    if (idx < 0) env.fail("NotFound", JSON.stringify(keyv) + " is not on " + label + " " + JSON.stringify(rec[ent.idField]));
    lines.splice(idx, 1);
  } else {
    var src;
    if (A.child && M.entities[A.child]) {
      var C = M.entities[A.child];
      src = firstWith(coll(state, C.name), C.idField, keyv);
      if (!src) env.fail("NotFound", C.singular.replace(/_/g, " ") + " " + JSON.stringify(keyv) + " not found");
    }
    var line = idx >= 0 ? lines[idx] : {};
    line[A.key[1]] = clone(keyv);
    op.params.forEach(function (p) {
      if (p[2] !== "child") return;
      var v = args[p[0]];
      if (v === undefined) return;
      // Adding more of a line already there adds to its quantity.
      if (idx >= 0 && /^(qty|quantity|count|units)$/.test(lk(p[1])) && typeof v === "number" && typeof line[p[1]] === "number") line[p[1]] += v;
      else line[p[1]] = clone(v);
    });
    if (src) {
      var lp = lineProps(ent, A.field);
      for (var k in lp) {
        if (line[k] !== undefined) continue;
        var cands = [k, k.replace(/^unit_?/i, "")];
        if (/price$/i.test(k)) cands.push("price");
        if (/cost$/i.test(k)) cands.push("cost", "unit_cost");
        for (var ci = 0; ci < cands.length; ci++) if (src[cands[ci]] !== undefined && typeof src[cands[ci]] !== "object") { line[k] = clone(src[cands[ci]]); break; }
      }
    }
    if (idx < 0) lines.push(line);
  }
  recompute(ent, rec, state);
  stampTimes(ent, rec, env, false);
  return out(op, view(ent, rec, state), seedOf(ent, rec) + ":" + name);
}
function logEvent(name, op, ent, rec, state, args, env) {
  var log = coll(state, op.log);
  var entry = { event_id: op.log + "_" + (log.length + 1), tool: name, at: env.now() };
  entry[ent.idField] = clone(rec[ent.idField]);
  op.params.forEach(function (p) { if (p[2] !== "ignore" && p[2] !== "id" && args[p[0]] !== undefined) entry[p[0]] = clone(args[p[0]]); });
  log.push(entry);
}

// A record another holds (a booked appointment's slot) is taken: \`h.hold\` lists the statuses a
// holder holds in (booked; a cancelled one frees it), null when every holder holds.
function holds(h, c) {
  if (!h.hold) return true;
  var E = M.entities[h.by];
  var v = E && E.statusField ? c[E.statusField] : undefined;
  return v === undefined || v === null || h.hold.some(function (x) { return lk(x) === lk(v); });
}
function takenBy(h, id, state, self) {
  return coll(state, h.by).some(function (c) { return c !== self && isObj(c) && eqv(c[h.f], id) && holds(h, c); });
}
// A write may not take a record another already holds ("Book a free slot").
function checkTakes(op, ent, rec, state, env, changed) {
  (op.takes || []).forEach(function (t) {
    var v = rec[t.f];
    if (v === undefined || v === null || (changed && changed.indexOf(t.f) < 0)) return;
    if (takenBy({ by: ent.name, f: t.f, hold: t.hold }, v, state, rec)) {
      var E = M.entities[t.e];
      env.fail("Conflict", (E ? E.singular.replace(/_/g, " ") : t.f) + " " + JSON.stringify(v) + " is not free");
    }
  });
}
function inSub(sub, rec) { return sub.values.some(function (x) { return eqv(x, rec[sub.field]); }); }
function atSchema(s, path) {
  return path.split(".").reduce(function (sc, k) { return isObj(sc.properties) && isObj(sc.properties[k]) ? flat(sc.properties[k]) : {}; }, s);
}
function putAt(obj, path, v) {
  var ks = path.split("."); var o = obj;
  for (var i = 0; i < ks.length - 1; i++) { if (!isObj(o[ks[i]])) o[ks[i]] = {}; o = o[ks[i]]; }
  o[ks[ks.length - 1]] = v;
}
// An interval filter ({StartDate, EndDate}) keeps a value on or after its start and on or before its end.
function inInterval(x, iv) {
  return Object.keys(iv).every(function (k) {
    var b = iv[k];
    if (b === undefined || b === null || b === "") return true;
    if (/^(?:start|from|begin|since|after)/i.test(k)) return cmp(x, b) >= 0;
    if (/^(?:end|to|until|before)/i.test(k)) return cmp(x, b) <= 0;
    return true;
  });
}
function doList(op, ent, state, args, env) {
  var rows = coll(state, ent.name).slice();
  // A list about one subtype (dell switches among data sources) holds only records of it.
  if (op.sub) rows = rows.filter(function (r) { return inSub(op.sub, r); });
  // A list of free records (open slots) leaves out those another holds.
  if (op.free) rows = rows.filter(function (r) { return !takenBy(op.free, r[ent.idField], state, null); });
  // Today's agenda holds today's events; upcoming ones start after now.
  if (op.span) {
    var nowS = env.now();
    rows = rows.filter(function (r) {
      var v = r[op.span.f];
      if (typeof v !== "string" || !/^\d{4}-\d{2}-\d{2}/.test(v)) return false;
      return op.span.when === "today" ? v.slice(0, 10) === nowS.slice(0, 10) : cmp(v, nowS) >= 0;
    });
  }
  var limit, offset = 0, page;
  // Bounds on what relates a result to the question (\`maxDistanceInKm\`), not on what it holds.
  var bounds = {};
  // Filters sent in the payload count as the same filters sent as parameters.
  var params = op.params.map(function (p) { return [args[p[0]], p[1], p[2]]; });
  (op.bf || []).forEach(function (b) { if (isObj(args[b[0]])) params.push([args[b[0]][b[1]], b[2], b[3]]); });
  params.forEach(function (p) {
    var v = p[0], f = p[1], mode = p[2];
    if (v === undefined || v === null || v === "") return;
    if ((mode === "min" || mode === "max") && f && !Object.prototype.hasOwnProperty.call(ent.fields, f) && isFinite(Number(v))) {
      if (!bounds[f]) bounds[f] = {};
      bounds[f][mode] = Number(v);
      return;
    }
    // The airports nearest to a given one: it must exist, and is not among them.
    if (mode === "relative") {
      if (!rows.some(function (r) { return matches(r, f, v); })) env.fail("NotFound", ent.singular.replace(/_/g, " ") + " " + JSON.stringify(v) + " not found");
      rows = rows.filter(function (r) { return !matches(r, f, v); });
      return;
    }
    if (mode === "eq" || mode === "id") rows = rows.filter(function (r) { return matches(r, f, v); });
    else if (mode === "search") rows = searched(rows, v);
    else if (mode === "min") rows = rows.filter(function (r) { return cmp(r[f], v) >= 0; });
    else if (mode === "max") rows = rows.filter(function (r) { return cmp(r[f], v) <= 0; });
    else if (mode === "within" && isObj(v)) rows = rows.filter(function (r) { return inInterval(r[f], v); });
    else if (mode === "limit") limit = Math.max(0, Math.floor(Number(v)));
    else if (mode === "offset") offset = Math.max(0, Math.floor(Number(v)));
    else if (mode === "page") page = Math.floor(Number(v));
  });
  var total = rows.length;
  if (page !== undefined && page >= 1) offset = (page - 1) * (limit || 20);
  rows = rows.slice(offset, limit !== undefined && isFinite(limit) ? offset + limit : undefined);
  var views = rows.map(function (r) { return view(ent, r, state); });
  views.forEach(function (v, n) { withinBounds(v, bounds, seedOf(ent, rows[n])); });
  if (!isObj(op.output)) { var o = {}; o[ent.name] = strip(rows); o.total = total; return o; }
  var s = flat(op.output);
  if (tyOf(s) === "array") return out(op, views, ent.name);
  // The output holds no list of these records (a UI screen whose only array is its actions).
  if (op.lf === null) return out(op, views[0] || {}, ent.name + ":screen", true);
  if (typeof op.lf === "string" && op.lf.indexOf(".") > 0) {
    var nested = {}; putAt(nested, op.lf, views);
    pageFields(nested, s, total, page, limit, offset, views.length);
    return out(op, nested, ent.name + ":list");
  }
  var key = typeof op.lf === "string" && op.lf ? op.lf : arrayKey(s);
  if (!key) return out(op, views[0] || {}, ent.name + ":none");
  var wrapped = {}; wrapped[key] = views;
  pageFields(wrapped, s, total, page, limit, offset, views.length);
  return out(op, wrapped, ent.name + ":list");
}
// A fetched page's content, never the request sent back: the doc's example page, the part of it a
// CSS selector picks (\`h1\` → its heading), one part per selector for a list of them.
function pageContent(op, args, seed) {
  var s = isObj(op.output) ? flat(op.output) : {};
  var ex = Array.isArray(s.examples) && typeof s.examples[0] === "string" ? s.examples[0] : typeof s.example === "string" ? s.example : undefined;
  var r = rng(seed);
  var title = pickOne(r, ["Example Domain", "Welcome", "About us", "Latest news", "Contact", "Products"]);
  var page = ex || "<html><head><title>" + title + "</title></head><body><h1>" + title + "</h1><p>This page is for illustrative examples.</p></body></html>";
  function part(sel) {
    var tag = /^[a-z][a-z0-9]*$/i.test(String(sel)) ? String(sel).toLowerCase() : "div";
    var m = new RegExp("<" + tag + "\\b[^>]*>[\\s\\S]*?</" + tag + ">", "i").exec(page);
    return m ? m[0] : "<" + tag + ">" + title + "</" + tag + ">";
  }
  var sels = null;
  for (var k in args) if (/selectors?$/i.test(k) && args[k] !== undefined && args[k] !== null && args[k] !== "") sels = args[k];
  if (tyOf(s) === "array") return (Array.isArray(sels) ? sels : sels ? [sels] : ["body"]).map(part);
  if (/plain/.test(String(s.contentMediaType || ""))) return page.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
  return sels && !Array.isArray(sels) ? part(sels) : page;
}
// A measure the answer adds to each record (its distance from the place asked about) lies within
// the bounds the call gave: "within 10 km" is never answered with 41 km (fresh20 readers N).
function withinBounds(v, bounds, seed) {
  for (var f in bounds) {
    var b = bounds[f], r = rng(seed + "/" + f);
    var lo = b.min !== undefined ? b.min : 0;
    var hi = b.max !== undefined ? b.max : lo + Math.max(10, Math.abs(lo));
    if (hi < lo) hi = lo;
    var x = lo + (hi - lo) * (0.1 + 0.9 * r());
    v[f] = Number.isInteger(lo) && Number.isInteger(hi) && hi - lo >= 1 ? Math.min(hi, Math.max(lo, Math.round(x))) : Math.round(x * 100) / 100;
  }
}
var PAGE_KEY = /^(total|count|totalcount|totalresults|totalitems|totalrecords|totalrecordcount|totalelements|size|numresults|resultcount|totalsize|page|pagenumber|currentpage|limit|perpage|pagesize|offset|hasmore|more|truncated|totalpages|pages|numpages|currentelements|numberofelements|numelements|returnedcount|itemcount|pagecount)$/;
// A page says what it holds: its totals, page number, size and page count agree with the list
// (a doc's example "total_items": 100 beside an empty page told readers nonsense).
function pageFields(o, s, total, page, limit, offset, n) {
  var props = isObj(s.properties) ? s.properties : {};
  // Without a limit the page held every row, at the runtime's default page size of 20.
  var size = limit !== undefined && isFinite(limit) ? limit : Math.max(n, 20);
  for (var k in props) {
    if (o[k] !== undefined) continue;
    var m = lk(k);
    // A page's facts kept in an object of their own (EBI's pageMeta: "currentElements":77,
    // "currentPage":54 and "totalElements":8 beside one record, fresh71 readers N).
    var sub = isObj(props[k]) ? flat(props[k]) : undefined;
    var subKeys = sub && isObj(sub.properties) ? Object.keys(sub.properties) : [];
    if (subKeys.length > 1 && subKeys.every(function (x) { return PAGE_KEY.test(lk(x)); })) {
      o[k] = {};
      pageFields(o[k], sub, total, page, limit, offset, n);
      continue;
    }
    if (/^(currentelements|numberofelements|numelements|returnedcount|itemcount)$/.test(m)) o[k] = n;
    else if (/^(total|count|totalcount|totalresults|totalitems|totalrecords|totalrecordcount|totalelements|size|numresults|resultcount|totalsize)$/.test(m)) o[k] = total;
    else if (/^(page|pagenumber|currentpage)$/.test(m)) o[k] = page !== undefined ? page : 1;
    else if (/^(limit|perpage|pagesize)$/.test(m)) o[k] = size;
    else if (/^offset$/.test(m)) o[k] = offset;
    else if (/^(hasmore|more|truncated)$/.test(m)) o[k] = offset + n < total;
    else if (/^(totalpages|pages|pagecount|numpages)$/.test(m)) o[k] = Math.max(1, Math.ceil(total / Math.max(size, 1)));
  }
}
// A result field named for an input carries the value sent: a report made for file F says F, a
// deleted image's digest is the imageDigest the call named (an image's digest) — fresh16 readers
// saw another record's value there. Only fields the answer has; lists are the records' own.
// \`own\`: the record a create or update just stored — what it holds is what the environment
// accepted (a dell-switch list's new record is a dell switch whatever type was sent), never echoed over.
function echoArgs(op, ent, res, args, own) {
  if (!isObj(res) || !isObj(op.output) || !isObj(args)) return res;
  var noun = ent && ent.singular ? lk(ent.singular) : "";
  var s = flat(op.output);
  var levels = [[res, s]];
  if (typeof op.rf === "string" && op.rf) {
    var at = res, sch = s;
    op.rf.split(".").forEach(function (p) {
      var ps = isObj(sch.properties) ? sch.properties : {};
      at = isObj(at) ? at[p] : undefined; sch = isObj(ps[p]) ? flat(ps[p]) : {};
      if (isObj(at)) levels.push([at, sch]);
    });
  }
  levels.forEach(function (lv) {
    var obj = lv[0], props = isObj(lv[1].properties) ? lv[1].properties : {};
    for (var k in props) {
      if (obj[k] === undefined || isObj(obj[k]) || Array.isArray(obj[k])) continue;
      if (isObj(own) && own[k] !== undefined) continue;
      var pk = lk(k);
      for (var a in args) {
        var v = args[a];
        if (v === undefined || v === null || isObj(v) || Array.isArray(v)) continue;
        var ak = lk(a);
        if ((ak === pk || (noun && ak === noun + pk)) && fits(v, props[k], 0)) obj[k] = clone(v);
      }
    }
  });
  return res;
}
// An answer worked out from the question carries the question where the doc nests it: a
// translation's \`contents.text\` is the text that was sent, not the doc's example text.
function echoInside(res, s, args, depth) {
  if (!isObj(res) || !isObj(args) || depth > 3) return res;
  var props = isObj(s.properties) ? s.properties : {};
  for (var k in props) {
    var ps = flat(props[k]);
    if (isObj(res[k])) { if (depth < 3) echoInside(res[k], ps, args, depth + 1); continue; }
    if (depth === 0 || res[k] === undefined || Array.isArray(res[k])) continue;
    for (var a in args) {
      var v = args[a];
      if (v !== undefined && v !== null && !isObj(v) && !Array.isArray(v) && lk(a) === lk(k) && fits(v, ps, 0)) res[k] = clone(v);
    }
  }
  return res;
}
// The field of a record a member of a sent record names (\`first_name\` → \`firstName\`), else its own name.
function fieldNamed(ent, key) {
  for (var f in ent.fields) if (lk(f) === lk(key)) return f;
  return key;
}
// The parameter of a create that holds a list of the records themselves, when the call sent one.
function spreadOf(op, args) {
  var H = op.honour;
  if (!H || !H.spread || !isObj(op.output) || tyOf(flat(op.output)) !== "array") return undefined;
  for (var i = 0; i < H.spread.length; i++) {
    var v = args[H.spread[i]];
    if (Array.isArray(v) && v.length > 0 && v.every(isObj)) return H.spread[i];
  }
  return undefined;
}
// What a call was given is what its record says: every field meaning the same as one it set
// (\`userEmail\` → \`email\`, a body of phone numbers → \`phoneNumber\`) takes the value given, and a
// person added by an address that names them (gary.metz@…) is called by it unless a name was given.
function honour(op, ent, rec, args, item, changed) {
  var H = op.honour;
  if (!H) return;
  var given = [];
  op.params.forEach(function (p) { if (p[1] && p[2] !== "ignore" && p[2] !== "id" && args[p[0]] !== undefined && args[p[0]] !== null) given.push([p[1], args[p[0]]]); });
  if (isObj(item)) for (var ik in item) if (item[ik] !== undefined && item[ik] !== null) given.push([fieldNamed(ent, ik), item[ik]]);
  given.forEach(function (g) {
    var to = H.same && H.same[g[0]];
    if (!to) return;
    to.forEach(function (f) {
      var s = ent.fields[f], x = g[1];
      if (Array.isArray(x) && tyOf(flat(s)) !== "array") x = x[0];
      if (x === undefined || !fits(x, s)) return;
      rec[f] = clone(x);
      if (changed && changed.indexOf(f) < 0) changed.push(f);
    });
  });
  var N = H.named;
  if (!N || changed) return;
  var first = N.first, last = N.last;
  if ((first && rec[first] !== undefined) || (last && rec[last] !== undefined)) return;
  for (var i = 0; i < N.email.length; i++) {
    var m = /^([a-z]{2,})[._]([a-z]{2,})@/i.exec(String(rec[N.email[i]] || ""));
    if (!m) continue;
    var cap = function (w) { return w.charAt(0).toUpperCase() + w.slice(1).toLowerCase(); };
    if (first && fits(cap(m[1]), ent.fields[first])) rec[first] = cap(m[1]);
    if (last && fits(cap(m[2]), ent.fields[last])) rec[last] = cap(m[2]);
    return;
  }
}
function run(name, state, rawArgs, env) {
  var op = M.ops[name];
  if (!op) env.fail("NotImplemented", name + " is not implemented");
  SCOPE = op.kind === "compute" || !op.entity ? name : op.entity;
  ENV = env;
  MAKING = op.kind === "create";
  DERIVING = op.kind === "compute";
  rawArgs = rawArgs || {};
  // "One of the following filters must be specified": refused, as the API would, when none is.
  if (op.one && !op.one.some(function (k) { var v = rawArgs[k]; return v !== undefined && v !== null && v !== ""; })) env.fail("InvalidArguments", "one of the following must be specified: " + op.one.join(", "));
  if (op.kind === "compute") {
    // An answer worked out from the question keeps nothing: seeded by the question, the same one
    // gets the same answer, and the state is left as it was.
    var key = stable(rawArgs);
    if (op.fetch) return pageContent(op, rawArgs, name + key);
    // A one-string answer with a value of its own meaning ("GSM-7" for a message encoding) is that
    // value, not one of the inputs echoed back.
    var one = isObj(op.output) && tyOf(flat(op.output)) === "string" && M.values && Array.isArray(M.values[name + ".result"]) ? tableValue(flat(op.output), "result", name + key) : undefined;
    if (one !== undefined) return one;
    if (isObj(op.output)) return nameTaken(echoInside(out(op, clone(rawArgs), name + key, true), flat(op.output), rawArgs, 0), flat(op.output), rawArgs, state, name);
    var res = clone(rawArgs);
    // A text extraction answers the text it was given, without its markup, not another text.
    var given = op.noun ? rawArgs[op.noun] : undefined;
    // A keyword extraction answers words of the text it was given: its longest word.
    if (op.extract && given === undefined) {
      var prose = Object.keys(rawArgs).map(function (k) { return rawArgs[k]; }).filter(function (v) { return typeof v === "string" && /\s/.test(v.trim()); }).sort(function (a, b) { return b.length - a.length; })[0];
      var longest = prose ? prose.replace(/<[^>]*>/g, " ").split(/[^A-Za-z\u00C0-\u024F'-]+/).sort(function (a, b) { return b.length - a.length; })[0] : undefined;
      if (longest) { res[op.noun || "result"] = longest.toLowerCase(); return res; }
    }
    var noun = op.noun || "result";
    if (typeof given === "string" && given.trim()) res[noun] = given.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
    // Nothing in the doc says what the answer holds (\`200: {"description": "OK"}\`): the call
    // succeeded, and that is all it says — not "Check 6" or "Zugferd 4" under the tool's noun.
    else if (tableValue({}, noun, name + key) === undefined && strRule({}, noun, function () { return 0; }) === undefined) { if (res.status === undefined) res.status = "ok"; }
    else res[noun] = fill({}, noun, name + key, 1);
    return res;
  }
  var ent = M.entities[op.entity];
  var args = rawArgs;
  if (op.params.some(function (p) { return p[2] === "body"; })) { var op2 = { params: op.params.slice() }; args = expandBody(op2, rawArgs, ent); op = Object.assign({}, op, { params: op2.params }); }
  var rows = coll(state, ent.name);
  var rec;
  if (op.kind === "list") return doList(op, ent, state, args, env);
  if (op.kind === "read") {
    var asked = {};
    rec = findRec(op, ent, state, args, env, asked);
    var rv = view(ent, rec, state);
    for (var ak0 in asked) rv[ak0] = asked[ak0];
    // A part of the record (a resource's access policy): the part is the answer.
    if (op.part) return out(op, isObj(rv[op.part]) ? clone(rv[op.part]) : {}, seedOf(ent, rec) + ":" + name);
    return showRefs(ent, echoArgs(op, ent, out(op, rv, seedOf(ent, rec)), args), rec, state, op);
  }
  if (op.assoc) return doLine(name, op, ent, state, args, env);
  if (op.kind === "create") {
    var many = spreadOf(op, args);
    if (many) {
      var made = args[many].map(function (item) {
        var a = {}; for (var ka in args) if (ka !== many) a[ka] = args[ka];
        return view(ent, makeRec(op, ent, state, a, env, item), state);
      });
      return out(op, made, ent.name + ":made:" + made.length);
    }
    checkParents(op, ent, state, args, env);
    rec = makeRec(op, ent, state, args, env);
    var shown = showRefs(ent, namesRecord(op, echoArgs(op, ent, out(op, view(ent, rec, state), seedOf(ent, rec)), args, rec), ent, rec), rec, state, op);
    keepShown(op, rec, shown);
    return shown;
  }
  rec = findRec(op, ent, state, args, env);
  checkPre(op, rec, env);
  // A delete that keeps the record in a gone state (a backup pending deletion) moves it there.
  if (op.kind === "delete" && op.target !== undefined && ent.statusField) return change(name, op, ent, state, rec, args, env);
  if (op.kind === "delete") {
    checkEmpty(op, ent, rec, state, env);
    var v = view(ent, rec, state);
    rows.splice(rows.indexOf(rec), 1);
    v.deleted = true; v.success = true;
    if (!isObj(op.output)) { var d = {}; d[ent.idField] = rec[ent.idField]; d.deleted = true; return d; }
    return showRefs(ent, namesRecord(op, echoArgs(op, ent, out(op, v, seedOf(ent, rec)), args), ent, rec), rec, state, op);
  }
  return change(name, op, ent, state, rec, args, env);
}
// When a create answered the record was made (on it, or in a metadata object beside it) is kept on
// the record when it does not hold it yet, so a read of it later says the same.
function keepShown(op, rec, shown) {
  var part = typeof op.rf === "string" && op.rf ? op.rf.split(".").reduce(function (o, k) { return isObj(o) ? o[k] : undefined; }, shown) : shown;
  if (Array.isArray(part) && part.length === 1) part = part[0];
  if (!isObj(part)) return;
  for (var k in part) {
    if (rec[k] !== undefined || part[k] === undefined || part[k] === null) continue;
    var v = part[k];
    var keep = MADE_KEY.test(lk(k)) || (isObj(v) && Object.keys(v).some(function (x) { return MADE_KEY.test(lk(x)); }));
    if (keep) rec[k] = clone(v);
  }
}
// The record a write's acknowledgement names is the one it touched: \`{resource: {id, url}}\` holds
// its id and address, never the doc's example id (intellifi's deletes and updates, fresh50).
var REF_KEY = /^_?(id|url|uri|href|self|link|location)$/i;
function namesRecord(op, res, ent, rec) {
  if (!isObj(res) || !isObj(op.output) || op.rf || !isObj(rec)) return res;
  var props = flat(op.output).properties;
  if (!isObj(props)) return res;
  var refs = Object.keys(props).filter(function (k) {
    var p = flat(props[k]);
    return tyOf(p) === "object" && isObj(p.properties) && isObj(p.properties.id) && Object.keys(p.properties).every(function (x) { return REF_KEY.test(x); });
  });
  if (refs.length !== 1 || !isObj(res[refs[0]])) return res;
  var at = res[refs[0]], ps = flat(props[refs[0]]).properties;
  var id = rec[ent.idField];
  if (id !== undefined && fits(id, ps.id, 0)) at.id = clone(id);
  for (var k in ps) if (k !== "id" && typeof rec[k] === "string" && fits(rec[k], ps[k], 0)) at[k] = rec[k];
  return res;
}
// A create: the record the call describes, stored. \`item\`: one element of a list of records
// the call was sent (\`body: [{email, …}]\`), its members put into the fields they name.
// Counts that split a whole stay within it: "my_message_count" 4 of "message_count" 2 reads as
// a bug (DaniWeb, fresh68 blind readers N). The parts shrink in proportion, as seeded ones do.
function fitParts(ent, rec) {
  (ent.parts || []).forEach(function (g) {
    var whole = rec[g[0]];
    if (typeof whole !== "number" || !g[1].every(function (k) { return typeof rec[k] === "number"; })) return;
    var sum = g[1].reduce(function (a, k) { return a + rec[k]; }, 0);
    if (sum <= whole) return;
    g[1].forEach(function (k) { rec[k] = Math.floor((rec[k] * whole) / sum); });
  });
}
function makeRec(op, ent, state, args, env, item) {
  var rows = coll(state, ent.name);
  var rec = {};
  op.params.forEach(function (p) { var v = args[p[0]]; if (v !== undefined && p[2] !== "body" && p[2] !== "ignore" && p[1]) rec[p[1]] = clone(v); });
  if (isObj(item)) for (var ik in item) { if (item[ik] !== undefined) rec[fieldNamed(ent, ik)] = clone(item[ik]); }
  honour(op, ent, rec, args, item);
  if (rec[ent.idField] !== undefined && !ent.refs[ent.idField] && rows.some(function (r) { return eqv(r[ent.idField], rec[ent.idField]); })) env.fail("Conflict", ent.singular.replace(/_/g, " ") + " " + JSON.stringify(rec[ent.idField]) + " already exists");
  linkRefs(ent, rec, state, env, null, false);
  checkTakes(op, ent, rec, state, env);
  if (ent.refs[ent.idField] && rows.some(function (r) { return eqv(r[ent.idField], rec[ent.idField]); })) env.fail("Conflict", ent.singular.replace(/_/g, " ") + " for " + JSON.stringify(rec[ent.idField]) + " already exists");
  if (rec[ent.idField] === undefined) rec[ent.idField] = newId(ent, env, rows);
  if (ent.statusField && rec[ent.statusField] === undefined && ent.initial !== undefined) rec[ent.statusField] = ent.initial;
  // A record made through the API is the user's own: a new preset is Custom, never System.
  for (var mk in ent.made || {}) if (rec[mk] === undefined) rec[mk] = ent.made[mk];
  // A collection of one subtype (dell switches) only ever holds records of it.
  if (ent.sub && !inSub(ent.sub, rec)) rec[ent.sub.field] = ent.sub.values[0];
  // A new parent record has no lines yet (parts are added to a work order afterwards).
  (ent.lines || []).forEach(function (f) { if (rec[f] === undefined) rec[f] = []; });
  stampTimes(ent, rec, env, true);
  startEmpty(ent, rec);
  var given = {}; for (var gk in rec) given[gk] = true;
  // What the user could have said and did not (a note, an asset tag) stays empty.
  var bare = {}; (op.bare || []).forEach(function (f) { if (rec[f] === undefined) bare[f] = true; });
  completeRecord(ent, rec, rows, state, bare);
  fitParts(ent, rec);
  placeParts(ent, rec, given);
  priceLines(ent, rec, state);
  recompute(ent, rec, state);
  rows.push(rec);
  return rec;
}
// An update or action on the record a call names.
function change(name, op, ent, state, rec, args, env) {
  var changed = [];
  var sf = ent.statusField;
  if (op.kind === "action" || op.kind === "delete" || op.verb === "reschedule") {
    var target = op.target;
    op.params.forEach(function (p) { if (p[2] === "status" && args[p[0]] !== undefined) target = args[p[0]]; });
    var cur = sf && rec[sf] !== undefined && rec[sf] !== null ? String(rec[sf]).toLowerCase() : undefined;
    if (cur !== undefined && (target !== undefined || op.verb === "reschedule")) {
      var tg = target === undefined ? undefined : String(target).toLowerCase();
      var label = ent.singular.replace(/_/g, " ");
      if (tg !== undefined && cur === tg && TERMINAL.indexOf(tg) >= 0) env.fail("Conflict", label + " is already " + cur);
      if (REOPEN.indexOf(op.verb) < 0 && TERMINAL.indexOf(cur) >= 0) env.fail("Conflict", label + " is " + cur);
      if (op.verb === "cancel" && NO_CANCEL.indexOf(cur) >= 0) env.fail("Conflict", label + " is already " + cur);
      if (DECIDE.indexOf(op.verb) >= 0 && ent.statuses && ent.statuses.some(function (x) { return PENDING.indexOf(String(x).toLowerCase()) >= 0; }) && PENDING.indexOf(cur) < 0) env.fail("Conflict", label + " is " + cur + ", not pending");
    }
    if (sf && target !== undefined) { rec[sf] = target; changed.push(sf); stateStamps(ent, rec, target, env); }
    if (op.flag) {
      var fl = op.flag.field;
      if (rec[fl] === op.flag.value && !op.flag.again) env.fail("Conflict", ent.singular.replace(/_/g, " ") + " is " + (op.flag.value ? "already " : "not ") + fl.replace(/^is_?/i, "").replace(/_/g, " "));
      rec[fl] = op.flag.value; changed.push(fl);
    }
  }
  // A configuration removed from a device: the field goes, the device stays.
  (op.clears || []).forEach(function (f) {
    if (rec[f] === undefined || rec[f] === null) return;
    delete rec[f]; changed.push(f);
  });
  op.params.forEach(function (p) {
    var v = args[p[0]];
    if (v === undefined || p[2] === "id" || p[2] === "status" || p[2] === "body" || p[2] === "ignore" || !p[1]) return;
    // Beside a field taken off, the inputs say where the record is, not what it becomes.
    if (op.clears && p[2] === "eq") return;
    if (op.kind === "action" && !Object.prototype.hasOwnProperty.call(ent.fields, p[1])) return;
    if (op.part && p[1] === op.part) {
      // The part sent whole (setIamPolicy's policy) replaces it.
      rec[op.part] = clone(v);
      if (changed.indexOf(op.part) < 0) changed.push(op.part);
      return;
    }
    if (op.part && p[1].indexOf(op.part + ".") === 0) {
      // A part of the record (PUT /rides/{id}/destination): set inside it.
      if (!isObj(rec[op.part])) rec[op.part] = {};
      rec[op.part][p[1].slice(op.part.length + 1)] = clone(v);
      if (changed.indexOf(op.part) < 0) changed.push(op.part);
      return;
    }
    rec[p[1]] = clone(v); changed.push(p[1]);
  });
  // What the doc says the write also does: a light set to 40 % is on.
  for (var ak0 in op.also || {}) if (!eqv(rec[ak0], op.also[ak0])) { rec[ak0] = clone(op.also[ak0]); changed.push(ak0); }
  honour(op, ent, rec, args, null, changed);
  linkRefs(ent, rec, state, env, changed, true);
  checkTakes(op, ent, rec, state, env, changed);
  recompute(ent, rec, state);
  stampTimes(ent, rec, env, false);
  if (op.log) logEvent(name, op, ent, rec, state, args, env);
  var vv = view(ent, rec, state);
  if (op.kind === "action") for (var ak in args) if (vv[ak] === undefined) vv[ak] = clone(args[ak]);
  soonTimes(op, vv, env, seedOf(ent, rec) + ":" + name);
  // The part a call set is what it answers with (the new destination, not the whole ride).
  if (op.part) return out(op, isObj(vv[op.part]) ? clone(vv[op.part]) : {}, seedOf(ent, rec) + ":" + name);
  return showRefs(ent, namesRecord(
    op,
    echoArgs(op, ent, out(op, vv, seedOf(ent, rec) + ":" + name), args, op.kind === "update" ? rec : undefined),
    ent,
    rec,
  ), rec, state, op);
}
// The time a record entered its new state is the call's (DeleteTimestamp of a backup deleted
// now), and a record brought back from a gone state has no time of deletion any more.
function stateStamps(ent, rec, to, env) {
  var t = lk(to), gone = (ent.gone || []).indexOf(to) >= 0;
  (ent.stamps || []).forEach(function (s) {
    if (t.indexOf(s.stem) >= 0) rec[s.f] = env.now();
    else if (s.gone && !gone) delete rec[s.f];
  });
}
// When a thing a call started will be ready is minutes after the call: a coffee brewed at 9:05 is
// ready at 9:12, not five days later at a time drawn around the clock's start (bundled smart home).
var SOON_KEY = /^(ready|done|completed?|finish(ed)?|available|expected|estimated(completion)?)(at|time|by)?$/;
function soonTimes(op, v, env, seed) {
  if (!isObj(op.output) || !isObj(v)) return;
  var props = flat(op.output).properties;
  if (!isObj(props)) return;
  for (var k in props) {
    if (v[k] !== undefined || !SOON_KEY.test(lk(k)) || lk(k) === "available") continue;
    var fs = flat(props[k]);
    if (fs.format !== "date-time") continue;
    var minutes = 3 + Math.floor(rng(seed + "/" + k)() * 40);
    v[k] = new Date(Date.parse(env.now()) + minutes * 60000).toISOString();
  }
}

var handlers = {};
Object.keys(M.ops).forEach(function (name) {
  handlers[name] = function (state, args, env) { return run(name, state, args, env); };
});
export default handlers;
`;
