// One Chart.js chart on a canvas: drawn when the config changes, destroyed on unmount. The canvas
// is an image with a label; the same figures are always in a table beside it (the accessible view).
import { useEffect, useRef } from 'react';
import { Chart, type ChartConfiguration, type ChartType } from 'chart.js';
import * as s from './statistics.module.css';

export function ChartCanvas<T extends ChartType>({
  config,
  label,
  testId,
}: {
  config: ChartConfiguration<T>;
  label: string;
  testId: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <div className={s.chart}>
      <canvas ref={canvas} role="img" aria-label={label} data-testid={testId} />
    </div>
  );
}
