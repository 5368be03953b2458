/**
 * An email address whose domain is one slip of the keyboard from a common UK mailbox provider's ("gmial.com",
 * "hotmail.co.ul", "outlook.con"), and the address it was probably meant to be. The document's rule for an email
 * address is its shape alone (`Customer.email` in openapi/admin.yaml), which a slipped domain keeps: the request would
 * go, and the lender would write to an address no one reads while the visitor waits to hear (PRIN 2A.5: a customer
 * must be able to rely on what a firm's process tells them). So the form asks, once, and never changes the address
 * for the visitor.
 *
 * One slip is one letter left out, added, changed, or two side by side swapped (Damerau–Levenshtein, optimal string
 * alignment), an accented letter for a plain one, or the ending typed twice (".com.com"). A domain known as it is
 * typed is never asked about (mail.com and gmail.com are both real), nor one with two known domains a slip away,
 * where a guess could be the wrong one.
 */

import { unicodeDomain } from './unicode-domain.ts';

/** The mailbox providers most UK households use, and the known domains a slip of theirs could be mistaken for. */
const knownDomains = [
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.co.uk',
  'outlook.com',
  'live.com',
  'live.co.uk',
  'msn.com',
  'yahoo.com',
  'yahoo.co.uk',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'aol.co.uk',
  'btinternet.com',
  'btopenworld.com',
  'sky.com',
  'talktalk.net',
  'virginmedia.com',
  'ntlworld.com',
  'blueyonder.co.uk',
  'tiscali.co.uk',
  'mail.com',
  'gmx.com',
  'gmx.co.uk',
  'protonmail.com',
  'proton.me',
] as const;

/** Whether `a` and `b` are one slip apart: one letter left out, added or changed, or two neighbours swapped. */
function oneSlipApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const rest = (skipA: number, skipB: number) => a.slice(i + skipA) === b.slice(i + skipB);
  if (a.length === b.length) return rest(1, 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(2, 2));
  return a.length > b.length ? rest(1, 0) : rest(0, 1);
}

/**
 * The address `email` was probably meant to be, or `undefined` when its domain is known, is no slip of one, or is a
 * slip of two: "sam@gmial.com" → "sam@gmail.com". Case is the visitor's in the part before the @.
 */
export function emailSlip(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  if (at < 1) return undefined;
  const local = email.slice(0, at);
  // As the visitor typed it: Chromium gives an accented domain encoded ("xn--gmal-xpa.com" for "gmaíl.com").
  const typed = unicodeDomain(email.slice(at + 1).toLowerCase());
  // "gmail.com.com", "hotmail.co.uk.uk": the ending typed twice (a phone's suggestion accepted after typing it).
  const domain = typed.replace(/(\.[a-z]{2,})\1$/, '$1');
  if (domain !== typed) return `${local}@${domain}`;
  const known = (candidate: string) => (knownDomains as readonly string[]).includes(candidate);
  if (domain === '' || known(domain)) return undefined;
  // "gmaíl.com": an accented letter from a long press, which a phone's small type hardly shows.
  const plain = domain.normalize('NFD').replace(/\p{M}/gu, '');
  if (plain !== domain && known(plain)) return `${local}@${plain}`;
  const near = knownDomains.filter((candidate) => oneSlipApart(plain, candidate));
  return near.length === 1 ? `${local}@${near[0]}` : undefined;
}
