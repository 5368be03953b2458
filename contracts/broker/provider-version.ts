import { ciBuild } from './ci-build.ts';

/** The provider's version as the broker records it. */
export interface ProviderVersion {
  /** Undefined when neither a flag, PROVIDER_VERSION nor the CI service names one. */
  number?: string;
  branch?: string;
  buildUrl?: string;
}

/**
 * The provider version being verified or deployed: the flag, else PROVIDER_VERSION / PROVIDER_BRANCH, else the commit
 * and branch of the CI build this runs in (the provider's pipeline). Never this checkout's git: this repository is the
 * consumer's, and its commit says nothing about the provider.
 */
export function providerVersion(flags: { version?: string; branch?: string }, env: NodeJS.ProcessEnv): ProviderVersion {
  const ci = ciBuild(env);
  const number = flags.version || env.PROVIDER_VERSION || ci?.commit;
  const branch = flags.branch || env.PROVIDER_BRANCH || ci?.branch;
  return {
    ...(number ? { number } : {}),
    ...(branch ? { branch } : {}),
    ...(ci?.buildUrl ? { buildUrl: ci.buildUrl } : {}),
  };
}
