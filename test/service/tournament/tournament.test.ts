import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { outbox } from '#db/schema';
import { createMailComposer } from '#mail/outbound/composer';
import { loadTemplates } from '#mail/outbound/load-templates';
import { createService } from '#service/create-service';
import type { DuelGame } from '../../support/duel-game';
import { duelRuleset } from '../../support/duel-ruleset';
import { memoryLogger, seededEntropy, steppingClock } from '../../support/fixed-ports';
import { playDuel } from '../../support/play-duel';
import { tempStore, type TempStore } from '../../support/temp-store';

const referee = { kind: 'referee' } as const;
let db: TempStore;
afterEach(() => db.dispose());

/** Four people, four Duel games on one database with mail: two rounds of two pairings. */
async function club() {
  db = tempStore();
  const clock = steppingClock();
  const service = createService({
    db,
    rulesets: [duelRuleset],
    clock,
    entropy: seededEntropy('tournament'),
    logger: memoryLogger(),
    mail: createMailComposer({ templates: loadTemplates(), domain: 'club.example' }),
  });
  const email = (name: string) => `${name}@club.example`;
  const newGame = async (blue: string, red: string): Promise<DuelGame> => {
    const game = await service.createGame({ scenario: 'duel/skirmish', players: [{ side: 'blue', email: email(blue) }, { side: 'red', email: email(red) }] });
    const token = (side: 'blue' | 'red') => game.players.find((p) => p.side === side)!.token;
    return { db, clock, logger: memoryLogger(), service, game, token };
  };
  const standingsMail = () =>
    db.sqlite.select().from(outbox).where(eq(outbox.kind, 'standings')).orderBy(asc(outbox.id)).all();
  return { service, newGame, standingsMail };
}

describe('a tournament', () => {
  it('of four games in two rounds reports the standings from the games’ results and mails them after each round', async () => {
    const { service, newGame, standingsMail } = await club();
    const t = await service.createTournament({ name: 'Winter Cup' });
    expect(t).toMatchObject({ name: 'Winter Cup', points: { win: 3, draw: 1, loss: 0 }, rounds: [], standings: [] });
    const r1a = await newGame('ann', 'bob');
    const r1b = await newGame('cat', 'dan');
    const r2a = await newGame('ann', 'cat');
    const r2b = await newGame('dan', 'bob');
    for (const [g, round, blue, red] of [[r1a, 1, 'ann', 'bob'], [r1b, 1, 'cat', 'dan'], [r2a, 2, 'ann', 'cat'], [r2b, 2, 'dan', 'bob']] as const) {
      await service.addTournamentGame(t.id, { game: g.game.id, round, players: { blue, red } });
    }

    // Round 1: ann v bob is played out by the rules; cat v dan ends by the referee, drawn.
    await playDuel(r1a);
    const first = await service.summary(r1a.game.id);
    expect(first.status).toBe('ended');
    expect(standingsMail()).toEqual([]);
    await service.referee(r1b.game.id, referee, { action: 'end', reason: 'agreed draw' });
    const afterRound1 = await service.tournament(t.id);
    expect(afterRound1.rounds.map((r) => [r.round, r.complete])).toEqual([[1, true], [2, false]]);
    const winner1 = first.outcome?.winner === 'blue' ? 'ann' : first.outcome?.winner === 'red' ? 'bob' : null;
    const winnerOf = (id: string) => afterRound1.rounds[0]!.games.find((g) => g.game === id)!.winner;
    expect([winnerOf(r1a.game.id), winnerOf(r1b.game.id)]).toEqual([winner1, null]);
    const mails1 = standingsMail();
    expect(mails1.map((m) => m.to)).toEqual([['ann@club.example'], ['bob@club.example'], ['cat@club.example'], ['dan@club.example']]);
    expect(mails1[0]!.subject).toBe(`[Umpire ${t.id}] Winter Cup: standings after round 1`);
    expect(mails1[0]!.body).toContain('Dear ann,');
    expect(mails1[0]!.body).toContain(`${r1b.game.id}: cat (blue) v dan (red): drawn. Ended by the referee: agreed draw`);

    // Round 2: ann beats cat, bob beats dan (both ended by the referee with a winner).
    await service.referee(r2a.game.id, referee, { action: 'end', reason: 'cat resigned', winner: 'blue' });
    expect(standingsMail()).toHaveLength(4);
    await service.referee(r2b.game.id, referee, { action: 'end', reason: 'dan resigned', winner: 'red' });
    const final = await service.tournament(t.id);
    const expected =
      winner1 === 'ann'
        ? ['1 ann 2/2/0/0 6', '2 bob 2/1/0/1 3', '3 cat 2/0/1/1 1', '3 dan 2/0/1/1 1']
        : winner1 === 'bob'
          ? ['1 bob 2/2/0/0 6', '2 ann 2/1/0/1 3', '3 cat 2/0/1/1 1', '3 dan 2/0/1/1 1']
          : ['1 ann 2/1/1/0 4', '1 bob 2/1/1/0 4', '3 cat 2/0/1/1 1', '3 dan 2/0/1/1 1'];
    expect(final.standings.map((r) => `${r.rank} ${r.name} ${r.played}/${r.won}/${r.drawn}/${r.lost} ${r.points}`)).toEqual(expected);
    const mails = standingsMail();
    expect(mails).toHaveLength(8);
    expect(mails[4]!.subject).toContain('standings after round 2');
    expect(mails[4]!.body).toContain(expected[0]!.split(' ')[1]!);
  });

  it.each([
    ['an unknown game', (g: string) => ({ game: 'g_NOSUCH', round: 1, players: { blue: 'a', red: 'b' }, g }), 404, 'unknown-game'],
    ['a side without a name', (g: string) => ({ game: g, round: 1, players: { blue: 'a' } }), 422, 'invalid-tournament-game'],
    ['a side the game does not have', (g: string) => ({ game: g, round: 1, players: { blue: 'a', red: 'b', green: 'c' } }), 422, 'invalid-tournament-game'],
    ['round 0', (g: string) => ({ game: g, round: 0, players: { blue: 'a', red: 'b' } }), 422, 'invalid-tournament-game'],
  ])('refuses %s and changes nothing', async (_what, input, status, code) => {
    const { service, newGame } = await club();
    const t = await service.createTournament({ name: 'Cup' });
    const g = await newGame('a', 'b');
    await expect(service.addTournamentGame(t.id, input(g.game.id) as never)).rejects.toMatchObject({ status, code });
    expect((await service.tournament(t.id)).rounds).toEqual([]);
  });

  it('takes a game once, and answers 404 for an unknown tournament', async () => {
    const { service, newGame } = await club();
    const t = await service.createTournament({ name: 'Cup' });
    const g = await newGame('a', 'b');
    await service.addTournamentGame(t.id, { game: g.game.id, round: 1, players: { blue: 'a', red: 'b' } });
    await expect(service.addTournamentGame(t.id, { game: g.game.id, round: 2, players: { blue: 'a', red: 'b' } })).rejects.toMatchObject({ status: 409, code: 'game-in-tournament' });
    await expect(service.tournament('t_NOSUCH')).rejects.toMatchObject({ status: 404, code: 'unknown-tournament' });
  });
});
