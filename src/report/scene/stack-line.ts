import type { SceneStack } from './types';

/** A stack in words, top unit first, with what the reader cannot see counted: "0532 (3): 24 XX 9-9-12, … + 1 unit not seen". */
export function stackLine(s: SceneStack): string {
  const shown = s.pieces.map((p) => `${p.designation} ${p.size} ${p.factors}${p.reduced ? ' reduced' : ''}`).join(', ');
  const unseen = s.count - s.pieces.length;
  return `${s.label} (${s.count}): ${shown}${unseen > 0 ? ` + ${unseen} unit${unseen === 1 ? '' : 's'} not seen` : ''}`;
}
