import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect, it } from 'vitest';
import { mount, shadowQueries, update } from '../../test/shadow.ts';
import { registerHcukStepProgress } from './hcuk-step-progress.tsx';

beforeAll(() => registerHcukStepProgress());

it('shows the calculator steps by default and emits hcuk-step-select for a completed step', async () => {
  const host = await mount('<hcuk-step-progress current="compare" clickable></hcuk-step-progress>');
  const labels = shadowQueries(host)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(labels).toEqual(['1Details (completed)', '2Charging (completed)', '3Models (completed)', '4Compare']);
  const selected: unknown[] = [];
  host.addEventListener('hcuk-step-select', (event) => selected.push((event as CustomEvent).detail));
  await act(async () => userEvent.click(shadowQueries(host).getByRole('button', { name: /Models/ })));
  expect(selected).toEqual([{ value: 'select', index: 2 }]);
});

it('reads steps as JSON and stops offering buttons when clickable is removed', async () => {
  const host = await mount(
    `<hcuk-step-progress steps='[{"value":"a","label":"Car"},{"value":"b","label":"Quote"}]' current="b" clickable></hcuk-step-progress>`,
  );
  expect(shadowQueries(host).getByRole('button').textContent).toBe('1Car (completed)');
  await update(() => host.removeAttribute('clickable'));
  expect(shadowQueries(host).queryAllByRole('button')).toHaveLength(0);
});
