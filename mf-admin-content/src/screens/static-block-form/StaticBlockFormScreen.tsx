// /kokpit/konfiguracja/bloki-statyczne/dodaj and /edytuj/:staticId ('content.staticBlockAdd',
// 'content.staticBlockEdit', Pages.StaticBlocks): one form for every category of block.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useRoute } from '@armatura/shared-libs/routing';
import { Button, ErrorState, Link, Spinner } from '@armatura/shared-libs/ui';
import {
  $blockForm,
  openBlockForm,
  saveBlock,
  STATIC_BLOCK_LIST_PATH,
} from '../../features/static-blocks/static-block-form-store';
import { useAdminPagesT } from '../../features/texts/admin-pages-texts';
import { BlockFields } from './BlockFields';
import { BlockContentFields } from './BlockContentFields';
import * as s from '../../features/static-blocks/admin.module.css';

export default function StaticBlockFormScreen() {
  const t = useAdminPagesT();
  const route = useRoute();
  const state = useStore($blockForm);
  const raw = route?.screen === 'content.staticBlockEdit' ? Number(route.params.staticId) : null;
  const id = raw && Number.isInteger(raw) && raw > 0 ? raw : null;
  useEffect(() => {
    void openBlockForm(id);
  }, [id]);
  const title = id ? t('blockEditTitle') : t('blockAddTitle');
  return (
    <section className={s.armCaScreen} aria-labelledby="ca-block-form-title">
      <div className={s.armCaHead}>
        <h1 id="ca-block-form-title">{title}</h1>
        <Link variant="standalone" href={STATIC_BLOCK_LIST_PATH}>
          {t('backToList')}
        </Link>
      </div>
      {state.status === 'error' ? (
        <ErrorState
          title={t('loadError')}
          message={state.loadError}
          retryLabel={t('retry')}
          onRetry={() => void openBlockForm(id)}
        />
      ) : state.status === 'loading' ? (
        <Spinner label={t('loading')} />
      ) : (
        <form
          className={s.armCaForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void saveBlock();
          }}
        >
          <BlockFields />
          <BlockContentFields />
          <div className={s.armCaActions}>
            <Button type="submit" isPending={state.status === 'saving'}>
              {state.status === 'saving' ? t('saving') : t('save')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
