// The statistics screen is a lazy chunk: the chart library and the screen load only when staff
// open /kokpit/konfiguracja/statystyki, never with the remote's other screens.
import { lazy, Suspense } from 'react';
import { Spinner } from '@armatura/shared-libs/ui';
import { useStatisticsT } from '../../features/statistics/statistics-texts';

const Screen = lazy(() => import('./StatisticsScreen'));

export function StatisticsScreen() {
  const t = useStatisticsT();
  return (
    <Suspense fallback={<Spinner label={t('loading')} />}>
      <Screen />
    </Suspense>
  );
}
