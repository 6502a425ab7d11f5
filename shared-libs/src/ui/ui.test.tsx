// @vitest-environment happy-dom
// @vitest-environment-options {"url":"https://sklep.armatura.test/strona-glowna"}
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLocale, setLocale } from '@armatura/shared-libs/i18n';
import { comboBoxParts } from './ComboBox';
import { numberFieldParts } from './NumberField';
import { tableParts } from './Table';
import { tabsParts } from './Tabs';
import {
  Breadcrumb,
  Breadcrumbs,
  Button,
  Cell,
  Checkbox,
  Column,
  ComboBox,
  ComboBoxItem,
  Dialog,
  EmptyState,
  ErrorBoundary,
  ErrorState,
  Form,
  Link,
  Menu,
  MenuItem,
  MenuTrigger,
  Meter,
  Modal,
  NumberField,
  Pagination,
  ProgressBar,
  RemoteWidget,
  Row,
  SearchField,
  Select,
  SelectItem,
  Spinner,
  Switch,
  Tab,
  Table,
  TableBody,
  TableHeader,
  TabList,
  TabPanel,
  Tabs,
  TextField,
  Toaster,
  UiProvider,
  clearNotices,
  notify,
  setRemoteLoader,
  type RemoteLoader,
} from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;
const render = (ui: ReactNode) => act(() => root.render(<UiProvider>{ui}</UiProvider>));
const renderAwaited = (ui: ReactNode) =>
  act(async () => root.render(<UiProvider>{ui}</UiProvider>));
const click = (element: Element) =>
  act(
    () => void element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })),
  );
const button = (name: string) =>
  [...container.querySelectorAll('button')].find(
    (b) => b.textContent === name || b.getAttribute('aria-label') === name,
  )!;
const flush = () => act(async () => void (await new Promise((r) => setTimeout(r, 0))));

beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  clearNotices();
  setRemoteLoader(null);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
  setLocale('pl');
});

describe('Toaster', () => {
  it('puts errors and warnings in the alert region, others in the status region, and closes them', () => {
    render(<Toaster />);
    const alert = container.querySelector('[role="alert"]')!;
    const status = container.querySelector('[role="status"]')!;
    expect(alert.textContent).toBe('');
    act(() => {
      notify({
        type: 'error',
        title: 'Błąd zapisu',
        message: 'Spróbuj później',
        details: 'Kod 17',
      });
      notify({ type: 'success', title: 'Zapisano' });
    });
    expect(alert.textContent).toContain('Błąd zapisu');
    expect(alert.textContent).toContain('Kod 17');
    expect(status.textContent).toContain('Zapisano');
    expect(container.querySelector('section')!.getAttribute('aria-label')).toBe('Powiadomienia');
    click(alert.querySelector('button[aria-label="Zamknij"]')!);
    expect(alert.textContent).toBe('');
  });
});

describe('RemoteWidget', () => {
  it('shows the Polish failure with a retry that asks the loader again', async () => {
    const Widget = ({ productId }: { productId: number }) => (
      <span data-testid="widget">Do koszyka {productId}</span>
    );
    const calls: Array<{ id: string; attempt: number }> = [];
    const loader: RemoteLoader = (id, { attempt }) => {
      calls.push({ id, attempt });
      return attempt === 0
        ? Promise.reject(new Error('remote down'))
        : Promise.resolve({ default: Widget });
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setRemoteLoader(loader);
    render(<RemoteWidget id="mf_cart_checkout/AddToCart" props={{ productId: 5 }} />);
    await flush();
    expect(container.querySelector('[role="alert"]')!.textContent).toContain(
      'Nie udało się wczytać tej części sklepu.',
    );
    click(button('Spróbuj ponownie'));
    await flush();
    expect(container.textContent).toBe('Do koszyka 5');
    expect(calls).toEqual([
      { id: 'mf_cart_checkout/AddToCart', attempt: 0 },
      { id: 'mf_cart_checkout/AddToCart', attempt: 1 },
    ]);
  });

  it('waits for the loader, then shares one load between widgets', async () => {
    const Widget = () => <b>mini</b>;
    let loads = 0;
    render(
      <>
        <RemoteWidget id="mf_cart_checkout/MiniCart" fallback={<i>…</i>} />
        <RemoteWidget id="mf_cart_checkout/MiniCart" fallback={<i>…</i>} />
      </>,
    );
    expect(container.textContent).toBe('……');
    act(() => setRemoteLoader(() => (loads++, Promise.resolve({ default: Widget }))));
    await flush();
    expect(container.textContent).toBe('minimini');
    expect(loads).toBe(1);
  });

  it('keeps the HTML the server rendered for it until the widget renders', async () => {
    // The page as the host wrote it: the hero's HTML inside the screen (ui/server-widgets.ts).
    const served = document.createElement('div');
    served.setAttribute('data-server-widget', 'mf_admin_content/HomeHero');
    served.innerHTML = '<h1>Z serwera</h1>';
    document.body.append(served);
    let loaded!: (module: { default: () => ReactNode }) => void;
    setRemoteLoader(() => new Promise((resolve) => (loaded = resolve)));
    render(<RemoteWidget id="mf_admin_content/HomeHero" fallback={<i>…</i>} />);
    served.remove();
    await flush();
    expect(container.innerHTML).toBe(
      '<div data-server-widget="mf_admin_content/HomeHero" style="display: contents;"><h1>Z serwera</h1></div>',
    );
    await act(async () => loaded({ default: () => <h1>Z widżetu</h1> }));
    expect(container.innerHTML).toBe('<h1>Z widżetu</h1>');
  });

  it("keeps the server's HTML when the widget's code fails to load", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const served = document.createElement('div');
    served.setAttribute('data-server-widget', 'mf_admin_content/HomeHero');
    served.innerHTML = '<h1>Z serwera</h1>';
    document.body.append(served);
    setRemoteLoader(() => Promise.reject(new Error('remote down')));
    render(<RemoteWidget id="mf_admin_content/HomeHero" />);
    served.remove();
    await flush();
    expect(container.textContent).toBe('Z serwera');
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('contains a widget that crashes while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('bug in widget');
    };
    setRemoteLoader(() => Promise.resolve({ default: Broken }));
    render(
      <div>
        <p>reszta strony</p>
        <RemoteWidget id="mf_catalog/SearchBox" />
      </div>,
    );
    await flush();
    expect(container.textContent).toContain('reszta strony');
    expect(container.textContent).toContain('Nie udało się wczytać tej części sklepu.');
  });
});

