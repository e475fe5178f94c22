/**
 * Verbs an API doc's title opens with when it names an act ("Complete Upload", "Download
 * translated document", "Skip To Previous"). Only words that are verbs first: nouns that can be
 * verbs ("order", "file", "report", "book", "track", "map") are left out, because a title such as
 * "Order details" opens with a noun.
 */
const ACTION_VERBS = new Set(
  (
    "accept acknowledge activate analyse analyze append approve archive assign attach authenticate " +
    "authorize authorise calculate capture cancel charge clone close compare compile complete " +
    "compress confirm connect convert copy crop deactivate decline decode decompress decrypt " +
    "deduplicate delete deploy deposit detach detect disconnect dismiss download duplicate edit " +
    "encode encrypt enroll enrol escalate estimate evaluate execute expand export extract " +
    "finalize finalise fix geocode hide import invite invoke join kick launch leave lock merge migrate " +
    "mute notify parse pause pin preview print promote purge reactivate recalculate recognize " +
    "recognise redeem refresh refund regenerate reject release reload remind remove rename render " +
    "reopen reorder repair replay resend reset resize resolve restore resume retry revert revoke " +
    "rotate run scan scrape shorten skip snooze split star suspend summarize summarise swap sync " +
    "terminate transcode transcribe transfer transform translate trigger unarchive unassign " +
    "unblock unfollow unhide unlink unlock unmute unpack unpin unstar unsubscribe unsuspend unzip upgrade validate void withdraw zip"
  ).split(" "),
);

/** Whether a word (any case) is a verb that names an act, by the list above. */
export function isActionVerb(word: string): boolean {
  return ACTION_VERBS.has(word.toLowerCase());
}
