import { stringOpt } from '../args';
import type { Command } from '../command';
import { UsageError } from '../errors';
import { writeOutputFile } from '../files';
import { portOpt } from '../port-option';

export const viewCommand: Command = {
  name: 'view',
  summary: 'Browse archives on the map in a browser, with no database and no network (the archive viewer)',
  usage: '[--port PORT] [--host HOST] | --offline FILE',
  description: [
    'Serves the archive viewer alone on http://HOST:PORT/web/viewer (default 127.0.0.1 and a free',
    'port; the address is printed): drop any archive file on the page (umpire export, "Download the',
    'archive" on a game page) and step through its games on the map. Nothing is stored and no game',
    'is needed: the file is checked as umpire verify checks it, a full copy is replayed to draw the',
    'pieces after each step. Stops on Ctrl-C (SIGINT) or SIGTERM.',
    '',
    'With --offline FILE it serves nothing: it writes the viewer as one self-contained HTML file',
    '(the rules of every title, the archive check and the map drawing inside, about 1.4 MB) that',
    'opens archives in any browser from the disk, with no server and no network.',
  ].join('\n'),
  options: {
    port: { type: 'string', value: 'PORT', help: 'Port to listen on (default 0 = any free port)' },
    host: { type: 'string', value: 'HOST', help: 'Address to listen on (default 127.0.0.1)' },
    offline: { type: 'string', value: 'FILE', help: 'Write the offline viewer (one HTML file) to FILE instead of serving' },
  },
  positionals: { min: 0, max: 0 },
  async run({ args, io, out }) {
    const offline = stringOpt(args, 'offline');
    if (offline !== undefined) {
      if (stringOpt(args, 'port') !== undefined || stringOpt(args, 'host') !== undefined) throw new UsageError('--offline writes a file and serves nothing: give it without --port and --host');
      const { buildOfflineViewer } = await import('#web/viewer/offline/build-offline-viewer');
      const html = await buildOfflineViewer();
      await writeOutputFile(offline, html);
      const bytes = Buffer.byteLength(html);
      out.result({ file: offline, bytes }, () => `Offline viewer written to ${offline} (${(bytes / 1e6).toFixed(1)} MB): open it in a browser and drop an archive on it`);
      return 0;
    }
    const port = portOpt(args, 0);
    const host = stringOpt(args, 'host') ?? '127.0.0.1';
    const [{ listen }, { createViewerApp }, { rulesets }, { silentLogger }, { offlineViewerOnce }] = await Promise.all([
      import('#http/node-listen'),
      import('#http/viewer-app'),
      import('#games'),
      import('#service/ports'),
      import('#web/viewer/offline/build-offline-viewer'),
    ]);
    const app = createViewerApp({ rulesets, logger: silentLogger, offlineViewer: offlineViewerOnce() });
    const { server, url } = await listen(app.fetch, port, host);
    io.stdout.write(`Archive viewer: ${url}/web/viewer\n`);
    await new Promise<void>((done) => {
      const stop = () => server.close(() => done());
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
    return 0;
  },
};