describe('ErrorBoundary', () => {
  it('shows the fallback and recovers when a reset key changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Boom = ({ fail }: { fail: boolean }) => {
      if (fail) throw new Error('render failed');
      return <span>ok</span>;
    };
    render(
      <ErrorBoundary resetKeys={['/a']}>
        <Boom fail />
      </ErrorBoundary>,
    );
    expect(container.querySelector('[role="alert"]')!.textContent).toContain('render failed');
    render(
      <ErrorBoundary resetKeys={['/b']}>
        <Boom fail={false} />
      </ErrorBoundary>,
    );
    expect(container.textContent).toBe('ok');
  });
});

describe('links', () => {
  it('routes react-aria links and breadcrumbs through navigate', () => {
    const push = vi.spyOn(window.history, 'pushState');
    render(
      <>
        <Link href="/kokpit/pulpit">Kokpit</Link>
        <Breadcrumbs>
          <Breadcrumb href="/strona-glowna">Start</Breadcrumb>
          <Breadcrumb>Tu</Breadcrumb>
        </Breadcrumbs>
      </>,
    );
    const [kokpit, start] = [...container.querySelectorAll('a')];
    expect(kokpit!.className).toContain('arm-link');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => void kokpit!.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    expect(push).toHaveBeenLastCalledWith(null, '', '/kokpit/pulpit');
    click(start!);
    expect(push).toHaveBeenLastCalledWith(null, '', '/strona-glowna');
  });

  it('renders the whole trail in its first render, the last crumb as the current page', () => {
    render(
      <Breadcrumbs>
        <Breadcrumb href="/strona-glowna">Start</Breadcrumb>
        <Breadcrumb href="/oferta">Oferta</Breadcrumb>
        <Breadcrumb>Bateria</Breadcrumb>
      </Breadcrumbs>,
    );
    const items = [...container.querySelectorAll('ol.arm-breadcrumbs > li')];
    expect(items.map((item) => item.textContent)).toEqual(['Start', 'Oferta', 'Bateria']);
    expect(container.querySelectorAll('a[href]')).toHaveLength(2);
    const current = items[2]!.querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe('Bateria');
    expect(current?.getAttribute('href')).toBeNull();
  });
});

