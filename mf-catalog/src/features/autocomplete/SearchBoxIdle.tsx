/**
 * The header search box before its first use: the same look and name as the combo box, in plain
 * HTML (no react-aria, no search-ui), so the header paints without the autocomplete's code.
 * Focus or a press turns it into the combo box; Enter already searches.
 */
import { navigate, useRoute } from '@armatura/shared-libs/routing';
import { useCatalogT } from '../texts/catalog-texts';
import { searchHref } from './search-href';
import { SearchIcon } from './SearchIcon';
import * as styles from './SearchBox.module.css';

export interface SearchBoxIdleProps {
  /** What the visitor typed here, null until they type (or after they searched it). */
  term: string | null;
  onTermChange: (term: string | null) => void;
  onFocusChange: (focused: boolean) => void;
  /** The visitor is about to use the box (focus, a press): load and show the combo box. */
  onActivate: () => void;
  /** The pointer came near: start loading the combo box's code. */
  onIntent: () => void;
}

export function SearchBoxIdle(props: SearchBoxIdleProps) {
  const t = useCatalogT();
  const route = useRoute();
  const routeTerm = route?.screen === 'catalog.listing' ? (route.search.q ?? '') : '';
  const term = props.term ?? routeTerm;
  return (
    <form
      role="search"
      className={styles.box}
      onPointerEnter={props.onIntent}
      onSubmit={(event) => {
        event.preventDefault();
        // Searched: the box shows the listing's term from now on, and the combo box taking over
        // asks for no suggestions of it.
        props.onTermChange(null);
        navigate(searchHref(term));
      }}
    >
      <div className={styles.combo}>
        <div className={styles.field}>
          <input
            role="combobox"
            aria-expanded={false}
            aria-autocomplete="list"
            aria-label={t('searchLabel')}
            className={`arm-input ${styles.input}`}
            placeholder={t('searchPlaceholder')}
            value={term}
            onChange={(event) => props.onTermChange(event.target.value)}
            onFocus={() => {
              props.onFocusChange(true);
              props.onActivate();
            }}
            onBlur={() => props.onFocusChange(false)}
            onPointerDown={props.onActivate}
          />
          <button type="submit" className={styles.submit} aria-label={t('searchSubmit')}>
            <SearchIcon className={styles.icon} />
          </button>
        </div>
      </div>
    </form>
  );
}
