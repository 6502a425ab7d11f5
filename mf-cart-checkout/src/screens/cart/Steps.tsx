// The four steps of /koszyk/:step? as links; steps after the current one are not links yet.
import { Link } from '@armatura/shared-libs/routing';
import { T } from '../../features/texts';
import * as s from '../screens.module.css';

export const STEPS = ['koszyk', 'dostawa', 'platnosc', 'podsumowanie'] as const;
export type Step = (typeof STEPS)[number];
export const stepHref = (step: Step) => (step === 'koszyk' ? '/koszyk' : `/koszyk/${step}`);

export function Steps({ current }: { current: Step }) {
  const at = STEPS.indexOf(current);
  return (
    <nav aria-label={T.stepsLabel}>
      <ol className={s.steps}>
        {STEPS.map((step, i) => (
          <li key={step}>
            {i === at ? (
              <span className={s.stepCurrent} aria-current="step">
                {i + 1}. {T.step(step)}
              </span>
            ) : i < at ? (
              <Link href={stepHref(step)} className={s.step}>
                {i + 1}. {T.step(step)}
              </Link>
            ) : (
              <span className={s.stepLocked}>
                {i + 1}. {T.step(step)}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
