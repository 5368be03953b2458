import { spawn } from 'node:child_process';
import { assertBrokerAnswers } from './assert-broker-answers.ts';
import { type BrokerConnection, brokerEnvironment } from './broker-connection.ts';
import { pactBrokerBinary } from './pact-broker-binary.ts';

/** How a run of the broker client ended, and what it printed. */
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
 * Runs `pact broker <args>` against the broker, which it reaches through the environment (see `brokerEnvironment`),
 * once the broker is known to answer (else a clear `[hcuk]` error, not the client's retries). Asynchronous, so that a
 * caller serving HTTP in the same process (a test's broker) keeps answering.
 */
export async function runBrokerCommand(
  args: string[],
  broker: BrokerConnection,
  options: BrokerCommandOptions = {},
): Promise<BrokerRun> {
  await assertBrokerAnswers(broker);
  const echo = options.echo ?? ((text: string) => process.stdout.write(text));
  return new Promise((resolve, reject) => {
    const child = spawn(pactBrokerBinary(), ['broker', ...args], {
      env: brokerEnvironment(broker, options.env ?? process.env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      echo(chunk.toString());
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
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
