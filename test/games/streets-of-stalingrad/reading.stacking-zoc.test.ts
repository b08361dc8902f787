import { sosTables } from './tables-fixture';
import { describe, expect, it } from 'vitest';
import { stackProblems } from '#games/streets-of-stalingrad/stacking/check-stack';
import type { Piece, PieceKind } from '#games/streets-of-stalingrad/stacking/pieces';

const soviet = (...kinds: PieceKind[]): Piece[] => kinds.map((kind, i) => ({ id: `s${i + 1}-${kind}`, side: 'soviet', kind }));

describe('reading of stacking and zones of control (SoS 5, 6)', () => {
  // SoS 17.21: "One leader unit, or OP unit, or mine dog, or sniper unit, or bridge unit may stack with the above combat unit."
  it('S-1: on a friendly minefield a bridge is the one companion; a leader may not stand there with it', () => {
    const codes = stackProblems(sosTables().stacking, 'soviet', soviet('infantry', 'leader', 'bridge', 'minefield'), { volga: false, minefield: 'soviet' }).map((p) => p.code);
    expect(codes).toContain('minefield-stack');
  });
});
