import { rulesetFor, rulesets } from '#games';
import { createService } from '#service/create-service';
import type { CreatedGame, Receipt } from '#service/types';
import { seededEntropy, steppingClock } from '../../support/fixed-ports';
import { tempStore, type TempStore } from '../../support/temp-store';

/** The German's two opening prepared assaults of Operation Blue (DoS 5.6: GT1 combat first). */
export const OPENING_ATTACKS = [
  { attack: { target: '0431', units: ['ger-11pz', 'ger-16mot', 'ger-24pz'], advance: 'all' } },
  { attack: { target: '0230', units: ['ger-299inf', 'ger-340inf'] } },
];

/**
 * Operation Blue played through the real service on a temp SQLite file: step 1 the
 * German's opening window with two battles, step 2 the German movement window with one
 * move (the first legal one the rules offer). dispose() deletes the database.
 */
export async function playedGame(): Promise<{
  service: ReturnType<typeof createService>;
  game: CreatedGame;
  token(side: string): string;
  receipts: Receipt[];
  store: TempStore;
  dispose(): void;
}> {
  const store = tempStore();
  const service = createService({ db: store, rulesets, clock: steppingClock(), entropy: seededEntropy('report tests') });
  const game = await service.createGame({ scenario: 'drive-on-stalingrad/operation-blue', players: [{ side: 'german' }, { side: 'soviet' }] });
  const token = (side: string) => game.players.find((p) => p.side === side)!.token;
  const receipts: Receipt[] = [];
  const submit = async (window: string, orders: unknown[]) => {
    const file = { format: 'umpire-turn/1', game: game.id, side: 'german', window, orders };
    const r = await service.submitTurn({ gameId: game.id, text: JSON.stringify(file), bearer: token('german'), channel: 'http' });
    if (!r.ok) throw new Error(`${window}: ${r.status} ${r.code} ${JSON.stringify(r.errors)}`);
    receipts.push(r.receipt);
  };
  await submit('T01/german', OPENING_ATTACKS);
  const state = await service.view(game.id, { kind: 'referee' });
  const unit = rulesetFor('drive-on-stalingrad')!
    .options(state, 'german' as never)
    .find((u) => (u.moves ?? []).some((m) => m.path.length >= 2));
  const move = unit?.moves?.find((m) => m.path.length >= 2);
  if (!unit || !move) throw new Error('no German unit can move two hexes');
  await submit('T01/german-movement', [{ move: { unit: unit.unit, path: move.path } }]);
  return { service, game, token, receipts, store, dispose: () => store.dispose() };
}
