// The status filter as links (/kokpit/dokumenty, /nowe, /oplacone, /nieoplacone,
// /przeterminowane): each keeps the other filters and starts at page 1.
import { useStore } from '@nanostores/react';
import { DOCUMENT_STATUS_SLUGS } from '@armatura/shared-libs/contracts';
import { Link } from '@armatura/shared-libs/routing';
import {
  $documentsQuery,
  DOCUMENT_SLUGS,
  documentsHref,
} from '../../features/documents/documents-store';
import { useAccountT } from '../../features/texts/account-texts';
import { documentStatusLabel } from '../../features/texts/status-labels';
import * as s from '../../features/layout/lists.module.css';

export function DocumentStatusNav() {
  const t = useAccountT();
  const query = useStore($documentsQuery);
  const entries: Array<[string | null, string]> = [
    [null, t('allStatuses')],
    ...DOCUMENT_SLUGS.map((slug): [string, string] => [
      slug,
      documentStatusLabel(t, DOCUMENT_STATUS_SLUGS[slug]!),
    ]),
  ];
  return (
    <nav className={s.statusNav} aria-label={t('docStatusTabs')}>
      <ul>
        {entries.map(([slug, label]) => (
          <li key={slug ?? 'all'}>
            <Link
              href={documentsHref({ ...query, statusSlug: slug, page: 1 })}
              aria-current={query.statusSlug === slug ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
