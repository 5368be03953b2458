import { expect, it } from 'vitest';
import { privacyNoticeProblem, privacyNoticeUrl } from './privacy-notice-url.ts';

const page = 'https://www.example.co.uk/cars/electric/calculator?brand=MG';

it('resolves a relative href against the page, as the README’s embed writes it', () => {
  expect(privacyNoticeUrl('/privacy', page)).toBe('https://www.example.co.uk/privacy');
  expect(privacyNoticeUrl('privacy.html', page)).toBe('https://www.example.co.uk/cars/electric/privacy.html');
  expect(privacyNoticeUrl('https://lender.example/privacy', page)).toBe('https://lender.example/privacy');
});

it('refuses what is not an http(s) address, with one error naming the attribute', () => {
  for (const href of ['javascript:alert(1)', 'mailto:dpo@example.co.uk', 'data:text/html,hi', 'http://[::1']) {
    expect(privacyNoticeUrl(href, page)).toBeUndefined();
    expect(privacyNoticeProblem(href, page)).toMatch(/^\[hcuk\] .*privacy-notice-href must be an http\(s\) address/);
  }
  expect(privacyNoticeProblem('', page)).toBeUndefined();
  expect(privacyNoticeProblem('/privacy', page)).toBeUndefined();
});
