/** Shortest secret redacted: shorter strings are too likely to occur in ordinary text. */
const MIN_SECRET_LENGTH = 8;

export const REDACTED = "[redacted]";

/**
 * Replaces every occurrence of `secret` in `text`. An endpoint that quotes the request's
 * Authorization header back (in a junk answer or an error page) must not get the key into
 * report.json, REPORT.md, the response cache, run.zip or IndexedDB: all of those are built from
 * strings the client returns, so the client scrubs them at the source.
 */
export function redactSecret(text: string, secret: string | undefined): string {
  if (!secret || secret.length < MIN_SECRET_LENGTH || !text.includes(secret)) return text;
  return text.split(secret).join(REDACTED);
}
