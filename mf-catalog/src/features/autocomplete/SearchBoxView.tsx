/**
 * The header search box: a combo box over /api/autocomplete. Typing shows up to 5 suggestions
 * and 5 products; arrows move through them and Enter (or a click) opens one; Enter with
 * nothing highlighted, or the button, searches the term on /oferta?q=….
 */
import { useStore } from '@nanostores/react';
import { useContext, useEffect, useState, type KeyboardEvent } from 'react';
import {
  Button,
  Collection,
  ComboBox,
  ComboBoxStateContext,
  Header,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  RouterProvider,
} from 'react-aria-components';
import { formatPrice } from '@armatura/shared-libs/format';
import { navigate, useRoute } from '@armatura/shared-libs/routing';
import { LazyImage } from '../images/LazyImage';
import { productHref } from '../products/product-links';
import { useCatalogT } from '../texts/catalog-texts';
import { $autocomplete, searchHref, typeSearchTerm } from './autocomplete-store';
import * as styles from './SearchBox.module.css';

interface Option {
  id: string;
  href: string;
  text: string;
  kind: 'suggestion' | 'product' | 'all';
  imageUrl?: string | null;
  price?: string;
  code?: string;
}

interface Section {
  id: string;
  title: string;
  children: Option[];
}

export function SearchBoxView() {
  const t = useCatalogT();
  const route = useRoute();
  const completion = useStore($autocomplete);
  const routeTerm = route?.screen === 'catalog.listing' ? (route.search.q ?? '') : null;
  const [term, setTerm] = useState(routeTerm ?? '');

  // Arriving on a search (back/forward, a link) shows its term in the box.
  useEffect(() => {
    if (routeTerm !== null) setTerm(routeTerm);
  }, [routeTerm]);

  const sections = buildSections(term, completion, t);
  const submit = (value: string) => navigate(searchHref(value));

  // react-aria-components is bundled per remote (not shared): this copy needs its own router
  // so option links navigate in the page instead of reloading it.
  return (
    <RouterProvider navigate={(href) => navigate(href)}>
      <form
        role="search"
        className={styles.box}
        onSubmit={(event) => {
          event.preventDefault();
          submit(term);
        }}
      >
        <ComboBox
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
          <Label className={styles.visuallyHidden}>{t('searchLabel')}</Label>
          <div className={styles.field}>
            <SearchInput placeholder={t('searchPlaceholder')} onSearch={() => submit(term)} />
            <Button type="submit" className={styles.submit} aria-label={t('searchSubmit')}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
                <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Button>
          </div>
          <Popover className={`arm-popover ${styles.popover}`} placement="bottom start" offset={4}>
            <ListBox<Section> className={styles.list} renderEmptyState={() => null}>
              {(section) => (
                <ListBoxSection id={section.id} className={styles.section}>
                  {section.title && <Header className={styles.sectionTitle}>{section.title}</Header>}
                  <Collection items={section.children}>{(option) => <OptionItem option={option} />}</Collection>
                </ListBoxSection>
              )}
            </ListBox>
          </Popover>
        </ComboBox>
      </form>
    </RouterProvider>
  );
}

/** Enter with no option highlighted searches the typed term (checked before the combo box acts). */
function SearchInput({ placeholder, onSearch }: { placeholder: string; onSearch: () => void }) {
  const state = useContext(ComboBoxStateContext);
  const onKeyDownCapture = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const highlighted = state?.isOpen && state.selectionManager.focusedKey != null;
    if (highlighted) return;
    event.preventDefault();
    event.stopPropagation();
    state?.close();
    onSearch();
  };
  return <Input className={`arm-input ${styles.input}`} placeholder={placeholder} onKeyDownCapture={onKeyDownCapture} />;
}

function OptionItem({ option }: { option: Option }) {
  return (
    <ListBoxItem id={option.id} href={option.href} textValue={option.text} className={`${styles.option} ${styles[option.kind] ?? ''}`}>
      {option.kind === 'product' ? (
        <span className={styles.product}>
          <span className={styles.thumb}>
            <LazyImage src={option.imageUrl} alt="" eager />
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
    </ListBoxItem>
  );
}

function buildSections(term: string, completion: ReturnType<typeof $autocomplete.get>, t: ReturnType<typeof useCatalogT>): Section[] {
  const trimmed = term.trim();
  // Answers for an older term stay hidden until the current one arrives.
  if (!trimmed || completion.term.trim() !== trimmed) return [];
  const sections: Section[] = [];
  if (completion.suggestions.length > 0) {
    sections.push({
      id: 'suggestions',
      title: t('suggestionsTitle'),
      children: completion.suggestions.map((text) => ({ id: `s:${text}`, href: searchHref(text), text, kind: 'suggestion' })),
    });
  }
  if (completion.results.length > 0) {
    sections.push({
      id: 'products',
      title: t('topResultsTitle'),
      children: completion.results.map((p) => ({
        id: `p:${p.id}`,
        href: productHref(p),
        text: p.name,
        kind: 'product',
        imageUrl: p.imageUrl,
        code: p.code,
        price: formatPrice(p.priceGross, p.currency),
      })),
    });
  }
  if (sections.length > 0) {
    sections.push({ id: 'all', title: '', children: [{ id: 'all', href: searchHref(trimmed), text: t('seeAllResults', { term: trimmed }), kind: 'all' }] });
  }
  return sections;
}
