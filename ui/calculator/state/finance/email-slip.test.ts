import { expect, it } from 'vitest';
import { emailSlip } from './email-slip.ts';

it('offers the common mailbox an address is one slip of the keyboard from', () => {
  expect(emailSlip('sam.jones@gmial.com')).toBe('sam.jones@gmail.com'); // two letters swapped
  expect(emailSlip('sam.jones@gmai.com')).toBe('sam.jones@gmail.com'); // one left out
  expect(emailSlip('sam.jones@gmaill.com')).toBe('sam.jones@gmail.com'); // one added
  expect(emailSlip('sam.jones@gnail.com')).toBe('sam.jones@gmail.com'); // one changed
  expect(emailSlip('sam.jones@gmail.con')).toBe('sam.jones@gmail.com');
  expect(emailSlip('Sam.Jones@Hotmail.co.ul')).toBe('Sam.Jones@hotmail.co.uk');
  expect(emailSlip('sam@outlok.com')).toBe('sam@outlook.com');
  expect(emailSlip('sam@btinternet.cm')).toBe('sam@btinternet.com');
  // A phone review: an accented letter from a long press, and an ending typed twice.
  expect(emailSlip('sam@gmaíl.com')).toBe('sam@gmail.com');
  // The same as Chromium hands it over, the domain encoded (Punycode).
  expect(emailSlip(`sam@${new URL('http://gmaíl.com/').hostname}`)).toBe('sam@gmail.com');
  expect(emailSlip('sam@gmail.com.com')).toBe('sam@gmail.com');
  expect(emailSlip('sam@example.co.uk.uk')).toBe('sam@example.co.uk');
});

it('asks nothing of a known domain, one no slip away, or one a slip from two', () => {
  for (const email of [
    'sam@gmail.com',
    'sam@mail.com', // a provider of its own, a slip from gmail.com
    'sam@GMAIL.COM',
    'sam@example.co.uk',
    'sam@nhs.net',
    'sam@hotmail.fr', // two slips from hotmail.com
    'not-an-address',
    '@gmial.com',
    'sam@',
  ])
    expect(emailSlip(email)).toBeUndefined();
  // me.com and mac.com: "mec.com" is a slip from each, so neither is guessed.
  expect(emailSlip('sam@mec.com')).toBeUndefined();
});
