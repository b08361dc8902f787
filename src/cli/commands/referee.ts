import { requiredOpt } from '../args';
import type { Command } from '../command';
import { refereeLines } from '../format/referee';
import { refereeRequest } from './referee-request';

export const refereeCommand: Command = {
  name: 'referee',
  summary: 'Referee actions: preview, force-close, rollback, correct, replace-player, pause, resume, end',
  usage: 'ACTION GAME --referee-token TOKEN [options]',
  description: [
    'Every action is recorded in the game log and the archive (docs/referee.md).',
    '  preview         the step the open window would give now; nothing is kept or revealed',
    '  force-close     close the open window now with the files that are in [--reason]',
    '  rollback        return to the result of step --to N (0 = the set-up) and replay the undone',
    '                  windows with the same files (same dice); --no-replay reopens the window instead',
    '  correct         set values of the state: --set PATH=VALUE (repeatable) --reason, [--visible-to SIDE]',
    '  replace-player  --side SIDE --reason [--email ADDRESS]: prints the side\'s new token',
    '  pause / resume  pause needs --reason; resume moves the deadline by the pause',
    '  end             --reason [--winner SIDE] (no winner: drawn)',
    'Example: umpire referee correct g_7QH2 --referee-token T --set score.blue=2 --reason "a hit was missed"',
  ].join('\n'),
  options: {
    'referee-token': { type: 'string', value: 'TOKEN', help: 'The referee token' },
    reason: { type: 'string', value: 'TEXT', help: 'Why: kept in the log and shown to the players' },
    to: { type: 'string', value: 'N', help: 'rollback: the step to return to (0 = the set-up)' },
    'no-replay': { type: 'boolean', help: 'rollback: reopen the window instead of replaying' },
    set: { type: 'string', value: 'PATH=VALUE', multiple: true, help: 'correct: a dotted path of the state and a JSON value' },
    'visible-to': { type: 'string', value: 'SIDE', multiple: true, help: 'correct: only these sides see the new values until the end' },
    side: { type: 'string', value: 'SIDE', help: 'replace-player: the side' },
    email: { type: 'string', value: 'ADDRESS', help: "replace-player: the new player's address" },
    winner: { type: 'string', value: 'SIDE', help: 'end: the winning side' },
  },
  positionals: { min: 2, max: 2 },
  async run({ args, client, out }) {
    const [action, game] = args.positionals as [string, string];
    const request = refereeRequest(action, args);
    const result = await (await client()).referee(game, requiredOpt(args, 'referee-token'), request);
    out.result(result, () => refereeLines(result));
    return 0;
  },
};

