import type { OutboxAttachment } from '#db/schema';
import type { NextWindow } from '#service/mail/composer';

/** The `{{next}}` block of game-start and results mail, and the turn file it attaches. */
export function nextBlock(
  next: NextWindow | null,
  game: string,
  ended: { reason?: string; winner?: string } | null,
): { text: string; short: string; attachments: OutboxAttachment[] } {
  if (!next) {
    const how = ended?.winner ? `${ended.winner} wins` : 'the game has ended';
    return { text: `The game has ended${ended?.reason ? `: ${ended.reason}` : '.'}${ended?.winner ? ` Winner: ${ended.winner}.` : ''}`, short: how, attachments: [] };
  }
  const deadline = next.deadline ? `, deadline ${next.deadline}` : '';
  const head = `Next: window ${next.id}, waiting for ${next.waitingFor.join(' and ') || 'nobody'}${deadline}.`;
  const about = next.description
    .split('\n')
    .map((l) => `  ${l}`)
    .join('\n');
  if (!next.template) {
    const text = `${head}\n${about}\nNothing is needed from you in this window (you may send standing orders).`;
    return { text, short: `next ${next.id}`, attachments: [] };
  }
  const filename = `turn-${game}-${next.id.replace(/\//g, '-')}.yaml`;
  const text = [
    head,
    about,
    `Your turn file for it is attached (${filename}): write your orders, sign it with`,
    '`umpire sign FILE --token YOUR_TOKEN`, and send it back in a reply to this mail.',
  ].join('\n');
  return {
    text,
    short: `your turn: ${next.id}`,
    attachments: [{ filename, contentType: 'application/yaml', content: next.template }],
  };
}

/** "[Umpire g_7QH2XK]", or "[Umpire]" when no game is known. */
export const subjectTag = (game: string | null): string => (game ? `[Umpire ${game}]` : '[Umpire]');
