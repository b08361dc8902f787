/** The kinds of order a Kharkov Battles turn file holds, one key each (`{move: …}`). */
export const KB_ORDER_KINDS = [
  // Preparation Stage (KB 4.1 A)
  'interdict',
  'breakdown',
  'recombine',
  'support',
  'panzerKorps',
  'reinforce',
  'replace',
  'returnHq',
  'returnSilhouette',
  'ersatz',
  // Construction Phases (KB 4.1 B.1, C.2) and bridges and FZs removed at any time
  'build',
  'pontoon',
  'removeBridge',
  'removeFz',
  // Movement Phases (KB 4.1 B.2, C.3)
  'move',
  'assault',
  'overrun',
  // Combat Phases (KB 4.1 B.3, C.4)
  'attack',
] as const;
export type KbOrderKind = (typeof KB_ORDER_KINDS)[number];

/** The answers to a named decision of a paused window (one key each, like the orders). */
export const KB_DECISION_NAMES = ['airDefense', 'participants', 'losses', 'retreat', 'advance', 'displace'] as const;
export type KbDecisionName = (typeof KB_DECISION_NAMES)[number];
