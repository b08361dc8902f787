import type { SosGame } from '#games/streets-of-stalingrad/game/types';

/**
 * SoS 18.41, 18.42: a wounded leader on the Turn Column Track is off the map until he returns:
 * no unit on the track stands on the map or in a box, nor is eliminated, and none is on it twice.
 */
export function sosTurnTrackProblems(game: SosGame): string[] {
  const out: string[] = [];
  const returns = game.state.leaderReturns ?? [];
  returns.forEach((r, i) => {
    const p = game.state.pieces[r.unit];
    if (!p) out.push(`${r.unit} is on the Turn Column Track and is no piece of the game (SoS 18.41)`);
    else if (p.at !== null) out.push(`${r.unit} is on the Turn Column Track (turn ${r.turn}) yet stands at ${p.at} (SoS 18.41, 18.42)`);
    else if (p.eliminated) out.push(`${r.unit} is on the Turn Column Track yet eliminated (SoS 18.41, 18.43)`);
    if (returns.findIndex((x) => x.unit === r.unit) !== i) out.push(`${r.unit} is on the Turn Column Track twice (SoS 18.41)`);
  });
  return out;
}
