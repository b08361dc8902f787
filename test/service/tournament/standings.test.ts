import { describe, expect, it } from 'vitest';
import { standings } from '#service/tournament/standings';
import { standingsText } from '#service/tournament/standings-text';
import type { TournamentGame } from '#service/tournament/types';

const points = { win: 3, draw: 1, loss: 0 };
const won = (round: number, winner: string, loser: string): TournamentGame => ({ game: `g_${winner}${loser}${round}`, round, players: { blue: winner, red: loser }, status: 'ended', winner });
const drawn = (round: number, a: string, b: string): TournamentGame => ({ game: `g_${a}${b}${round}`, round, players: { blue: a, red: b }, status: 'ended', winner: null });
const playing = (round: number, a: string, b: string): TournamentGame => ({ game: `g_${a}${b}${round}`, round, players: { blue: a, red: b }, status: 'active' });
const table = (games: TournamentGame[]) => standings(points, games).map((r) => `${r.rank} ${r.name} ${r.played}/${r.won}/${r.drawn}/${r.lost} ${r.points}`);

describe('the standings table', () => {
  it.each([
    ['wins and draws score 3 and 1; games still running do not count', [won(1, 'ann', 'bob'), drawn(1, 'cat', 'dan'), playing(2, 'ann', 'cat')], ['1 ann 1/1/0/0 3', '2 cat 1/0/1/0 1', '2 dan 1/0/1/0 1', '4 bob 1/0/0/1 0']],
    ['equal points: more wins first', [won(1, 'ann', 'bob'), drawn(1, 'cat', 'dan'), drawn(2, 'cat', 'bob'), drawn(2, 'dan', 'ann'), drawn(3, 'cat', 'ann')], ['1 ann 3/1/2/0 5', '2 cat 3/0/3/0 3', '3 dan 2/0/2/0 2', '4 bob 2/0/1/1 1']],
    ['equal points and wins: the game between the tied players decides', [won(1, 'bob', 'ann'), won(2, 'ann', 'cat'), won(2, 'dan', 'bob'), drawn(3, 'cat', 'dan')], ['1 dan 2/1/1/0 4', '2 bob 2/1/0/1 3', '3 ann 2/1/0/1 3', '4 cat 2/0/1/1 1']],
    ['a circle of wins among the tied separates nobody: a shared rank', [won(1, 'bob', 'ann'), won(2, 'ann', 'cat'), won(3, 'cat', 'bob')], ['1 ann 2/1/0/1 3', '1 bob 2/1/0/1 3', '1 cat 2/1/0/1 3']],
    ['nothing separates them: a shared rank, listed by name', [drawn(1, 'dan', 'ann')], ['1 ann 1/0/1/0 1', '1 dan 1/0/1/0 1']],
  ])('%s', (_rule, games, expected) => {
    expect(table(games)).toEqual(expected);
  });

  it('uses the tournament’s points', () => {
    expect(standings({ win: 2, draw: 1, loss: -1 }, [won(1, 'ann', 'bob')]).map((r) => r.points)).toEqual([2, -1]);
  });

  it('prints as a fixed-width table', () => {
    expect(standingsText(standings(points, [won(1, 'ann', 'bob')]))).toBe(['  #  Name     P   W   D   L Pts', '  1  ann      1   1   0   0   3', '  2  bob      1   0   0   1   0'].join('\n'));
  });
});
