/** See cli-bundle.js: the file URL of an up-to-date bundle of the checkout's src/cli/main.ts, or undefined to run the sources. */
export function bundledCli(repo?: string): Promise<string | undefined>;
