import { archiveClosing, chainLog, gameLogHash, sealedHead } from '#archive/log-chain';
import type { Archive } from '#archive/types';

/**
 * Re-links a whole archive after an edit, as a forger covering tracks would: the game's
 * link, every step and referee entry, and the sealed head. What such a copy cannot match
 * is a head kept outside it (docs/storage.md "Anchors").
 */
export function relinkArchive(a: Archive): Archive {
  const { logHash: _g, ...game } = a.game;
  const gameLink = gameLogHash(game);
  const { steps, entries, head } = chainLog(
    gameLink,
    a.steps.map(({ logHash: _l, ...s }) => s),
    (a.referee ?? []).map(({ logHash: _l, ...e }) => e),
  );
  const out: Archive = { ...a, game: { ...a.game, logHash: gameLink }, steps, ...(a.referee ? { referee: entries } : {}) };
  return { ...out, logHead: sealedHead(head, archiveClosing(out)) };
}
