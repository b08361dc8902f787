import type { Logger } from '#service/ports';

/** The default log sink of the app: one JSON line per entry on the console (works on any runtime). */
export const consoleJsonLogger: Logger = {
  log: (entry) => (entry.level === 'error' ? console.error : console.log)(JSON.stringify(entry)),
};
