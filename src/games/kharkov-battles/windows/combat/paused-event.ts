import type { GameEvent } from '#kernel/engine/events';
import type { AssaultEnv } from '../../assault/attack';
import { KB_PAUSE_DECISIONS } from '../../sequence/pauses';
import type { CombatAsk, CombatPause } from './pause';

/** What a pause asks, in words. */
export function askAbout(env: AssaultEnv, ask: CombatAsk): string {
  const where = env.ctx.map.label(ask.hex);
  if (ask.decision === 'airDefense') return `an Air Point for the defence of ${where} (the attacker committed ${ask.attackerAir})`;
  if (ask.decision === 'participants') return `the units of ${where} that take part in ${ask.attack} (KB 6.21: one multi-step unit)`;
  if (ask.decision === 'losses') return `the units of the force in ${where} that lose ${ask.steps} step(s) (${ask.result})`;
  return ask.decision === 'advance' ? `an advance from ${where} after the attackers lost (${ask.result})` : `the retreat of the stack in ${where} (${ask.result})`;
}

/**
 * The event of a pause, public: whose answer the game waits for, on what, the legal answers and
 * the default at the deadline. The participants' sets are not listed (KB 2.6: the default, the
 * strongest defence, would tell the attacker the defender's chits); his window lists them.
 */
export function windowPaused(env: AssaultEnv, p: CombatPause): GameEvent {
  const ask = p.group.asks[0]!;
  const d = KB_PAUSE_DECISIONS[ask.decision];
  const extra = ask.decision === 'losses' ? { steps: ask.steps, result: ask.result } : ask.decision === 'airDefense' ? { attackerAir: ask.attackerAir } : ask.decision === 'participants' ? {} : { result: ask.result };
  const ways = ask.decision === 'participants' ? {} : { ways: ask.ways };
  return { type: 'window-paused', side: p.side, decision: ask.decision, attack: ask.attack, hex: ask.hex, units: ask.units, about: askAbout(env, ask), ...extra, ...ways, default: d.onTimeout, rule: d.rule };
}
