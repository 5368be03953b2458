/**
 * Whether a name as typed probably holds a slip of autofill or the keyboard: a digit ("Sam2", a thumb on the row
 * above) or an @ (the email address filled into the name field). The admin document's rule for a name
 * (`PersonName`) asks only for a letter and no invisible characters, which such a name keeps, so the request would go
 * with a name the lender then addresses the visitor by. A name the document refuses is its error, not this.
 *
 * The form asks, once, and sends it as typed if Send is pressed again: the document takes such a name, and a
 * deed-poll name is the person's to write.
 */
export function nameSlip(name: string): boolean {
  return /[\p{Nd}@]/u.test(name);
}
