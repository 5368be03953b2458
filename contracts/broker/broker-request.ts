import { setTimeout as sleep } from 'node:timers/promises';
import { bodyExcerpt } from '../cli/body-excerpt.ts';
import { fetchFailure } from '../cli/fetch-failure.ts';
import { redact } from '../cli/redact.ts';
import { authorizationOf, type BrokerConnection } from './broker-connection.ts';
import { brokerSecrets } from './broker-secrets.ts';

/** One request to the broker. */
export interface BrokerCall {
  /** Default GET. */
  method?: 'GET' | 'POST' | 'PUT';
  /** Absolute: the broker's URL or one of its links. */
  url: string;
  /** Sent as JSON. */
  body?: unknown;
  /** What the command was doing, for its error: e.g. `publishing the pacts to https://hcuk.pactflow.io`. */
  doing: string;
  /** Where PACT_BROKER_HTTP_RETRIES is read; default process.env. */
  env?: NodeJS.ProcessEnv;
  /** Times to ask again after a 5xx, 408 or 429; default PACT_BROKER_HTTP_RETRIES, else 8 (the client's). */
  retries?: number;
  /** Seconds to wait for each answer; default 30. */
  timeoutSeconds?: number;
}

/** An answer, its body read. */
export interface BrokerAnswer {
  response: Response;
  text: string;
}

const retryable = (status: number) => status >= 500 || status === 408 || status === 429;

function retriesOf(call: BrokerCall): number {
  if (call.retries !== undefined) return call.retries;
  const value = (call.env ?? process.env).PACT_BROKER_HTTP_RETRIES;
  return value && /^\d{1,2}$/.test(value) ? Number(value) : 8;
}

/** The URL, a relative link resolved against the broker's. */
const absolute = (broker: BrokerConnection, url: string) => new URL(url, `${broker.url}/`).href;

/** The request as a message names it: method and path at the broker, or the whole URL elsewhere. */
function requestName(broker: BrokerConnection, method: string, url: string): string {
  const target = new URL(absolute(broker, url));
  return `${method} ${target.origin === new URL(broker.url).origin ? target.pathname : target.href}`;
}

/**
 * Sends one request, signed in, and reads the answer, whatever its status: redirects are never followed (fetch would
 * turn a redirected POST into a GET without its body, and send the credentials on to wherever it points), and a 5xx,
 * 408 or 429 is asked again (half a second, doubling) like the official client does. Throws `[hcuk] nothing answers at
 * the broker …` only when nothing does (refused, unknown host, timeout); any other failure to get an answer names its
 * reason. Every message is redacted.
 */
export async function sendToBroker(broker: BrokerConnection, call: BrokerCall): Promise<BrokerAnswer> {
  const method = call.method ?? 'GET';
  const secrets = brokerSecrets(broker);
  const timeout = call.timeoutSeconds ?? 30;
  const retries = retriesOf(call);
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(absolute(broker, call.url), {
        method,
        headers: {
          Accept: 'application/hal+json, application/json',
          ...(call.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...authorizationOf(broker),
        },
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeout * 1000),
      });
    } catch (error) {
      const { reason, nothingAnswers } = fetchFailure(error);
      const why = reason === 'no answer in time' ? `no answer within ${timeout} s` : reason;
      throw new Error(
        redact(
          nothingAnswers
            ? `[hcuk] nothing answers at the broker ${broker.url} (${why}): check --broker-url or PACT_BROKER_BASE_URL.`
            : `[hcuk] ${call.doing} failed: ${requestName(broker, method, call.url)} got no answer that could be read (${why}).`,
          secrets,
        ),
      );
    }
    const text = await response.text();
    if (!retryable(response.status) || attempt >= retries) return { response, text };
    await sleep(500 * 2 ** attempt);
  }
}

/**
 * Sends one request (see {@link sendToBroker}) and gives the broker's JSON. Throws `[hcuk] <doing> failed: …` for
 * anything else, with the real reason, redacted: a redirect (with where it points: a command must not publish or
 * record anything somewhere it was not told), an error status with the start of its body, or a body that is not JSON
 * (a sign-in page or a proxy's error page answering for the broker).
 */
export async function brokerJson(broker: BrokerConnection, call: BrokerCall): Promise<unknown> {
  const { response, text } = await sendToBroker(broker, call);
  const secrets = brokerSecrets(broker);
  const request = requestName(broker, call.method ?? 'GET', call.url);
  const excerpt = bodyExcerpt(text, secrets);
  const fail = (reason: string) => new Error(redact(`[hcuk] ${call.doing} failed: ${reason}`, secrets));
  const status = `${response.status} ${response.statusText}`.trim();
  if (response.status >= 300 && response.status < 400) {
    const location = response.headers.get('location');
    const target = location ? new URL(location, absolute(broker, call.url)).href : 'no Location given';
    throw fail(
      `the broker redirected ${request} (${status}) to ${target}, and no broker request is sent on to another address: if that is the broker's address now, give it as --broker-url.`,
    );
  }
  if (!response.ok) throw fail(`the broker answered ${request} with ${status}${excerpt ? `: ${excerpt}` : ''}`);
  const type = response.headers.get('content-type') ?? 'no content type';
  let json: unknown;
  try {
    json = /json/i.test(type) ? JSON.parse(text) : undefined;
  } catch {
    // Reported below.
  }
  if (json === undefined)
    throw fail(
      `the broker answered ${request} with ${status} and ${type}, not the broker's JSON (a sign-in or proxy page?)${excerpt ? `: ${excerpt}` : ''}`,
    );
  return json;
}
