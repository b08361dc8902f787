import type { Command } from '../command';
import { absenceCommand } from './absence';
import { adjudicateCommand } from './adjudicate';
import { exportCommand } from './export';
import { mailCommand } from './mail';
import { newCommand } from './new';
import { refereeCommand } from './referee';
import { reportCommand } from './report';
import { scenariosCommand } from './scenarios';
import { schemaCommand } from './schema';
import { serveCommand } from './serve';
import { signCommand } from './sign';
import { statusCommand } from './status';
import { submitCommand } from './submit';
import { templateCommand } from './template';
import { tournamentCommand } from './tournament';
import { verifyCommand } from './verify';
import { viewCommand } from './view';

/** Every `umpire` command, in the order `umpire --help` lists them. */
export const commands: Command[] = [
  scenariosCommand,
  newCommand,
  templateCommand,
  signCommand,
  submitCommand,
  statusCommand,
  adjudicateCommand,
  refereeCommand,
  tournamentCommand,
  absenceCommand,
  reportCommand,
  exportCommand,
  verifyCommand,
  viewCommand,
  schemaCommand,
  serveCommand,
  mailCommand,
];
