/**
 * Requests to check what was typed (an email address one slip from a common mailbox's, a digit in a name), each asked
 * once: shown once the visitor leaves the field, or when Send stops on it. Send stops once for every check not yet
 * asked, and a value asked about and unchanged since is sent as typed when Send is pressed again: the document takes
 * it, and it is the visitor's to give.
 */
import { useState } from 'react';

/** The checks on `typed`, where `applies` says which fields' values are to be asked about. */
export function useAskedOnce<F extends string>(typed: Record<F, string>, applies: Record<F, boolean>) {
  const [left, setLeft] = useState<Partial<Record<F, true>>>({});
  const [asked, setAsked] = useState<Partial<Record<F, string>>>({});
  const stoppedOn = (field: F) => applies[field] && asked[field] === typed[field];
  const unasked = (Object.keys(typed) as F[]).filter((field) => applies[field] && !stoppedOn(field));
  return {
    /** Whether `field`'s check is shown: it applies, and the visitor has left the field or Send stopped on it. */
    shown: (field: F) => applies[field] && (left[field] === true || stoppedOn(field)),
    /** Whether Send has stopped on `field` as it is typed now (pressed again, it sends it). */
    stoppedOn,
    /** The visitor left `field`. */
    leave: (field: F) => setLeft((now) => ({ ...now, [field]: true })),
    /** For Send: marks every check not yet asked as asked, and gives the first such field, or `undefined` for none. */
    ask: (): F | undefined => {
      if (unasked.length === 0) return undefined;
      setAsked((now) => ({ ...now, ...Object.fromEntries(unasked.map((field) => [field, typed[field]])) }));
      return unasked[0];
    },
  };
}
