/**
 * A domain as its owner writes it: each `xn--` label (Punycode, RFC 3492, the ASCII form of an internationalised
 * name) decoded, the rest as it is. Chromium hands an email field's value over with such a domain already encoded
 * ("sam@gmaíl.com" reads "sam@xn--gmal-xpa.com"), so the slip it holds could not be seen, and the visitor would be
 * shown back an address they never typed. A label that is not valid Punycode stays as it is.
 */

const base = 36;
const tMin = 1;
const tMax = 26;

/** RFC 3492 section 6.1: the bias after each code point. */
function adapt(delta: number, points: number, first: boolean): number {
  let scaled = first ? Math.floor(delta / 700) : delta >> 1;
  scaled += Math.floor(scaled / points);
  let k = 0;
  while (scaled > ((base - tMin) * tMax) >> 1) {
    scaled = Math.floor(scaled / (base - tMin));
    k += base;
  }
  return k + Math.floor(((base - tMin + 1) * scaled) / (scaled + 38));
}

/** A base-36 digit's value: a to z are 0 to 25, 0 to 9 are 26 to 35. */
function digit(code: number): number | undefined {
  if (code >= 0x30 && code <= 0x39) return code - 22;
  if (code >= 0x61 && code <= 0x7a) return code - 0x61;
  if (code >= 0x41 && code <= 0x5a) return code - 0x41;
  return undefined;
}

/** RFC 3492 section 6.2: the code points `encoded` (a label without its `xn--`) stands for, or `undefined`. */
function decode(encoded: string): string | undefined {
  const dash = encoded.lastIndexOf('-');
  const output = Array.from(encoded.slice(0, Math.max(dash, 0)), (char) => char.charCodeAt(0));
  if (output.some((code) => code >= 0x80)) return undefined;
  let n = 0x80;
  let bias = 72;
  let i = 0;
  for (let at = dash > 0 ? dash + 1 : 0; at < encoded.length; ) {
    const before = i;
    let weight = 1;
    for (let k = base; ; k += base) {
      const value = at < encoded.length ? digit(encoded.charCodeAt(at++)) : undefined;
      if (value === undefined) return undefined;
      i += value * weight;
      const threshold = k <= bias ? tMin : k >= bias + tMax ? tMax : k - bias;
      if (value < threshold) break;
      weight *= base - threshold;
    }
    bias = adapt(i - before, output.length + 1, before === 0);
    n += Math.floor(i / (output.length + 1));
    if (!(n <= 0x10ffff)) return undefined;
    i %= output.length + 1;
    output.splice(i, 0, n);
    i++;
  }
  return output.length > 0 ? String.fromCodePoint(...output) : undefined;
}

/**
 * The name an `xn--` label stands for, or `undefined` for one that is not a name's encoding: longer than a DNS label
 * (63), not Punycode, or not what the platform's own encoder gives for its decoding ("xn--gmail-" would read
 * "gmail", a name no encoder writes so). A pasted label of hundreds of digits once overflowed the arithmetic.
 */
function decodeLabel(label: string): string | undefined {
  if (label.length > 63) return undefined;
  const decoded = decode(label.slice(4).toLowerCase());
  if (decoded === undefined) return undefined;
  try {
    return new URL(`http://${decoded}/`).hostname === label.toLowerCase() ? decoded : undefined;
  } catch {
    return undefined;
  }
}

/** `domain` with each `xn--` label decoded: "xn--gmal-xpa.com" → "gmaíl.com". */
export function unicodeDomain(domain: string): string {
  return domain
    .split('.')
    .map((label) => (/^xn--/i.test(label) ? (decodeLabel(label) ?? label) : label))
    .join('.');
}

/** `email` with its domain as its owner writes it (`unicodeDomain`). */
export function unicodeEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? email : `${email.slice(0, at + 1)}${unicodeDomain(email.slice(at + 1))}`;
}
