import type { VerifierOptions } from '@pact-foundation/pact';
import type { BrokerConnection } from '../broker/broker-connection.ts';
import { consumerName, type Group, pactFileFor } from '../documents.ts';

/** A consumer version selector, as the broker's pacts-for-verification API takes it. */
export type ConsumerVersionSelector = NonNullable<VerifierOptions['consumerVersionSelectors']>[number];

/** Where the pacts to verify come from; the default is the committed files. */
export type PactSource =
  | { from: 'files' }
  | {
      /** The broker's pacts for verification, picked by the selectors. */
      from: 'broker';
      broker: BrokerConnection;
      selectors: ConsumerVersionSelector[];
      /** A pact no provider version has verified yet cannot fail the build (docs.pact.io/pending). */
      enablePending: boolean;
      /** Also verify work-in-progress pacts published since this date (YYYY-MM-DD); they are always pending. */
      includeWipPactsSince?: string;
    }
  | {
      /** One pact by URL, as the broker's contract_requiring_verification_published webhook gives it. */
      from: 'url';
      url: string;
      broker?: BrokerConnection;
    };

/**
 * Pact's recommended selectors, for our consumer only: the latest version on its main branch, every version deployed
 * or released to an environment, and (with a provider branch) the consumer version on the branch of the same name.
 */
export function defaultSelectors(providerBranch?: string): ConsumerVersionSelector[] {
  return [
    { consumer: consumerName, mainBranch: true },
    { consumer: consumerName, deployedOrReleased: true },
    ...(providerBranch ? [{ consumer: consumerName, matchingBranch: true }] : []),
  ];
}

function credentials(broker: BrokerConnection | undefined): Partial<VerifierOptions> {
  if (broker?.token) return { pactBrokerToken: broker.token };
  if (broker?.username && broker.password)
    return { pactBrokerUsername: broker.username, pactBrokerPassword: broker.password };
  return {};
}

/**
 * The verifier options that fetch a group's pacts from the source. From a broker, only our consumer's pacts are
 * verified (`consumerFilters`: WIP pacts of other consumers come back too, with provider states we do not describe).
 */
export function sourceOptions(source: PactSource, group: Group, providerBranch?: string): Partial<VerifierOptions> {
  if (source.from === 'files') return { pactUrls: [pactFileFor(group)] };
  if (source.from === 'url') return { pactUrls: [source.url], ...credentials(source.broker) };
  return {
    pactBrokerUrl: source.broker.url,
    ...credentials(source.broker),
    consumerVersionSelectors: source.selectors,
    consumerFilters: [consumerName],
    ...(source.enablePending ? { enablePending: true } : {}),
    ...(source.includeWipPactsSince ? { includeWipPactsSince: source.includeWipPactsSince } : {}),
    ...(providerBranch ? { providerVersionBranch: providerBranch } : {}),
  };
}
