// The placeholders a template may use, with what each holds (texts keyed by name), whether it is a
// one-time code and whether the template needs it.
import type { EmailPlaceholder } from '@armatura/shared-libs/contracts';
import { placeholderDescription, useTemplatesT } from '../../features/texts/mail-templates-texts';
import * as s from './template-edit.module.css';

const written = (p: EmailPlaceholder) =>
  p.kind === 'secret' ? `{{secret:${p.name}}}` : `{{${p.name}}}`;

export function PlaceholderHelp({ placeholders }: { placeholders: EmailPlaceholder[] }) {
  const t = useTemplatesT();
  return (
    <section aria-labelledby="ca-placeholders" data-testid="placeholder-help">
      <h2 id="ca-placeholders">{t('placeholdersTitle')}</h2>
      <p className={s.help}>{t('placeholdersHelp')}</p>
      {placeholders.length === 0 ? (
        <p>{t('placeholdersNone')}</p>
      ) : (
        <dl className={s.placeholders}>
          {placeholders.map((p) => (
            <div key={p.name}>
              <dt>
                <code>{written(p)}</code>
              </dt>
              <dd>
                {placeholderDescription(t, p.name)} ({t(`kind.${p.kind}`)}
                {p.required ? `, ${t('requiredPlaceholder')}` : ''})
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
