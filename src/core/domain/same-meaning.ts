import { looseKey, singular } from "./words.js";

/** Whose contact a record's `userEmail` or `memberPhone` is: the record's own person's. */
const SELF = new Set(["user", "person", "member", "contact", "profile"]);
/** Contact fields a person record holds once, whatever word it is prefixed with. */
const CONTACT = /^(email|emailaddress|phone|phonenumber|mobile)$/;
/** A record's own key: never the same as a parent's (`channelId` on a learner is no `id` of it). */
const OWN_KEY = /^(id|uuid|key)$/;
/** Words that are one name of their own: a user's `username` is a login, not the user's `name`. */
const COMPOUND = /^(username|screenname|nickname|hostname)$/;

/** The words a field of a record may be prefixed with for the record itself (`user` for users). */
export function recordNouns(entity: string | undefined): string[] {
  if (!entity) return [];
  const one = singular(entity);
  const last = one.split("_").pop() ?? one;
  return [...new Set([looseKey(one), looseKey(last)])].filter((n) => n.length >= 3);
}

/**
 * Whether two field names of one record mean the same: one name after normalising (`first_name` ↔
 * `firstName`), one named with the record's noun (`userEmail` on a user ↔ `email`), or a contact
 * field named for the record's person (`userEmail` on a learner ↔ `email`). A record's own id is
 * never another key.
 */
export function sameFieldMeaning(a: string, b: string, nouns: readonly string[]): boolean {
  const x = looseKey(a);
  const y = looseKey(b);
  if (x === y) return true;
  if (OWN_KEY.test(x) || OWN_KEY.test(y) || COMPOUND.test(x) || COMPOUND.test(y)) return false;
  if (nouns.some((n) => x === n + y || y === n + x)) return true;
  const [short, long] = x.length < y.length ? [x, y] : [y, x];
  return CONTACT.test(short) && [...SELF].some((n) => long === n + short);
}
