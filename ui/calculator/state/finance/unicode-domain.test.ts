import { expect, it } from 'vitest';
import { unicodeDomain, unicodeEmail } from './unicode-domain.ts';

it('decodes each label the platform’s own encoder gives, back to the name as written', () => {
  const names = ['gmaíl.com', 'hotmaìl.co.uk', 'münchen.de', 'bücher.example', 'пример.рф', '例え.テスト'];
  for (const name of names) {
    const encoded = new URL(`http://${name}/`).hostname;
    expect(encoded).toMatch(/xn--/);
    expect(unicodeDomain(encoded)).toBe(name);
  }
  expect(unicodeDomain('xn--gmal-xpa.com')).toBe('gmaíl.com');
});

it('leaves a plain domain, and a label that is not Punycode, as they are', () => {
  expect(unicodeDomain('gmail.com')).toBe('gmail.com');
  expect(unicodeDomain('xn--.com')).toBe('xn--.com');
  expect(unicodeDomain('xn--ab!c.com')).toBe('xn--ab!c.com');
  expect(unicodeDomain('xn--99999999999.com')).toBe('xn--99999999999.com');
  // Hundreds of digits (a paste) once overflowed to a code point that threw; longer than a label, it is left alone.
  expect(unicodeDomain(`xn--${'9'.repeat(310)}a.com`)).toBe(`xn--${'9'.repeat(310)}a.com`);
  expect(unicodeDomain(`xn--${'9'.repeat(58)}a.com`)).toBe(`xn--${'9'.repeat(58)}a.com`);
  // Decodings no encoder writes so: all ASCII ("gmail"), or a control character.
  expect(unicodeDomain('xn--gmail-.com')).toBe('xn--gmail-.com');
  expect(unicodeDomain('xn--a.com')).toBe('xn--a.com');
  expect(unicodeDomain('XN--GMAL-XPA.COM')).toBe('gmaíl.COM');
});

it('decodes only the domain of an email address', () => {
  expect(unicodeEmail('xn--sam@xn--gmal-xpa.com')).toBe('xn--sam@gmaíl.com');
  expect(unicodeEmail('no-at-sign')).toBe('no-at-sign');
});
