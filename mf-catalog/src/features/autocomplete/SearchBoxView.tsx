/**
 * The header search box: a combo box over /api/autocomplete. Typing shows up to 5 suggestions
 * and 5 products; arrows move through them and Enter (or a click) opens one; Enter with
 * nothing highlighted, or the button, searches the term on /oferta?q=….
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { navigate, useRoute } from '@armatura/shared-libs/routing';
import {
  AriaButton,
  AriaComboBox,
  AriaLabel,
  AriaListBoxItem,
  Collection,
  Header,
  ListBox,
  ListBoxSection,
  Popover,
  RouterProvider,
} from '@armatura/shared-libs/ui';
import { LazyImage } from '../images/LazyImage';
import { useCatalogT } from '../texts/catalog-texts';
import {
  $autocomplete,
  dismissAutocomplete,
  searchHref,
  typeSearchTerm,
} from './autocomplete-store';
import { buildSections, type Option, type Section } from './search-box-sections';
import { SearchIcon } from './SearchIcon';
import { SearchInput } from './SearchInput';
import * as styles from './SearchBox.module.css';

export interface SearchBoxViewProps {
  /** Typed in the idle box before this loaded (null: nothing typed; show the route's term). */
  initialTerm?: string | null;
  /** The idle box had the focus: take it over. */
  autoFocus?: boolean;
}

export function SearchBoxView({ initialTerm = null, autoFocus = false }: SearchBoxViewProps) {
  const t = useCatalogT();
  const route = useRoute();
  const completion = useStore($autocomplete);
  const routeTerm = route?.screen === 'catalog.listing' ? (route.search.q ?? '') : null;
  const [term, setTerm] = useState(initialTerm ?? routeTerm ?? '');

  // Arriving on a search (back/forward, a link) shows its term in the box.
  const [shownRouteTerm, setShownRouteTerm] = useState(routeTerm);
  if (routeTerm !== shownRouteTerm) {
    setShownRouteTerm(routeTerm);
    if (routeTerm !== null) setTerm(routeTerm);
  }

  // What was typed before the combo box loaded asks for its suggestions now.
  useEffect(() => {
    if (initialTerm) typeSearchTerm(initialTerm);
  }, [initialTerm]);

  const sections = buildSections(term, completion, t);
  const submit = (value: string) => {
    dismissAutocomplete();
    navigate(searchHref(value));
  };

  // The kit's react-aria (one copy in the page): its router is the shell's; this one also closes
  // the suggestions before an option's link navigates.
  return (
    <RouterProvider
      navigate={(href) => {
        dismissAutocomplete();
        navigate(href);
      }}
    >
      <form
        role="search"
        className={styles.box}
        onSubmit={(event) => {
          event.preventDefault();
          submit(term);
        }}
      >
        <AriaComboBox
          aria-label={t('searchLabel')}
          className={styles.combo}
          inputValue={term}
          onInputChange={(value) => {
            setTerm(value);
            typeSearchTerm(value);
          }}
          items={sections}
          allowsCustomValue
          menuTrigger="input"
          selectedKey={null}
        >
          <AriaLabel className={styles.visuallyHidden}>{t('searchLabel')}</AriaLabel>
          <div className={styles.field}>
            <SearchInput
              placeholder={t('searchPlaceholder')}
              onSearch={() => submit(term)}
              hasOptions={sections.length > 0}
              autoFocus={autoFocus}
            />
            <AriaButton type="submit" className={styles.submit} aria-label={t('searchSubmit')}>
              <SearchIcon className={styles.icon} />
            </AriaButton>
          </div>
          <Popover className={`arm-popover ${styles.popover}`} placement="bottom start" offset={4}>
            <ListBox<Section> className={styles.list} renderEmptyState={() => null}>
              {(section) => (
                <ListBoxSection id={section.id} className={styles.section}>
                  {section.title && (
                    <Header className={styles.sectionTitle}>{section.title}</Header>
                  )}
                  <Collection items={section.children}>
                    {(option) => <OptionItem option={option} />}
                  </Collection>
                </ListBoxSection>
              )}
            </ListBox>
          </Popover>
        </AriaComboBox>
      </form>
    </RouterProvider>
  );
}

function OptionItem({ option }: { option: Option }) {
  return (
    <AriaListBoxItem
      id={option.id}
      href={option.href}
      textValue={option.text}
      className={`${styles.option} ${styles[option.kind] ?? ''}`}
    >
      {option.kind === 'product' ? (
        <span className={styles.product}>
          <span className={styles.thumb}>
            <LazyImage src={option.imageUrl} alt="" eager caption={false} />
          </span>
          <span className={styles.productText}>
            <span className={styles.productName}>{option.text}</span>
            <span className={styles.productMeta}>
              {option.code} · {option.price}
            </span>
          </span>
        </span>
      ) : (
        option.text
      )}
    </AriaListBoxItem>
  );
}
