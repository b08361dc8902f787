import type { ReportModel } from '../combat/report-model';
import { newPage, textHeight, writeText, type ReportPages } from './page-frame';

/** The dice transcript with every label and value, the revealed seed and the other hashes, and how to check them. */
export function dicePages(r: ReportPages, model: ReportModel): void {
  let box = newPage(r, 'portrait', `Dice transcript: ${model.heading}`);
  let y = box.y;
  const write = (text: string, size: number, opts: { bold?: boolean; mono?: boolean } = {}) => {
    const h = textHeight(r, text, size, box.width, opts.bold, opts.mono);
    if (y + h > box.y + box.height) {
      box = newPage(r, 'portrait', `Dice transcript (continued): ${model.heading}`);
      y = box.y;
    }
    y += writeText(r, text, box.x, y, size, { ...opts, width: box.width }) + 1.5;
  };
  write(model.dice.length ? `${model.dice.length} dice, in the order rolled:` : 'No dice were rolled in this step.', 8, { bold: true });
  for (const d of model.dice) write(d, 7, { mono: true });
  y += 8;
  write('Revealed seed and hashes', 8, { bold: true });
  for (const p of model.proof) write(p, 7, { mono: true });
  y += 8;
  write('How to verify', 8, { bold: true });
  for (const v of model.verify) write(v, 7.5);
}
