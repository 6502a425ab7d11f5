// /kokpit/konfiguracja/powiadomienia/szablon/edytuj/:id ('content.notificationTemplateEdit',
// Pages.Notification): subject and body of one mail template in the Tiptap editor, the placeholders
// it may use, a preview with sample data and a test mail. Logic: features/mail-templates.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useRoute } from '@armatura/shared-libs/routing';
import { Button, ErrorState, Link, Spinner, TextField } from '@armatura/shared-libs/ui';
import { RichTextEditor } from '../../features/editor/RichTextEditor';
import {
  $templateEdit,
  editTemplate,
  openTemplate,
  saveTemplate,
} from '../../features/mail-templates/template-edit-store';
import { templateName, useTemplatesT } from '../../features/texts/mail-templates-texts';
import { PlaceholderHelp } from './PlaceholderHelp';
import { TemplatePreview } from './TemplatePreview';
import { TestMailForm } from './TestMailForm';
import * as s from './template-edit.module.css';

const NOTIFICATIONS_PATH = '/kokpit/konfiguracja/powiadomienia';

export default function NotificationTemplateEditScreen() {
  const t = useTemplatesT();
  const route = useRoute();
  const state = useStore($templateEdit);
  const raw = Number(route?.params.id);
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  useEffect(() => {
    void openTemplate(id);
  }, [id]);
  const template = state.template;
  return (
    <section className={s.screen} aria-labelledby="ca-template-title">
      <div className={s.head}>
        <h1 id="ca-template-title">
          {template
            ? `${templateName(t, template.code)} (${t(`culture.${template.culture}`)})`
            : t('editTitle')}
        </h1>
        <Link variant="standalone" href={NOTIFICATIONS_PATH}>
          {t('backToList')}
        </Link>
      </div>
      {state.status === 'error' ? (
        <ErrorState
          title={t('loadError')}
          message={state.loadError}
          retryLabel={t('retry')}
          onRetry={() => void openTemplate(id)}
        />
      ) : state.status === 'loading' || !template ? (
        <Spinner label={t('loading')} />
      ) : (
        <div className={s.layout}>
          <form
            className={s.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void saveTemplate();
            }}
          >
            <p className={s.code}>
              {t('code')}: <code>{template.code}</code>
            </p>
            <TextField
              label={t('subject')}
              value={state.form.subject}
              onChange={(subject) => editTemplate({ subject })}
              isRequired
              isInvalid={Boolean(state.errors.subject)}
              errorMessage={state.errors.subject}
            />
            <RichTextEditor
              label={t('body')}
              value={state.form.bodyHtml}
              onChange={(bodyHtml) => editTemplate({ bodyHtml })}
              errorMessage={state.errors.bodyHtml}
            />
            <div className={s.actions}>
              <Button type="submit" isPending={state.status === 'saving'}>
                {state.status === 'saving' ? t('saving') : t('save')}
              </Button>
            </div>
            <TestMailForm />
          </form>
          <aside className={s.side}>
            <PlaceholderHelp placeholders={template.placeholders} />
          </aside>
          <TemplatePreview />
        </div>
      )}
    </section>
  );
}
