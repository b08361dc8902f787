export { CHAIN_LENGTH, chainSeed, chainCommitment, seedFollows, seedMatchesCommitment } from './chain';
export { diceContext, diceContextJson, MAX_ENTROPY_LENGTH, type DiceContextInput } from './context';
export { rollDie, hiddenDraw, hiddenCommitment } from './roll';
export { StepDice } from './step-dice';
export { FixedDice } from './fixed-dice';
export { verifyTranscript, type TranscriptCheck } from './verify-rolls';
export { assertLabel, manyLabel } from './label';
