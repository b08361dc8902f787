/** Where a command reads and writes: the process in production, buffers in-process. */
export interface Io {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  /** Reads all of standard input (for `-` as a file name). */
  readStdin(): Promise<string>;
  env: Record<string, string | undefined>;
  /** Whether stderr is a terminal (progress lines are drawn in place there). */
  stderrIsTty: boolean;
}
