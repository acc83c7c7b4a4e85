import type { StageResult } from '@typetest/events/applicant';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/**
 * WPM per five seconds of one test, as bars: plain SVG (a dozen bars need no chart library, and
 * nothing is downloaded for them), coloured from the theme's tokens so it reads in both themes.
 * Screen readers get the figures themselves as the image's name.
 */
const width = 320;
const height = 140;
const left = 30;
const bottom = 20;
const top = 8;

/** A round top for the scale: 20, 40, 60... so its labels are whole, friendly numbers. */
const scaleTop = (highest: number) => Math.max(20, Math.ceil(highest / 20) * 20);

/**
 * `scale`: the highest WPM and the longest time the axes reach, when charts are set side by side
 * to be read against each other (the comparison: compare-view.tsx); else this test's own.
 */
export function SpeedChart({ speed, scale }: { speed: StageResult['speed']; scale?: { wpm: number; ms: number } }) {
  const { t } = useTranslation();
  const last = speed.at(-1)?.toMs ?? 0;
  if (speed.length === 0 || last <= 0) return null;
  const end = Math.max(last, scale?.ms ?? 0);
  const highest = scaleTop(Math.max(scale?.wpm ?? 0, ...speed.map((point) => point.wpm)));
  const x = (ms: number) => left + (ms / end) * (width - left - 4);
  const y = (wpm: number) => top + (1 - wpm / highest) * (height - top - bottom);
  const summary = t('account.result.speedSummary', {
    points: speed.map((point) => t('account.result.speedPoint', { seconds: Math.round(point.toMs / 1000), wpm: point.wpm })).join(', '),
  });
  return (
    <svg className="result-speed" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={summary}>
      {[0, highest / 2, highest].map((wpm) => (
        <g key={wpm} className="result-speed__grid">
          <line x1={left} x2={width - 4} y1={y(wpm)} y2={y(wpm)} />
          <text x={left - 4} y={y(wpm) + 4} textAnchor="end">
            {wpm}
          </text>
        </g>
      ))}
      {speed.map((point) => (
        <rect
          key={point.fromMs}
          className="result-speed__bar"
          x={x(point.fromMs) + 1}
          width={Math.max(1, x(point.toMs) - x(point.fromMs) - 2)}
          y={y(point.wpm)}
          height={y(0) - y(point.wpm)}
        />
      ))}
      <text className="result-speed__axis" x={left} y={height - 4}>
        {t('account.result.seconds', { seconds: 0 })}
      </text>
      <text className="result-speed__axis" x={width - 4} y={height - 4} textAnchor="end">
        {t('account.result.seconds', { seconds: Math.round(end / 1000) })}
      </text>
    </svg>
  );
}
