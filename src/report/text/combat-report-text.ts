import type { BattleRow, ReportModel } from '../combat/report-model';

const section = (title: string, lines: string[], empty = '(none)'): string[] => [
  title,
  ...(lines.length ? lines.map((l) => `  ${l}`) : [`  ${empty}`]),
  '',
];

function battleText(b: BattleRow): string[] {
  const cells: [string, string[]][] = [
    ['attackers', b.attackers],
    ['defenders', b.defenders],
    ['odds', [b.odds]],
    ['reckoned', b.arithmetic],
    ['modifiers', b.modifiers.length ? b.modifiers : ['none']],
    ['final odds', [b.final]],
    ['dice', b.dice.length ? b.dice : ['no roll']],
    ['how read', b.reading],
    ['result', [b.result]],
    ['losses', b.losses],
    ['retreats', b.retreats],
    ['advances', b.advances],
    ['notes', b.notes],
  ];
  const out = [`B${b.number}  ${b.target}${b.place ? ` ${b.place}` : ''}${b.side ? `, ${b.side} attacks` : ''} (${b.kind})`];
  for (const [name, lines] of cells) {
    if (!lines.length || !lines[0]) continue;
    out.push(`    ${name.padEnd(10)} ${lines[0]}`);
    for (const l of lines.slice(1)) out.push(`    ${''.padEnd(10)} ${l}`);
  }
  return out;
}

/**
 * The combat report as plain text, from the same model as the PDF: for mail bodies and
 * terminals. One block per battle (every modifier with its rule, the dice with their
 * labels), then the other sections, the dice transcript and how to verify it.
 */
export function combatReportText(m: ReportModel): string {
  const lines = [
    `${m.title}: ${m.subtitle}`,
    `${m.heading}, ${m.copy}`,
    `As of ${m.at}. ${m.headline}`,
    '',
    'Battles',
    ...(m.battles.length ? m.battles.flatMap((b) => [...battleText(b), '']) : ['  (none)', '']),
    ...(m.legend.length ? section('Key to the results', m.legend) : []),
    ...section('Movement', m.movements),
    ...section('Reinforcements', m.reinforcements),
    ...section('Supply', m.supply),
    ...section('Victory points', m.vp, '(no change)'),
    ...section('Victory', m.victory),
    ...section('Other events', m.other),
    ...(m.corrections.length ? section('Referee corrections', m.corrections) : []),
    ...section('Dice transcript', m.dice),
    ...m.proof,
    '',
    'How to verify',
    ...m.verify.map((l) => `  ${l}`),
  ];
  return `${lines.join('\n')}\n`;
}
