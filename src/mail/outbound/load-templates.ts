import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEMPLATE_NAMES, templateProblems, type MailTemplates, type TemplateName } from './templates';

/** The repository's templates/ folder. */
export const TEMPLATES_DIR = fileURLToPath(new URL('../../../templates', import.meta.url));

/** Reads templates/<name>.txt (Node); throws naming every problem of an edited set. */
export function loadTemplates(dir: string = TEMPLATES_DIR): MailTemplates {
  const read = Object.fromEntries(TEMPLATE_NAMES.map((name) => [name, readFileSync(join(dir, `${name}.txt`), 'utf8')])) as Record<TemplateName, string>;
  const problems = templateProblems(read);
  if (problems.length) throw new Error(`mail templates in ${dir}:\n  ${problems.join('\n  ')}`);
  return read;
}
