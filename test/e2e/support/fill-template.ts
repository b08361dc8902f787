import { parseDocument } from 'yaml';

export interface FileChoices {
  orders: readonly unknown[];
  /** false sends a draft; absent keeps the template's `final: true`. */
  final?: boolean;
  entropy?: string;
  standing?: unknown;
}

/**
 * A player's edit of the server's template: the envelope (game, side, window, basedOn) and
 * every comment stay as served; orders, final, entropy and standing orders are filled in.
 */
export function fillTemplate(template: string, choices: FileChoices): string {
  const doc = parseDocument(template);
  if (doc.errors.length > 0) throw new Error(`the template does not parse: ${doc.errors[0]!.message}`);
  if (choices.final !== undefined) doc.set('final', choices.final);
  if (choices.entropy !== undefined) doc.set('entropy', choices.entropy);
  doc.set('orders', doc.createNode(choices.orders));
  if (choices.standing !== undefined) doc.set('standing', doc.createNode(choices.standing));
  return doc.toString({ lineWidth: 0 });
}
