import type { Io } from '#cli/io';

/** An `Io` for `runCli` called in-process: what the command writes is kept in `out` and `err`. */
export function capturedIo(env: Record<string, string> = {}): Io & { out: string; err: string } {
  const io = {
    out: '',
    err: '',
    stdout: { write: (t: string) => (io.out += t) },
    stderr: { write: (t: string) => (io.err += t) },
    readStdin: async () => '',
    env,
    stderrIsTty: false,
  };
  return io;
}
