import { describe, expect, it } from 'vitest';
import type { KbGame } from '#games/kharkov-battles/game/types';
import { filesForWindow } from '../../../fuzz/window-files';
import { createRng } from '../../../fuzz/rng';
import { KB, opened } from '../game-wiring-fixture';
import { kbFuzzTitle } from './kb-fuzz-title';

/**
 * KB 20.1: the fuzzer's games seldom leave a 38th Army unit south of row KB49xx, so the files
 * it plans around one are asked here on a real Operation Star game with sov-167-rd-kb moved
 * from its set-up hex KB4916 to KB4816 (as a retreat would): every offered order, checked
 * alone after the planned prefix (the due unit's listed move), is accepted, and every settled
 * file either moves the unit by an order of its own or is empty (the server then moves it).
 */
const YELLOW = 'sov-167-rd-kb';
const title = kbFuzzTitle();

describe('the fuzzer\'s Movement files when a 38th Army unit owes a move north (KB 20.1)', () => {
  const start = opened('operation-star');
  const game: KbGame = { ...start, state: { ...start.state, units: { ...start.state.units, [YELLOW]: { ...start.state.units[YELLOW]!, hex: '4816' as never } } } };

  it('agree with check() over 12 seeds: no disagreement, no problem, the unit moved by the file or by the server', () => {
    const window = KB.window(game)!;
    expect(window.id).toBe('T00/soviet-movement');
    let checked = 0;
    for (let seed = 0; seed < 12; seed++) {
      const files = filesForWindow(title, game, window, createRng(`north-${seed}`), { offeredChecks: 6, standingRate: 0 });
      expect(files.disagreements, `seed ${seed}`).toEqual([]);
      expect(files.problems, `seed ${seed}`).toEqual([]);
      checked += files.offeredChecked;
      const orders = files.submissions.find((s) => s.side === ('soviet' as never))!.orders as Record<string, { unit?: string }>[];
      expect(orders.length === 0 || orders.some((o) => o.move?.unit === YELLOW), `seed ${seed}`).toBe(true);
    }
    expect(checked).toBeGreaterThan(20);
  });
});
