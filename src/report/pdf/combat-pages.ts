import type { BattleRow, ReportModel } from '../combat/report-model';
import type { Box } from '../scene/types';
import { newPage, textHeight, writeText, type ReportPages } from './page-frame';

interface Column {
  title: string;
  width: number;
  cell(b: BattleRow): string[];
}

/** The battle table's columns; widths add up to the landscape content width (801.89 pt). */
const COLUMNS: Column[] = [
  { title: '#', width: 20, cell: (b) => [`B${b.number}`] },
  { title: 'Target', width: 62, cell: (b) => [b.target, ...(b.place ? [b.place] : []), ...(b.side ? [`${b.side} attacks`] : [])] },
  { title: 'Attackers [hex] factor', width: 112, cell: (b) => b.attackers },
  { title: 'Defenders [hex] factor', width: 106, cell: (b) => b.defenders },
  { title: 'Raw odds', width: 50, cell: (b) => [b.odds] },
  { title: 'Column shifts and DRMs (rule)', width: 98, cell: (b) => (b.modifiers.length ? b.modifiers : ['none']) },
  { title: 'Final', width: 46, cell: (b) => [b.final] },
  { title: 'Dice (label: value)', width: 80, cell: (b) => (b.dice.length ? b.dice : ['no roll']) },
  { title: 'Result', width: 80, cell: (b) => [b.result] },
  {
    title: 'Losses, retreats, advances',
    width: 147.89,
    cell: (b) => [...b.losses, ...b.retreats.map((t) => `retreat ${t}`), ...b.advances.map((t) => `advance ${t}`), ...b.notes],
  },
];

const SIZE = 6.5;
const PAD = 3;

function header(r: ReportPages, box: Box, y: number): number {
  let x = box.x;
  const h = 14;
  r.paint.rect({ x: box.x, y, width: box.width, height: h }, { colour: '#33373a' });
  for (const c of COLUMNS) {
    writeText(r, c.title, x + PAD, y + 4, SIZE, { bold: true, colour: '#ffffff', width: c.width - 2 * PAD });
    x += c.width;
  }
  return y + h;
}

/**
 * The combat report (A4 landscape): one row per battle with attackers, defenders, raw
 * odds, every shift and DRM with its reason and rule, the final column, the dice with
 * their labels, the result, losses, retreats and advances, and across each row how the
 * totals and odds were reckoned and how the result was read on the table; then the key to
 * the result codes and the step's other sections: movement, reinforcements, supply, VP and
 * the victory status.
 */
export function combatPages(r: ReportPages, model: ReportModel): void {
  let box = newPage(r, 'landscape', `Combat report: ${model.heading}`);
  let y = box.y;
  const bottom = () => box.y + box.height;
  const fresh = (title: string) => {
    box = newPage(r, 'landscape', title);
    y = box.y;
  };
  if (model.battles.length === 0) {
    y += writeText(r, 'No battles in this step.', box.x, y, 8) + 6;
  } else {
    y = header(r, box, y);
    model.battles.forEach((b, i) => {
      const cells = COLUMNS.map((c) => c.cell(b).join('\n'));
      const top = Math.max(...cells.map((t, j) => textHeight(r, t, SIZE, COLUMNS[j]!.width - 2 * PAD))) + 2 * PAD;
      // under the cells, across the row: how the totals and odds were reckoned and how the result was read
      const detail = [...b.arithmetic.map((l) => `Reckoned: ${l}`), ...b.reading.map((l) => `How read: ${l}`)].join('\n');
      const detailWidth = box.width - COLUMNS[0]!.width - 2 * PAD;
      const h = top + (detail ? textHeight(r, detail, SIZE, detailWidth) + PAD : 0);
      if (y + h > bottom()) {
        fresh(`Combat report (continued): ${model.heading}`);
        y = header(r, box, y);
      }
      if (i % 2 === 1) r.paint.rect({ x: box.x, y, width: box.width, height: h }, { colour: '#eef0f1' });
      let x = box.x;
      cells.forEach((t, j) => {
        writeText(r, t, x + PAD, y + PAD, SIZE, { width: COLUMNS[j]!.width - 2 * PAD, bold: j === 0 || j === 8 });
        x += COLUMNS[j]!.width;
      });
      if (detail) writeText(r, detail, box.x + COLUMNS[0]!.width + PAD, y + top - PAD, SIZE, { width: detailWidth, colour: '#33373a' });
      r.paint.polyline([{ x: box.x, y: y + h }, { x: box.x + box.width, y: y + h }], { colour: '#b0b4b8', width: 0.4 });
      y += h;
    });
    y += 10;
  }
  const sections: [string, string[], string][] = [
    ...(model.legend.length ? [['Key to the results', model.legend, ''] as [string, string[], string]] : []),
    ['Movement', model.movements, 'No movement you may see in this step.'],
    ['Reinforcements', model.reinforcements, 'None.'],
    ['Supply', model.supply, 'No change reported.'],
    ['Victory points', model.vp, 'No change.'],
    ['Victory status', model.victory, ''],
    ['Other events', model.other, 'None.'],
    ...(model.corrections.length ? [['Referee corrections', model.corrections, ''] as [string, string[], string]] : []),
  ];
  for (const [title, lines, empty] of sections) {
    const body = lines.length ? lines : [empty];
    for (const [k, line] of [title, ...body].entries()) {
      const h = textHeight(r, line, k === 0 ? 8.5 : 7, box.width - 12, k === 0);
      if (y + h > bottom()) fresh(`Combat report (continued): ${model.heading}`);
      y += writeText(r, line, box.x + (k === 0 ? 0 : 10), y, k === 0 ? 8.5 : 7, { bold: k === 0, width: box.width - 12 }) + (k === 0 ? 3 : 1.5);
    }
    y += 6;
  }
}
