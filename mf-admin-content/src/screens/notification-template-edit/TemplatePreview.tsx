// The template rendered with sample data by the server (PreviewEmailTemplate): the subject and the
// HTML body as a recipient sees it. The HTML is the server's: the template sanitised on the server
// and every value escaped there, the same rules as the published static pages.
import { useStore } from '@nanostores/react';
import { Button } from '@armatura/shared-libs/ui';
import { $templateEdit, refreshPreview } from '../../features/mail-templates/template-edit-store';
import { useTemplatesT } from '../../features/texts/mail-templates-texts';
import * as s from './template-edit.module.css';

export function TemplatePreview() {
  const t = useTemplatesT();
  const { preview, previewing } = useStore($templateEdit);
  return (
    <section className={s.preview} aria-labelledby="ca-preview" aria-busy={previewing}>
      <div className={s.head}>
        <h2 id="ca-preview">{t('previewTitle')}</h2>
        <Button variant="secondary" isPending={previewing} onPress={() => void refreshPreview()}>
          {t('previewRefresh')}
        </Button>
      </div>
      {preview && (
        <>
          <p className={s.previewSubject} data-testid="preview-subject">
            {t('previewSubject', { subject: preview.subject })}
          </p>
          <div
            className={s.previewBody}
            data-testid="preview-body"
            dangerouslySetInnerHTML={{ __html: preview.html }}
          />
        </>
      )}
    </section>
  );
}
