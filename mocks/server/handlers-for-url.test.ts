import { http, matchRequestUrl } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../handlers/handlers.ts';
import { handlersForUrl } from './handlers-for-url.ts';

const handlers = createHandlers();
const candidatesFor = handlersForUrl(handlers);
/** The handlers whose path MSW itself matches against `url`. */
const matchedByMsw = (url: string) =>
  handlers.filter((handler) => matchRequestUrl(new URL(url), handler.info.path as string).matches);

const origin = 'http://127.0.0.1:4010';
const literals = handlers.map((handler) => (handler.info.path as string).slice(1));

describe('handlersForUrl', () => {
  it('keeps every handler MSW matches, and none it does not, whatever the case, slash, query or prefix', () => {
    const urls = literals.flatMap((path) => [
      `${origin}${path}`,
      `${origin}${path}/`,
      `${origin}${path.toUpperCase()}`,
      `${origin}${path}?brand=MG&isOem=false#top`,
      `${origin}/prefix${path}`,
      `${origin}${path}x`,
      `${origin}${path}//`,
      `${origin}${path.slice(0, -1)}`,
      `${origin}${path.replace('/v1/', '/%76%31/')}`,
      `${origin}${path.replace('/v1/', '/v1%2F')}`,
      `${origin}/x/%2e%2e${path}`,
    ]);
    for (const url of urls) expect(candidatesFor(url), url).toEqual(matchedByMsw(url));
  });

  it('answers a data file with the one handler that serves it', () => {
    const url = `${origin}/data/api/v1/CostSavingCalculator/Configuration.json`;
    expect(candidatesFor(url).map((handler) => handler.info.path)).toEqual([
      '*/data/api/v1/CostSavingCalculator/Configuration.json',
    ]);
  });

  it('always offers a handler whose path MSW may match more widely than its literal', () => {
    const wider = ['*/api/v1/Quote/:reference', '*/api/v1/Quote/', '*/api/v1/a|b', '*/api/v1/a#b', '*/api/v1/a\\.b'];
    const handlersOfThem = wider.map((path) => http.get(path, () => undefined));
    const candidates = handlersForUrl([...handlers, ...handlersOfThem]);
    expect(candidates(`${origin}/api/v1/Quote/Q-1`)).toEqual(handlersOfThem);
    expect(candidates(`${origin}/nothing`)).toEqual(handlersOfThem);
  });
});
