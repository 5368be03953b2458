import { expect, it } from 'vitest';
import { createAdminClient } from '../client/create-admin-client.ts';
import { failure } from '../test-support/failure.ts';
import { json, recordingFetch } from '../test-support/recording-fetch.ts';
import { ApiError } from './api-error.ts';
import { NetworkError } from './network-error.ts';
import { withoutPersonalData } from './personal-data.ts';
import { ResponseBodyError } from './response-body-error.ts';

const baseUrl = 'https://admin.test';
const plate = 'YK19FHD';

it('hides the values of personal parameters only, matched as a server reads names', () => {
  expect(withoutPersonalData(`https://a.test/v?vrm=${plate}&mileage=31950#top`, ['vrm'])).toBe(
    'https://a.test/v?vrm=[hidden]&mileage=31950#top',
  );
  expect(withoutPersonalData('/v?mileage=1&VRM=yk19%20fhd&%76rm=AB12CDE', ['vrm'])).toBe(
    '/v?mileage=1&VRM=[hidden]&%76rm=[hidden]',
  );
  // A name that is not valid percent-encoding is compared as it is; a value-less flag has nothing to hide.
  expect(withoutPersonalData('/v?%E0vrm=x&vrm&brand=MG', ['vrm'])).toBe('/v?%E0vrm=x&vrm&brand=MG');
  expect(withoutPersonalData('/v', ['vrm'])).toBe('/v');
  // Only the query: an '&vrm=' in the path is not a parameter, and a fragment stays as it is.
  expect(withoutPersonalData('/p&vrm=x/q?y=1&vrm=AB12CDE#vrm=1', ['vrm'])).toBe('/p&vrm=x/q?y=1&vrm=[hidden]#vrm=1');
  expect(withoutPersonalData('/v?vrm=A=B&x=%26', ['vrm'])).toBe('/v?vrm=[hidden]&x=%26');
  expect(withoutPersonalData('/p#a?vrm=x', ['vrm'])).toBe('/p#a?vrm=x');
  expect(withoutPersonalData('/v?vrm=AB12CDE&q=a?b', ['vrm'])).toBe('/v?vrm=[hidden]&q=a?b');
});

it('names the plate lookup in an ApiError without the plate, in its url and its message', async () => {
  const fetch = recordingFetch(() =>
    json({ title: 'Not found', status: 404, detail: 'No vehicle has that mark.' }, 404),
  );
  const error = await failure(createAdminClient({ baseUrl, fetch }).getVrmData({ vrm: plate }));
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 404, url: 'https://admin.test/api/v1/vrmlookup/getvrmdata?vrm=[hidden]' });
  expect((error as Error).message).toBe(
    '[hcuk] getVrmData failed with 404 from https://admin.test/api/v1/vrmlookup/getvrmdata?vrm=[hidden]: No vehicle has that mark.',
  );
  // The request itself carried the plate: only what the error shows is hidden.
  expect(fetch.requests[0]?.url).toBe(`https://admin.test/api/v1/vrmlookup/getvrmdata?vrm=${plate}`);
});

it('keeps the plate out of a NetworkError and a ResponseBodyError too, and keeps the other parameters', async () => {
  const offline = recordingFetch(() => {
    throw new TypeError('fetch failed');
  });
  const network = await failure(
    createAdminClient({ baseUrl, fetch: offline }).updateVehicleMileage({ vrm: plate, mileage: 31950 }),
  );
  expect(network).toBeInstanceOf(NetworkError);
  expect((network as NetworkError).url).toMatch(/\?(vrm=\[hidden\]&mileage=31950|mileage=31950&vrm=\[hidden\])$/);
  expect((network as Error).message).not.toContain(plate);

  const broken = recordingFetch(() => new Response('<html>maintenance</html>', { status: 200 }));
  const notJson = await failure(createAdminClient({ baseUrl, fetch: broken }).getVrmData({ vrm: plate }));
  expect(notJson).toBeInstanceOf(ResponseBodyError);
  expect((notJson as ResponseBodyError).url).toBe('https://admin.test/api/v1/vrmlookup/getvrmdata?vrm=[hidden]');

  const wrongShape = recordingFetch(() => json({ make: 42 }));
  const validating = createAdminClient({ baseUrl, fetch: wrongShape, validateResponses: true });
  const schema = await failure(validating.getVrmData({ vrm: plate }));
  expect(schema).toBeInstanceOf(ResponseBodyError);
  expect((schema as Error).message).toContain('getvrmdata?vrm=[hidden]');
  expect((schema as Error).message).not.toContain(plate);
});

it('keeps the plate out of a NetworkError whose cause quotes the URL sent', async () => {
  // As Node's fetch does for a baseUrl without its scheme, or a proxying fetch that names what it refused.
  const quoting = recordingFetch((request) => {
    throw new TypeError(`proxy refused ${request.url}`);
  });
  const error = await failure(createAdminClient({ baseUrl, fetch: quoting }).getVrmData({ vrm: plate }));
  expect(error).toBeInstanceOf(NetworkError);
  expect((error as Error).message).toContain(
    '(proxy refused https://admin.test/api/v1/vrmlookup/getvrmdata?vrm=[hidden])',
  );
  expect((error as Error).message).not.toContain(plate);
});

it('keeps the plate out of a timeout’s NetworkError', async () => {
  const never = recordingFetch(
    (request) =>
      new Promise<Response>((_, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason)),
      ),
  );
  const error = await failure(
    createAdminClient({ baseUrl, fetch: never }).getVrmData({ vrm: plate }, { timeoutMs: 5 }),
  );
  expect(error).toBeInstanceOf(NetworkError);
  expect((error as NetworkError).url).toBe('https://admin.test/api/v1/vrmlookup/getvrmdata?vrm=[hidden]');
});
