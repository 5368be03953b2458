import { spawn } from 'node:child_process';
import { redact } from '../cli/redact.ts';
import { type BrokerConnection, brokerEnvironment } from './broker-connection.ts';
import { brokerSecrets } from './broker-secrets.ts';
import { pactBrokerBinary } from './pact-broker-binary.ts';

/** How a run of the broker client ended, and what it printed (redacted). */
export interface BrokerRun {
  status: number;
  output: string;
}

/** Options of {@link runBrokerCommand}. */
export interface BrokerCommandOptions {
  /** The environment to start from (its PACT_BROKER_ settings are replaced by the connection's); default process.env. */
  env?: NodeJS.ProcessEnv;
  /** Where the client's output goes as it arrives; default this process's stdout. */
  echo?: (text: string) => void;
}

/**
 * Runs `pact broker <args>` against the broker, which it reaches through the environment (see `brokerEnvironment`);
 * the caller checks first that the broker answers (`brokerJson`), else the client retries for a minute. What the
 * client prints is redacted line by line before it is shown or kept (a broker's error that it quotes may echo the
 * token), whole lines only, so that a secret split between two reads is still found. Asynchronous, so that a caller
 * serving HTTP in the same process (a test's broker) keeps answering.
 */
export async function runBrokerCommand(
  args: string[],
  broker: BrokerConnection,
  options: BrokerCommandOptions = {},
): Promise<BrokerRun> {
  const echo = options.echo ?? ((text: string) => process.stdout.write(text));
  const secrets = brokerSecrets(broker);
  return new Promise((resolve, reject) => {
    const child = spawn(pactBrokerBinary(), ['broker', ...args], {
      env: brokerEnvironment(broker, options.env ?? process.env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const show = (text: string) => {
      const safe = redact(text, secrets);
      output += safe;
      echo(safe);
    };
    const lines = (stream: NodeJS.ReadableStream) => {
      let partial = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        partial += chunk;
        const end = partial.lastIndexOf('\n') + 1;
        if (end === 0) return;
        show(partial.slice(0, end));
        partial = partial.slice(end);
      });
      stream.on('end', () => {
        if (partial) show(partial);
        partial = '';
      });
    };
    lines(child.stdout);
    lines(child.stderr);
    child.on('error', (error) => reject(new Error(`[hcuk] the Pact broker client did not start: ${error.message}`)));
    child.on('close', (status) => resolve({ status: status ?? 1, output }));
  });
}

/** The client's own reasons for a failure (its `❌` lines, de-duplicated), or its last line when it gave none. */
export function brokerFailureReason(run: BrokerRun): string {
  const lines = run.output.split('\n').map((line) => line.trim());
  const reasons = [
    ...new Set(lines.filter((line) => line.startsWith('❌')).map((line) => line.replace(/^(❌\s*)+/, ''))),
  ];
  return reasons.join('; ') || lines.filter(Boolean).at(-1) || `it exited ${run.status} without a message`;
}
