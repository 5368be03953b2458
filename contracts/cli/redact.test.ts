import { expect, it } from 'vitest';
import { bodyExcerpt } from './body-excerpt.ts';
import { redact } from './redact.ts';

it('hides each secret however it is spelt: as given, percent-encoded, JSON-escaped', () => {
  const secret = 'p@ss "w0rd"/x';
  const text = `a ${secret} b ${encodeURIComponent(secret)} c ${JSON.stringify({ error: secret })}`;
  const shown = redact(text, [secret, undefined, '']);
  expect(shown).toBe('a *** b *** c {"error":"***"}');
});

it("hides a URL's userinfo, up to its last @, and keeps the rest of the URL", () => {
  expect(redact('to http://ci:s3cret@broker.example:8080/x and https://tok@b.example/?a=1')).toBe(
    'to http://***@broker.example:8080/x and https://***@b.example/?a=1',
  );
  expect(redact("URL: 'http://ci:p@ss@broker.example'")).toBe("URL: 'http://***@broker.example'");
  expect(redact('mail ci@broker.example or see http://broker.example/a@b')).toBe(
    'mail ci@broker.example or see http://broker.example/a@b',
  );
});

it('hides Authorization values, Bearer and Basic credentials and token parameters, but not words about them', () => {
  expect(redact('Authorization: Bearer abc.def-ghi')).toBe('Authorization: Bearer ***');
  expect(redact('{"authorization":"Basic Y2k6czNjcmV0"}')).toBe('{"authorization":"Basic ***"}');
  expect(redact('headers authorization=opaque-value;')).toBe('headers authorization=***;');
  expect(redact('got Bearer t0ken and Basic Y2k6czNjcmV0 back')).toBe('got Bearer *** and Basic *** back');
  expect(redact('GET /x?token=abc123&page=2')).toBe('GET /x?token=***&page=2');
  const prose = 'a bearer token (PactFlow) or Basic auth (Pact Broker); Bearer tokens expire';
  expect(redact(prose)).toBe(prose);
});

it('hides a short secret only where it stands alone, so that messages stay readable', () => {
  expect(redact('token t, recorded at t0 with t', ['t'])).toBe('token ***, recorded at t0 with ***');
});

it('quotes the start of a body: redacted before it is cut, an HTML page reduced to its words', () => {
  const secret = 'tok-0123456789';
  const page = `<html><head><style>h1{color:red}</style></head><body><h1>Bad   gateway</h1>\n<p>${'x'.repeat(180)} ${secret} and more words after it</p></body></html>`;
  const excerpt = bodyExcerpt(page, [secret]);
  expect(excerpt.startsWith('Bad gateway xxx')).toBe(true);
  // Cut before redacting, the excerpt would end in the secret's first characters.
  expect(excerpt).toMatch(/ \*\*\* and…$/);
  expect(excerpt).not.toContain('tok-');
  expect(excerpt.length).toBeLessThanOrEqual(201);
  expect(bodyExcerpt('')).toBe('');
});
