import { parentPort } from 'node:worker_threads';
import { rulesetFor } from '#games';
import { parseTurnFile } from '../parse';
import type { ParseReply, ParseRequest } from './messages';

/** The body of a parse worker thread: reads each turn file it is sent with its title's schemas. */
const port = parentPort;
if (!port) throw new Error('serve.ts runs in a worker thread');
port.on('message', (req: ParseRequest) => {
  const ruleset = rulesetFor(req.title);
  const reply: ParseReply = ruleset
    ? { id: req.id, parsed: parseTurnFile(req.text, { order: ruleset.orderSchema, standing: ruleset.standingSchema }, { maxBytes: req.maxBytes }) }
    : { id: req.id, unknownTitle: true };
  port.postMessage(reply);
});
port.postMessage({ ready: true } satisfies ParseReply);
