/** List / thumbnails / photos; the choice is kept in localStorage (grid type key). */
import { useStore } from '@nanostores/react';
import { VIEW_MODES, type ViewMode } from '@armatura/shared-libs/constants';
import { Button } from '@armatura/shared-libs/ui';
import { $viewMode, setViewMode } from '../../features/view-mode/view-mode-store';
import { useCatalogT, type CatalogTextKey } from '../../features/texts/catalog-texts';
import * as styles from './Listing.module.css';

const LABELS: Record<ViewMode, CatalogTextKey> = {
  list: 'viewList',
  thumb: 'viewThumb',
  image: 'viewImage',
};

const ICONS: Record<ViewMode, string> = {
  list: 'M3 5h18v2H3zm0 6h18v2H3zm0 6h18v2H3z',
  thumb:
    'M3 3h5v5H3zm6.5 0h5v5h-5zM16 3h5v5h-5zM3 9.5h5v5H3zm6.5 0h5v5h-5zm6.5 0h5v5h-5zM3 16h5v5H3zm6.5 0h5v5h-5zm6.5 0h5v5h-5z',
  image: 'M3 3h8v8H3zm10 0h8v8h-8zM3 13h8v8H3zm10 0h8v8h-8z',
};

export function ViewModeSwitch() {
  const t = useCatalogT();
  const mode = useStore($viewMode);
  return (
    <div role="group" aria-label={t('viewModeLabel')} className={styles.viewModes}>
      {VIEW_MODES.map((m) => (
        <Button
          key={m}
          variant={m === mode ? 'primary' : 'quiet'}
          size="small"
          aria-pressed={m === mode}
          aria-label={t(LABELS[m])}
          onPress={() => setViewMode(m)}
        >
          <svg viewBox="0 0 24 24" className={styles.viewIcon} aria-hidden="true" focusable="false">
            <path d={ICONS[m]} />
          </svg>
        </Button>
      ))}
    </div>
  );
}
