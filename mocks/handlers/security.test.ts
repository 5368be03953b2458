import { expect, it } from 'vitest';
import { ADMIN, FINANCE, listenWithMocks } from '../test-support/mock-fetch.ts';

listenWithMocks();

it('issues a bearer token from Token/Index without one', async () => {
  const response = await fetch(`${FINANCE}/api/v1/Token/Index?clientId=hcuk-genesis-web`, { method: 'POST' });
  expect(await response.json()).toMatchObject({ tokenType: 'Bearer', expiresIn: 3600 });
});

it('answers 401 problem+json on a secure finance path without a bearer token', async () => {
  const response = await fetch(`${FINANCE}/api/v1/CostSavingCalculator/Configuration`);
  expect([response.status, response.headers.get('content-type')]).toEqual([401, 'application/problem+json']);
  expect(await response.json()).toMatchObject({ title: 'Unauthorized', status: 401 });
});

it('accepts a bearer token on the secure paths', async () => {
  const response = await fetch(`${FINANCE}/api/v1/CostSavingCalculator/Configuration`, {
    headers: { Authorization: 'Bearer abc' },
  });
  const body = (await response.json()) as { chargingProfiles: { name: string }[] };
  expect([response.status, body.chargingProfiles[0]?.name]).toEqual([200, 'Mostly at home']);
});

it('never asks the admin group or the mock-mode /data paths for a token', async () => {
  const admin = await fetch(`${ADMIN}/api/v1/dealerusers/getdealerusers?dealerId=d-1001`);
  const data = await fetch('http://localhost/data/api/v1/CostSavingCalculator/Configuration.json');
  expect([admin.status, data.status]).toEqual([200, 200]);
});
