import { expect, it } from 'vitest';
import { loggedUrl } from './logged-url.ts';

it('hides a number plate in the logged request target, and leaves every other parameter as it came', () => {
  expect(loggedUrl('/api/v1/vrmlookup/getvrmdata?vrm=YK19FHD')).toBe('/api/v1/vrmlookup/getvrmdata?vrm=[hidden]');
  expect(loggedUrl('/api/v1/vrmlookup/updatevehiclemileage?mileage=31950&VRM=yk19%20fhd')).toBe(
    '/api/v1/vrmlookup/updatevehiclemileage?mileage=31950&VRM=[hidden]',
  );
  expect(loggedUrl('/api/v1/x?%76rm=YK19FHD&brand=MG')).toBe('/api/v1/x?%76rm=[hidden]&brand=MG');
  expect(loggedUrl('/data/api/v1/Calculate.json?fuelType=petrol')).toBe('/data/api/v1/Calculate.json?fuelType=petrol');
  expect(loggedUrl('/__health')).toBe('/__health');
});
