import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

/**
 * `npm run dev`: the API server (restarting on change) and the Vite dev server (hot reload, with
 * /api and /media proxied to the server) side by side. Output of both is prefixed in one
 * terminal; Ctrl-C stops both; if either dies, the other is stopped too.
 */
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const useColour = Boolean(process.stdout.isTTY);

const processes = [
  {
    name: 'server',
    colour: 36,
    args: ['--import', 'tsx', '--watch', '--watch-preserve-output', 'src/server/main.ts'],
  },
  {
    name: 'web',
    colour: 35,
    args: [path.join('node_modules', 'vite', 'bin', 'vite.js')],
  },
];

const children: ChildProcess[] = [];
let isStopping = false;

function prefix(name: string, colour: number): string {
  const label = `[${name}]`.padEnd(9);
  return useColour ? `\u001b[${colour}m${label}\u001b[0m` : label;
}

function forwardLines(stream: NodeJS.ReadableStream, target: NodeJS.WriteStream, label: string): void {
  readline.createInterface({ input: stream }).on('line', (line) => target.write(`${label}${line}\n`));
}

function stopAll(signal: NodeJS.Signals): void {
  if (isStopping) return;
  isStopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}

for (const { name, colour, args } of processes) {
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development', FORCE_COLOR: useColour ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const label = prefix(name, colour);
  if (child.stdout) forwardLines(child.stdout, process.stdout, label);
  if (child.stderr) forwardLines(child.stderr, process.stderr, label);
  child.on('exit', (code, signal) => {
    if (!isStopping) console.error(`${label}exited (${signal ?? `code ${code}`}); stopping the other process`);
    stopAll('SIGTERM');
    if (children.every((other) => other.exitCode !== null || other.signalCode !== null)) process.exit(code ?? 0);
  });
  children.push(child);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stopAll(signal));