describe('Pagination', () => {
  it('marks the current page, windows the pages and reports changes', () => {
    const onPageChange = vi.fn();
    render(
      <Pagination
        page={6}
        pageSize={10}
        totalCount={200}
        onPageChange={onPageChange}
        pageSizeOptions={[5, 10, 15]}
        onPageSizeChange={() => undefined}
      />,
    );
    const pages = [...container.querySelectorAll('li')].map((li) => li.textContent);
    expect(pages).toEqual(['‹', '1', '…', '5', '6', '7', '…', '20', '›']);
    expect(container.querySelector('[aria-current="page"]')!.textContent).toBe('6');
    expect(container.textContent).toContain('51–60 z 200');
    click(button('Następna strona'));
    expect(onPageChange).toHaveBeenCalledWith(7);
    click(button('Strona 1'));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('speaks English when the locale is English', async () => {
    await loadLocale('en');
    render(<Pagination page={1} pageSize={10} totalCount={5} onPageChange={() => undefined} />);
    expect(container.textContent).toContain('1–5 of 5');
    expect(button('Previous page').disabled).toBe(true);
  });
});

describe('kit smoke test', () => {
  it('renders every wrapper with its arm- class and accessible labels', async () => {
    // Awaited: React resumes a component suspended in an act scope only if it was awaited.
    await renderAwaited(
      <Form>
        <TextField label="Nazwa" name="name" isRequired description="Widoczna w sklepie" />
        <TextField label="Opis" multiline />
        <NumberField label="Ilość" defaultValue={2} minValue={0} />
        <Checkbox>Zapamiętaj mnie</Checkbox>
        <Switch>Aktywny</Switch>
        <Select label="Waluta" items={[{ id: 'PLN' }, { id: 'EUR' }]}>
          {(item: { id: string }) => <SelectItem id={item.id}>{item.id}</SelectItem>}
        </Select>
        <ComboBox label="Marka">
          <ComboBoxItem id="grohe">Grohe</ComboBoxItem>
        </ComboBox>
        <SearchField label="Szukaj" placeholder="Szukaj produktów…" />
        <ProgressBar label="Import" value={40} />
        <Meter label="Limit" value={95} />
        <Spinner />
        <Tabs>
          <TabList aria-label="Zakładki">
            <Tab id="a">Dane</Tab>
            <Tab id="b">Zdjęcia</Tab>
          </TabList>
          <TabPanel id="a">Panel A</TabPanel>
          <TabPanel id="b">Panel B</TabPanel>
        </Tabs>
        <Table aria-label="Zamówienia">
          <TableHeader>
            <Column isRowHeader allowsSorting>
              Numer
            </Column>
            <Column>Kwota</Column>
          </TableHeader>
          <TableBody>
            <Row>
              <Cell>Z/1</Cell>
              <Cell>1.234,56 zł</Cell>
            </Row>
          </TableBody>
        </Table>
        <MenuTrigger>
          <Button variant="secondary">Konto</Button>
          <Menu>
            <MenuItem href="/kokpit/pulpit">Kokpit</MenuItem>
          </Menu>
        </MenuTrigger>
        <EmptyState />
        <ErrorState message="Nie działa" onRetry={() => undefined} />
      </Form>,
    );
    // Tables, tabs, number fields and combo boxes load on first use (./on-demand.ts, its own
    // test): wait for them.
    const parts = [tableParts, tabsParts, numberFieldParts, comboBoxParts];
    await act(() => Promise.all(parts.map((part) => part.preload())));
    const text = container.textContent ?? '';
    for (const label of [
      'Nazwa',
      'Ilość',
      'Zapamiętaj mnie',
      'Waluta',
      'Marka',
      'Import',
      '40%',
      'Numer',
      'Brak danych do wyświetlenia',
      'Spróbuj ponownie',
    ]) {
      expect(text).toContain(label);
    }
    const name = container.querySelector('input[name="name"]')!;
    const labelId = name.getAttribute('aria-labelledby')?.split(' ')[0];
    expect(document.getElementById(labelId!)!.textContent).toBe('Nazwa');
    for (const cls of [
      'arm-form',
      'arm-text-field',
      'arm-number-field',
      'arm-checkbox',
      'arm-switch',
      'arm-select',
      'arm-combobox',
      'arm-search-field',
      'arm-progress',
      'arm-meter',
      'arm-spinner',
      'arm-tabs',
      'arm-table',
      'arm-button--secondary',
    ]) {
      expect(container.querySelector(`.${cls}`), cls).not.toBeNull();
    }
    expect(
      container.querySelector('[role="progressbar"][aria-label="Wczytywanie…"]'),
    ).not.toBeNull();
    expect(container.querySelector('[role="grid"]')).not.toBeNull();
    // The loaded fields, not their placeholders: a spin button with its value, a combo box.
    expect(container.querySelector('.arm-number-field input')!.getAttribute('value')).toBe('2');
    expect(container.querySelector('.arm-combobox [role="combobox"]')).not.toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('opens a modal dialog with its title', () => {
    render(
      <Modal isOpen>
        <Dialog title="Usuń adres">Na pewno?</Dialog>
      </Modal>,
    );
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.className).toContain('arm-dialog');
    const titleId = dialog.getAttribute('aria-labelledby')!;
    expect(document.getElementById(titleId)!.textContent).toBe('Usuń adres');
  });
});
