import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { Button } from '../button/button.tsx';
import { HtmlContent } from './html-content.tsx';
import { safeCtaHref } from './safe-cta-href.ts';
import { sanitiseHtml } from './sanitise-html.ts';

type Pwned = { pwned?: number };
afterEach(() => {
  delete (window as Pwned).pwned;
});

it('renders content without running a script payload', async () => {
  const payload =
    '<p>Terms apply.</p><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2"><svg onload="window.pwned = 3"></svg>';
  const { container } = render(<HtmlContent html={payload} />);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(screen.getByText('Terms apply.')).toBeTruthy();
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('[onerror], [onload]')).toBeNull();
  expect((window as Pwned).pwned).toBeUndefined();
});

it('drops a javascript: link so clicking it does nothing', async () => {
  const user = userEvent.setup();
  render(
    <HtmlContent html={'<a href="javascript:window.pwned=1">Claim offer</a> <a href="JaVa\tScript:alert(1)">x</a>'} />,
  );
  const link = screen.getByText('Claim offer');
  expect(link.hasAttribute('href')).toBe(false);
  await user.click(link);
  expect((window as Pwned).pwned).toBeUndefined();
  expect(screen.getByText('x').hasAttribute('href')).toBe(false);
});

it('keeps http(s), relative, mailto: and tel: links and makes new-tab links safe', () => {
  const html = sanitiseHtml(
    '<a href="https://www.hyundai.co.uk/offers" target="_blank">a</a><a href="/finance">b</a><a href="mailto:ev@example.co.uk">c</a><a href="tel:+443301234567">d</a><a href="data:text/html,hi">e</a>',
  );
  expect(html).toBe(
    '<a href="https://www.hyundai.co.uk/offers" target="_blank" rel="noopener noreferrer">a</a><a href="/finance">b</a><a href="mailto:ev@example.co.uk">c</a><a href="tel:+443301234567">d</a><a>e</a>',
  );
});

it('applies the same policy to call-to-action buttons', () => {
  expect(safeCtaHref('https://www.example.co.uk/test-drive')).toBe('https://www.example.co.uk/test-drive');
  expect(safeCtaHref('offers/ioniq-5?from=calculator')).toBe('offers/ioniq-5?from=calculator');
  expect(safeCtaHref(' javascript:alert(1)')).toBeUndefined();
  expect(safeCtaHref('vbscript:msgbox')).toBeUndefined();
  const scriptUrl = 'javascript:window.pwned=1';
  render(<Button label="Book a test drive" href={scriptUrl} />);
  expect(screen.getByText('Book a test drive').closest('a')?.hasAttribute('href')).toBe(false);
});

it('strips inline styles, so content cannot lay a fixed overlay over the page', () => {
  const overlay =
    '<div style="position:fixed;inset:0;z-index:2147483647;background:#fff">You have won a free charger</div><a href="/offers" style="display:block;width:100vw">Claim</a>';
  expect(sanitiseHtml(overlay)).toBe('<div>You have won a free charger</div><a href="/offers">Claim</a>');
});
