// The /kokpit side menu: every /kokpit list screen the user is granted, grouped, and the toggle
// that cycles its 4 steps (see side-menu.ts). The toggle stays reachable in every step.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Link, useRoute } from '@armatura/shared-libs/routing';
import { useNamespaceT, useT } from '@armatura/shared-libs/i18n';
import { Button } from '@armatura/shared-libs/ui';
import { shellTexts, type ShellTextKey } from '../texts';
import {
  $kokpitMenu,
  $sideMenuStep,
  closeTemporaryMenu,
  cycleSideMenu,
  type KokpitMenuItem,
  type MenuSection,
  type SideMenuStep,
} from './side-menu';
import * as s from './side-menu.module.css';

const SECTION_TITLES = {
  main: 'menu.title',
  accounts: 'menu.accounts',
  configuration: 'menu.configuration',
} as const;
const STEP_TEXT: Record<SideMenuStep, ShellTextKey> = {
  expanded: 'sideMenuExpanded',
  collapsed: 'sideMenuCollapsed',
  hidden: 'sideMenuHidden',
  temporary: 'sideMenuTemporary',
};

export function SideMenuToggle() {
  const st = useNamespaceT(shellTexts);
  const t = useT();
  const step = useStore($sideMenuStep);
  return (
    <Button
      variant="secondary"
      size="small"
      className={s.toggle}
      onPress={cycleSideMenu}
      aria-controls="armatura-side-menu"
      aria-expanded={step !== 'hidden'}
      aria-label={`${t('menu.toggle')}. ${st('sideMenuState', { state: st(STEP_TEXT[step]) })}`}
    >
      <span aria-hidden="true">☰</span> <span className={s.toggleText}>{t('menu.toggle')}</span>
    </Button>
  );
}

export function SideMenu() {
  const t = useT();
  const step = useStore($sideMenuStep);
  const items = useStore($kokpitMenu);
  const route = useRoute();

  useEffect(() => {
    if (step !== 'temporary') return undefined;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && closeTemporaryMenu();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step]);

  const sections = (['main', 'accounts', 'configuration'] as MenuSection[])
    .map((section) => ({ section, entries: items.filter((i) => i.section === section) }))
    .filter((g) => g.entries.length > 0);
  const isCurrent = (item: KokpitMenuItem) =>
    route?.path === item.href || Boolean(route?.path.startsWith(`${item.href}/`));

  return (
    <>
      {step === 'temporary' && (
        <div className={s.backdrop} onClick={closeTemporaryMenu} aria-hidden="true" />
      )}
      <nav
        id="armatura-side-menu"
        className={s.menu}
        data-step={step}
        aria-label={t('menu.title')}
        hidden={step === 'hidden'}
      >
        {/* The overlay covers the page's toggle, so it carries its own to reach the next step. */}
        {step === 'temporary' && (
          <div className={s.overlayToggle}>
            <SideMenuToggle />
          </div>
        )}
        {sections.map(({ section, entries }) => (
          <div key={section} className={s.section}>
            <h2 className={s.sectionTitle}>{t(SECTION_TITLES[section])}</h2>
            <ul className={s.list}>
              {entries.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className={s.link}
                    aria-current={isCurrent(item) ? 'page' : undefined}
                    title={step === 'collapsed' ? t(item.label) : undefined}
                    onClick={closeTemporaryMenu}
                  >
                    <span className={s.initial} aria-hidden="true">
                      {t(item.label).charAt(0)}
                    </span>
                    <span className={s.label}>{t(item.label)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </>
  );
}
