import type { Archive } from '#archive/types';
import { diceContext, hiddenCommitment, hiddenDraw, rollDie, seedMatchesCommitment } from '#kernel/dice';

/**
 * An independent check of every step's dice against its revealed seed, straight from
 * docs/dice.md: the seed belongs to the commitment, the context rebuilds from the step,
 * every public die recomputes from (seed, ctx, label, sides), and with the game salt every
 * hidden draw and its commitment too. Returns one line per mismatch.
 */
export function auditDice(archive: Archive): { problems: string[]; publicDice: number; hiddenDraws: number } {
  const problems: string[] = [];
  let publicDice = 0;
  let hiddenDraws = 0;
  const salt = archive.game.gameSalt;
  for (const step of archive.steps) {
    const at = `step ${step.step} (${step.window})`;
    if (!seedMatchesCommitment(step.seed, step.step, archive.game.diceCommitment)) problems.push(`${at}: seed is not s_${step.step} of the commitment`);
    const ctx = diceContext({
      game: archive.game.id,
      step: step.step,
      title: archive.game.title,
      engineVersion: archive.game.engineVersion,
      stateHash: step.stateHashBefore,
      submissions: step.submissions.map((s) => (s.entropy === undefined ? { side: s.side, fileHash: s.fileHash } : { side: s.side, fileHash: s.fileHash, entropy: s.entropy })),
    });
    if (ctx !== step.ctx) problems.push(`${at}: ctx recomputes to ${ctx}, the archive says ${step.ctx}`);
    for (const die of step.transcript) {
      if (die.hidden) {
        hiddenDraws++;
        if (salt === undefined) continue;
        const value = hiddenDraw(salt, step.seed, ctx, die.label, die.sides);
        if (die.value !== undefined && die.value !== value) problems.push(`${at}: hidden ${die.label} is ${value}, the archive says ${die.value}`);
        if (die.commitment !== hiddenCommitment(salt, die.label, value)) problems.push(`${at}: hidden ${die.label} commitment differs`);
      } else {
        publicDice++;
        const value = rollDie(step.seed, ctx, die.label, die.sides);
        if (value !== die.value) problems.push(`${at}: ${die.label} d${die.sides} is ${value}, the archive says ${String(die.value)}`);
      }
    }
  }
  return { problems, publicDice, hiddenDraws };
}
