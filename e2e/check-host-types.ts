/**
 * Type-checks the React host example as a consumer of the built package (`hcuk-genesis/embed` resolved through
 * package.json's exports to `dist/`, with `skipLibCheck` off), optionally with one extra host file.
 */
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const hostDirectory = fileURLToPath(new URL('./hosts/react/', import.meta.url));

/** The diagnostics of the host, as `file(line): message` lines; `extra` adds a file with this content. */
export function checkHostTypes(extra?: string): string[] {
  const configPath = `${hostDirectory}tsconfig.json`;
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, hostDirectory);
  const extraPath = `${hostDirectory}extra-host.tsx`;
  const host = ts.createCompilerHost(parsed.options);
  const readFile = host.readFile.bind(host);
  host.readFile = (path) => (extra !== undefined && path === extraPath ? extra : readFile(path));
  host.fileExists = (path) => (extra !== undefined && path === extraPath) || ts.sys.fileExists(path);
  const roots = extra === undefined ? parsed.fileNames : [...parsed.fileNames, extraPath];
  const program = ts.createProgram(roots, parsed.options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file
      ? `${diagnostic.file.fileName.replace(hostDirectory, '')}(${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1})`
      : 'tsc';
    return `${where}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
  });
}
