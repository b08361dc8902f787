import type { Outcome } from '#kernel/engine/ruleset';
import { side as asSide } from '#kernel/ids';
import { isCampaign } from '../sequence/scenarios';
import { divisionsNotBroughtIn, type CampaignVp } from '../victory/division-vp';
import { germanVpHexes } from '../victory/german-vp';
import { withdrawalVp } from '../victory/withdrawal-vp';
import type { SosEnv } from './env';
import type { SosGame, SosResult } from './types';

/** SoS 3.3: the level of victory for the German VP, by the scenario's levels (tables.yaml victoryLevels). */
function levelOf(env: SosEnv, game: SosGame, vp: number): { level: string; winner: 'german' | 'soviet' } {
  const l = env.tables.victoryLevels.scenarios[game.scenario]!;
  if (vp <= l.sovietDecisive) return { level: 'Soviet decisive', winner: 'soviet' };
  if (vp <= l.sovietMarginal) return { level: 'Soviet marginal', winner: 'soviet' };
  if (vp <= l.germanMarginal) return { level: 'German marginal', winner: 'german' };
  return { level: 'German decisive', winner: 'german' };
}

/** The VP hexes a German combat unit holds now (victory/german-vp.ts). */
const heldNow = (env: SosEnv, game: SosGame) =>
  germanVpHexes(env.tables, game.state, (id) => {
    const f = env.facts(id);
    return f.side === 'german' && f.combat;
  });

/** SoS 3.2, 3.5, 3.7: the campaign's VP besides the hexes (scenario #3 only). */
const campaignVpNow = (env: SosEnv, game: SosGame): CampaignVp[] =>
  isCampaign(game.scenario)
    ? [
        ...divisionsNotBroughtIn(env.tables, game.state, env.scenarioCounters(game.scenario)),
        // SoS 3.5, 3.7, 21.54: the 29th Division's withdrawal, +1 or -1
        ...withdrawalVp(env.tables, game.scenario, game.state).map((w) => ({ vp: w.vp, why: `the ${w.formation} ${w.why}`, rule: w.rule })),
      ]
    : [];

/** SoS 3.2-3.5: the game over (its last turn completed, or declared over by the German, 3.1): the German VP and the level of victory. */
export function finalResult(env: SosEnv, game: SosGame, declared = false): SosResult {
  const held = heldNow(env, game);
  const campaign = campaignVpNow(env, game);
  const germanVp = held.reduce((s, h) => s + h.vp, 0) + campaign.reduce((s, c) => s + c.vp, 0);
  const { level, winner } = levelOf(env, game, germanVp);
  const hexes = held.length === 0 ? 'no VP hex' : held.map((h) => `${h.hex} (${h.name}, ${h.vp})`).join(', ');
  const more = campaign.map((c) => `, ${c.vp > 0 ? '+' : ''}${c.vp} for ${c.why} (${c.rule})`).join('');
  const why = declared ? 'the German player declared the game over (SoS 3.1)' : `the scenario's last turn is completed (SoS 3.1)`;
  return { winner, germanVp, level, reason: `${why}: German VP ${germanVp} for ${hexes} (SoS 3.2, 3.4)${more}: ${level} victory (SoS 3.3)` };
}

export function gameOutcome(game: SosGame): Outcome {
  if (!game.result) return { ended: false };
  return { ended: true, ...(game.result.winner ? { winner: asSide(game.result.winner) } : {}), reason: game.result.reason };
}

/**
 * One public line, read by both players (mail subjects, summaries): the turn, or the result.
 * The German VP are given only at the end (3.2): counted during play they would tell the
 * Soviet whether a face-down German stack on a VP hex holds a combat unit (7.2, 7.5).
 */
export function gameHeadline(game: SosGame): string {
  if (game.result) return `Game over: ${game.result.level ?? ''} victory, German VP ${game.result.germanVp}`;
  return `T${String(game.state.turn).padStart(2, '0')}${game.setup ? ' set-up' : ''}`;
}
