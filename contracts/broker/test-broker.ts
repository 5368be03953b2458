/**
 * A broker-shaped HTTP server on 127.0.0.1 for tests: just enough of the Pact Broker's HAL API for the official broker
 * client (publish, can-i-deploy, record-deployment) and Pact's verifier (pacts for verification, pact fetch, provider
 * branch, verification results), recording every request it receives. No broker server can run on these machines;
 * this is how pact-js's command-line package tested its publisher (test/integration/broker-mock.ts there).
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the test broker received, its body parsed as JSON when it is JSON. */
export interface BrokerRequest {
  method: string;
  /** Path and query as sent, e.g. `/matrix?q[][pacticipant]=hcuk-genesis&...`. */
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A pact the broker hands the verifier. */
export interface ServedPact {
  /** The pact as the consumer published it (consumer, provider, interactions, metadata). */
  content: Record<string, unknown> & {
    consumer: { name: string };
    provider: { name: string };
    interactions: Record<string, unknown>[];
  };
  /** Pending (its failures do not fail the provider's build); default false. */
  pending?: boolean;
  /** A work-in-progress pact (selected by includeWipPactsSince); default false. */
  wip?: boolean;
}

/** Options of {@link startTestBroker}. */
export interface TestBrokerOptions {
  /** The pacts for verification; default none. */
  pacts?: ServedPact[];
  /** The Authorization header every request must carry, else 401; default none required. */
  authorization?: string;
  /** Requests answered otherwise (a 500, a 401, a redirect, a sign-in page), by method and path prefix; default none. */
  faults?: TestBrokerFault[];
  /** The can-i-deploy answer; default deployable. */
  deployable?: boolean;
  /** Environments a version can be recorded in; default `['production']`. */
  environments?: string[];
}

/** An answer the test broker gives instead of its own, to requests of one method whose path starts with a prefix. */
export interface TestBrokerFault {
  method: string;
  /** e.g. `/contracts/publish`; `/` for every request of the method. */
  pathPrefix: string;
  status: number;
  /** The body: text as it is, or made from the request (e.g. echoing its Authorization header, as some proxies' error
   * pages do); default a JSON error naming the status. */
  body?: string | ((request: IncomingMessage) => string);
  /** Default `application/hal+json;charset=utf-8`. */
  contentType?: string;
  /** The Location header, for a redirect: absolute, or a path at this broker. */
  location?: string;
}

/** A running test broker. */
export interface TestBroker {
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  /** Every request received, in order. */
  requests: BrokerRequest[];
  /** The URL of the i-th served pact, as the broker's webhooks name it. */
  pactUrl(index: number): string;
  close(): Promise<void>;
}

type Answer = { status: number; body: unknown };

const pactPath = (index: number, pact: ServedPact) =>
  `/pacts/provider/${encodeURIComponent(pact.content.provider.name)}/consumer/${encodeURIComponent(pact.content.consumer.name)}/pact-version/p${index}`;

function answer(options: TestBrokerOptions, base: string, method: string, url: URL, body: unknown): Answer {
  const path = decodeURIComponent(url.pathname);
  const pacts = options.pacts ?? [];
  const link = (href: string, extra: Record<string, unknown> = {}) => ({ href: `${base}${href}`, ...extra });
  if (method === 'GET' && path === '/')
    return {
      status: 200,
      body: {
        _links: {
          self: link('/'),
          'pb:publish-contracts': link('/contracts/publish', { title: 'Publish contracts' }),
          'pb:provider-pacts-for-verification': link('/pacts/provider/{provider}/for-verification', {
            templated: true,
          }),
        },
      },
    };
  if (method === 'POST' && path === '/contracts/publish') return published(base, body);
  const forVerification = /^\/pacts\/provider\/([^/]+)\/for-verification$/.exec(path);
  if (forVerification && method === 'GET') return { status: 200, body: { _links: { self: link(url.pathname) } } };
  if (forVerification && method === 'POST') {
    const provider = forVerification[1];
    const selected = pacts
      .map((pact, index) => ({ pact, index }))
      .filter(({ pact }) => pact.content.provider.name === provider);
    const embedded = selected.map(({ pact, index }) => ({
      shortDescription: pact.wip ? 'a work-in-progress pact' : 'latest from the main branch',
      verificationProperties: { pending: pact.pending === true, ...(pact.wip ? { wip: true } : {}), notices: [] },
      _links: { self: link(pactPath(index, pact), { name: `Pact ${index}` }) },
    }));
    return { status: 200, body: { _embedded: { pacts: embedded } } };
  }
  const pactIndex = pacts.findIndex((pact, index) => pactPath(index, pact) === path);
  const pact = pacts[pactIndex];
  if (pact && method === 'GET') {
    const provider = encodeURIComponent(pact.content.provider.name);
    return {
      status: 200,
      body: {
        ...pact.content,
        // A broker gives every interaction an id; the verifier reports results by it.
        interactions: pact.content.interactions.map((interaction, i) => ({
          ...interaction,
          _id: `p${pactIndex}-i${i}`,
        })),
        _links: {
          self: link(url.pathname),
          'pb:provider': link(`/pacticipants/${provider}`),
          'pb:publish-verification-results': link(`${url.pathname}/verification-results`),
        },
      },
    };
  }
  if (method === 'POST' && path.endsWith('/verification-results')) return { status: 201, body: { success: true } };
  const pacticipant = /^\/pacticipants\/([^/]+)$/.exec(path);
  if (pacticipant && method === 'GET')
    return {
      status: 200,
      body: {
        name: pacticipant[1],
        _links: {
          'pb:branch-version': link(`${url.pathname}/branches/{branch}/versions/{version}`, { templated: true }),
        },
      },
    };
  if (method === 'PUT' && /^\/pacticipants\/[^/]+\/branches\/[^/]+\/versions\/[^/]+$/.test(path))
    return { status: 200, body: {} };
  const version = /^\/pacticipants\/([^/]+)\/versions\/([^/]+)$/.exec(path);
  if (version && method === 'GET')
    return {
      status: 200,
      body: {
        number: version[2],
        _links: {
          'pb:record-deployment': (options.environments ?? ['production']).map((name) => ({
            name,
            title: `Record deployment to ${name}`,
            href: `${base}${url.pathname}/deployed-versions/environment/env-${name}`,
          })),
        },
      },
    };
  if (method === 'POST' && /\/deployed-versions\/environment\/[^/]+$/.test(path))
    return { status: 201, body: { uuid: 'd-1', currentlyDeployed: true } };
  if (method === 'GET' && path === '/matrix') return matrix(options.deployable ?? true, url);
  return { status: 404, body: { error: `the test broker has no ${method} ${path}` } };
}

function published(base: string, body: unknown): Answer {
  const { pacticipantName, pacticipantVersionNumber } = body as Record<string, string>;
  const version = `${base}/pacticipants/${pacticipantName}/versions/${pacticipantVersionNumber}`;
  return {
    status: 200,
    body: {
      notices: [{ type: 'success', text: `Published the pact for ${pacticipantName} ${pacticipantVersionNumber}` }],
      logs: [],
      _embedded: {
        pacticipant: { name: pacticipantName, _links: { self: { href: `${base}/pacticipants/${pacticipantName}` } } },
        version: {
          number: pacticipantVersionNumber,
          _links: { self: { href: version, name: pacticipantVersionNumber, title: 'Version' } },
        },
      },
      _links: {
        'pb:contracts': [],
        'pb:pacticipant': { href: `${base}/pacticipants/${pacticipantName}`, name: pacticipantName, title: 'P' },
        'pb:pacticipant-version': { href: version, name: pacticipantVersionNumber, title: 'Version' },
        'pb:pacticipant-version-tags': [],
      },
    },
  };
}

function matrix(deployable: boolean, url: URL): Answer {
  const pacticipant = url.searchParams.get('q[][pacticipant]') ?? '';
  const version = url.searchParams.get('q[][version]') ?? '';
  const row = {
    consumer: { name: pacticipant, version: { number: version } },
    provider: { name: 'motor-finance-api', version: { number: 'p-1' } },
    verificationResult: { success: deployable, _links: { self: { href: 'http://broker/verification-results/1' } } },
  };
  const reason = deployable ? 'All required verification results are published and successful' : 'One or more failed';
  return {
    status: 200,
    body: {
      summary: { deployable, reason, success: deployable ? 1 : 0, failed: deployable ? 0 : 1, unknown: 0 },
      matrix: [row],
      notices: [],
    },
  };
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** Starts a test broker on 127.0.0.1 on a free port. */
export async function startTestBroker(options: TestBrokerOptions = {}): Promise<TestBroker> {
  const requests: BrokerRequest[] = [];
  let base = '';
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const method = request.method ?? 'GET';
    const body = await readBody(request);
    requests.push({ method, url: request.url ?? '/', headers: request.headers, body });
    const url = new URL(request.url ?? '/', base);
    const fault = options.faults?.find((f) => f.method === method && url.pathname.startsWith(f.pathPrefix));
    if (fault && !(options.authorization !== undefined && request.headers.authorization !== options.authorization)) {
      const text =
        typeof fault.body === 'function'
          ? fault.body(request)
          : (fault.body ?? JSON.stringify({ error: `the test broker failed on purpose (${fault.status})` }));
      response.writeHead(fault.status, {
        'Content-Type': fault.contentType ?? 'application/hal+json;charset=utf-8',
        ...(fault.location ? { Location: new URL(fault.location, base).href } : {}),
      });
      response.end(text);
      return;
    }
    const reply: Answer =
      options.authorization !== undefined && request.headers.authorization !== options.authorization
        ? { status: 401, body: { error: 'Unauthorized: a valid token or username and password is required' } }
        : answer(options, base, method, url, body);
    response.writeHead(reply.status, { 'Content-Type': 'application/hal+json;charset=utf-8' });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    pactUrl: (index) => {
      const pact = options.pacts?.[index];
      if (!pact) throw new Error(`[hcuk] the test broker serves no pact ${index}`);
      return `${base}${pactPath(index, pact)}`;
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
