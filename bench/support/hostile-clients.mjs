// Hostile HTTP clients for bench/http-hostile-load.bench.ts, in a worker thread of their
// own, so that the work of sending them never delays the client that measures /health.
// workerData: { url, gameId, files: [{ body, bearer? }], clients }. Runs until it is sent
// "stop", then posts { posted, statuses, accepted } and exits.
import { parentPort, workerData } from 'node:worker_threads';

const { url, gameId, files, clients } = workerData;
let stop = false;
let posted = 0;
let accepted = 0;
const statuses = {};
parentPort.on('message', (m) => {
  if (m === 'stop') stop = true;
});

async function client(k) {
  for (let i = k; !stop; i++) {
    const f = files[i % files.length];
    let status = 'closed';
    try {
      const res = await fetch(`${url}/api/games/${gameId}/turns`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', ...(f.bearer ? { authorization: `Bearer ${f.bearer}` } : {}) },
        body: f.body,
      });
      await res.arrayBuffer();
      status = res.status;
    } catch {
      // The server may answer and close before a refused body is all sent.
    }
    posted++;
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status === 200) accepted++;
  }
}

await Promise.all(Array.from({ length: clients }, (_, k) => client(k)));
parentPort.postMessage({ posted, statuses, accepted });
parentPort.close();
