import { runCli } from './run';

/** The `umpire` command (bin/umpire.js loads this file). */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

process.exitCode = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  readStdin,
  env: process.env,
  stderrIsTty: Boolean(process.stderr.isTTY),
});
