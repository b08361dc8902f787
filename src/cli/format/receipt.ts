import type { Receipt } from '#service/types';

export function receiptLines(r: Receipt): string[] {
  const lines = [
    `${r.duplicate ? 'Already accepted' : 'Accepted'}: ${r.side} for ${r.window} in ${r.game} (version ${r.version}${r.final ? '' : ', draft'})`,
    `File hash  ${r.fileHash}`,
    `Received   ${r.receivedAt}`,
  ];
  if (r.adjudicated) {
    const a = r.adjudicated;
    lines.push(
      `The window closed: step ${a.step} adjudicated, ${a.events} events, seed ${a.seed}`,
      a.nextWindow ? `Next window ${a.nextWindow}` : 'The game has ended.',
    );
  }
  return lines;
}
