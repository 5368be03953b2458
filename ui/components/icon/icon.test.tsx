import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Icon } from './icon.tsx';
import { iconNames, isIconName } from './icon-set.ts';

it('is 18px by default, 20px in the small variant', () => {
  const { container } = render(
    <>
      <Icon name="car" />
      <Icon name="bolt" variant="small" />
    </>,
  );
  const [regular, small] = Array.from(container.querySelectorAll('svg'));
  expect([regular?.getAttribute('width'), small?.getAttribute('width')]).toEqual(['18', '20']);
});

it('has an accessible name when labelled and is hidden otherwise', () => {
  const { container } = render(
    <>
      <Icon name="info" label="More information" />
      <Icon name="check" />
    </>,
  );
  expect(screen.getByRole('img', { name: 'More information' })).toBeTruthy();
  expect(container.querySelector('[data-icon="check"]')?.getAttribute('aria-hidden')).toBe('true');
});

it('knows exactly the icons in its set', () => {
  expect(iconNames).toContain('fuel-pump');
  expect(isIconName('bolt')).toBe(true);
  expect(isIconName('toString')).toBe(false);
});
