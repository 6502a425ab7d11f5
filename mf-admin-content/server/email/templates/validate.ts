// Checks a template staff want to save against what its code documents (catalog.ts): a placeholder
// the mail never carries would render empty, and a required one missing (a reset mail without its
// code) would make the mail useless, so both are refused with a message naming the placeholder.
import { SECRET_PLACEHOLDER, type MailTemplateCode } from '@armatura/shared-libs/contracts';
import { TEMPLATES } from './catalog.js';

export interface TemplateProblem {
  message: string;
  members: string[];
}

const DATA_NAMES = /\{\{\s*[#^/]?\s*([A-Za-z][\w]*)\s*\}\}/g;
const ANY_BRACES =
  /\{\{(?!\s*[#^/]?\s*[A-Za-z][\w]*\s*\}\})(?!secret:[A-Za-z][\w-]*\}\})[^}]*\}\}/g;

const namesIn = (s: string, re: RegExp) => new Set([...s.matchAll(re)].map((m) => m[1]!));

export function templateProblems(
  code: MailTemplateCode,
  subject: string,
  bodyHtml: string,
): TemplateProblem[] {
  const def = TEMPLATES[code];
  const data = new Set(def.placeholders.filter((p) => p.kind !== 'secret').map((p) => p.name));
  const secrets = new Set(def.placeholders.filter((p) => p.kind === 'secret').map((p) => p.name));
  const problems: TemplateProblem[] = [];
  const unknown = (field: string, name: string) =>
    problems.push({
      message: `Szablon nie zna znacznika {{${name}}}. Dostępne znaczniki są podane obok edytora.`,
      members: [field],
    });

  if (!subject.trim()) problems.push({ message: 'Podaj temat wiadomości.', members: ['subject'] });
  if (namesIn(subject, SECRET_PLACEHOLDER).size > 0)
    problems.push({
      message:
        'Kod jednorazowy nie może być w temacie: temat widać w dzienniku i na liście wiadomości.',
      members: ['subject'],
    });
  for (const name of namesIn(subject, DATA_NAMES)) if (!data.has(name)) unknown('subject', name);
  for (const name of namesIn(bodyHtml, DATA_NAMES)) if (!data.has(name)) unknown('bodyHtml', name);
  for (const name of namesIn(bodyHtml, SECRET_PLACEHOLDER))
    if (!secrets.has(name)) unknown('bodyHtml', `secret:${name}`);
  for (const m of bodyHtml.matchAll(ANY_BRACES))
    problems.push({
      message: `Niepoprawny znacznik ${m[0]}: znacznik ma postać {{nazwa}}.`,
      members: ['bodyHtml'],
    });
  problems.push(...sectionProblems(subject, 'subject'), ...sectionProblems(bodyHtml, 'bodyHtml'));
  for (const p of def.placeholders) {
    if (!p.required) continue;
    const written =
      p.kind === 'secret'
        ? bodyHtml.includes(`{{secret:${p.name}}}`)
        : namesIn(bodyHtml, DATA_NAMES).has(p.name);
    if (!written)
      problems.push({
        message: `Ten szablon musi zawierać znacznik {{${p.kind === 'secret' ? `secret:${p.name}` : p.name}}}: bez niego wiadomość jest bezużyteczna.`,
        members: ['bodyHtml'],
      });
  }
  return problems;
}

const SECTION_TAG = /\{\{\s*([#^/])\s*([A-Za-z][\w]*)\s*\}\}/g;
/** Enough for any real mail; it also bounds the renderer's work on a hostile template. */
export const MAX_SECTIONS = 100;

/** Every `{{#x}}`/`{{^x}}` closed by its `{{/x}}`, properly nested, and not too many of them. */
function sectionProblems(text: string, field: string): TemplateProblem[] {
  const open: string[] = [];
  let count = 0;
  for (const m of text.matchAll(SECTION_TAG)) {
    const [, kind, name] = m as unknown as [string, string, string];
    if (kind !== '/') {
      if (++count > MAX_SECTIONS)
        return [
          { message: `Szablon może mieć najwyżej ${MAX_SECTIONS} sekcji.`, members: [field] },
        ];
      open.push(name);
    } else if (open.pop() !== name) {
      return [{ message: `Znacznik {{/${name}}} nie zamyka otwartej sekcji.`, members: [field] }];
    }
  }
  return open.length
    ? [
        {
          message: `Sekcja {{#${open.at(-1)}}} nie jest zamknięta znacznikiem {{/${open.at(-1)}}}.`,
          members: [field],
        },
      ]
    : [];
}
