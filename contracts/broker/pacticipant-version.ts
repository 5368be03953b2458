import { UsageError } from '../cli/usage-error.ts';
import { consumerName, type Group, providerNames, repoRoot } from '../documents.ts';
import { consumerVersion } from './consumer-version.ts';
import { providerVersion } from './provider-version.ts';

/** The flags that say which application version a deployment command is about (parseArgs options). */
export const pacticipantFlags = {
  pacticipant: { type: 'string' },
  provider: { type: 'string' },
  version: { type: 'string' },
} as const;

/** A pacticipant (an application the broker knows) and one of its versions. */
export interface PacticipantVersion {
  pacticipant: string;
  version: string;
}

/**
 * Which application and version: by default ours, `hcuk-genesis`, at this checkout's consumer version (the one
 * `contracts:publish` published); `--provider finance|admin` for our providers' names, whose version is --version,
 * PROVIDER_VERSION or the CI commit; any other `--pacticipant` needs --version.
 */
export function pacticipantVersion(
  flags: { pacticipant?: string; provider?: string; version?: string },
  env: NodeJS.ProcessEnv,
  root: string = repoRoot,
): PacticipantVersion {
  if (flags.provider !== undefined && flags.provider !== 'finance' && flags.provider !== 'admin')
    throw new UsageError(`--provider must be finance or admin, not ${flags.provider}.`);
  if (flags.provider && flags.pacticipant) throw new UsageError('give --provider or --pacticipant, not both.');
  const pacticipant = flags.provider ? providerNames[flags.provider as Group] : (flags.pacticipant ?? consumerName);
  if (pacticipant === consumerName)
    return { pacticipant, version: flags.version ?? consumerVersion(root, env, {}, '--version').number };
  const ours = Object.values(providerNames).includes(pacticipant);
  const version = ours ? providerVersion({ version: flags.version }, env).number : flags.version;
  if (!version)
    throw new UsageError(
      `--version is required for ${pacticipant}${ours ? ' (or PROVIDER_VERSION, or a CI build that names its commit)' : ''}.`,
    );
  return { pacticipant, version };
}
