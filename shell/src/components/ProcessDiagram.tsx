/**
 * The platform's business process (SPEC §1 floating button, /img): who does what, in order,
 * from registration to the published footprint. Drawn as SVG so it stays sharp at any size.
 */
import { useTranslation } from 'react-i18next';

const STEPS = ['register', 'registrationReview', 'project', 'dataEntry', 'dataReview', 'compute', 'report', 'publish'] as const;
const ACTOR_OF: Record<(typeof STEPS)[number], 'enterprise' | 'admin' | 'verifier' | 'platform'> = {
  register: 'enterprise',
  registrationReview: 'admin',
  project: 'admin',
  dataEntry: 'enterprise',
  dataReview: 'verifier',
  compute: 'platform',
  report: 'enterprise',
  publish: 'admin',
};
const ACTOR_COLOUR = { enterprise: '#417af2', admin: '#7a5af8', verifier: '#12a37f', platform: '#e58a00' } as const;

const BOX_W = 250;
const BOX_H = 112;
const GAP = 46;
const LEFT = 40;
const ROW_Y = [118, 330];
const WIDTH = LEFT * 2 + BOX_W * 4 + GAP * 3;

/** Row one runs left to right, row two right to left, so the flow reads as one line. */
function boxPosition(index: number): { x: number; y: number } {
  const row = index < 4 ? 0 : 1;
  const column = row === 0 ? index : 7 - index;
  return { x: LEFT + column * (BOX_W + GAP), y: ROW_Y[row] };
}

export interface ProcessDiagramProps {
  /** CSS width; the height follows the drawing's proportions. */
  width?: number | string;
}

export function ProcessDiagram({ width = '100%' }: ProcessDiagramProps) {
  const { t } = useTranslation('shell');
  const height = 520;
  return (
    <svg
      role="img"
      aria-label={t('process.title')}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width={width}
      style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
      xmlns="http://www.w3.org/2000/svg"
    >
      <defs>
        <marker id="process-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0 0 L10 5 L0 10 z" fill="#8fa3c7" />
        </marker>
      </defs>
      <rect x="0" y="0" width={WIDTH} height={height} rx="18" fill="#f6f9ff" />
      <text x={WIDTH / 2} y="52" textAnchor="middle" fontSize="28" fontWeight="600" fill="#1d2b4f">
        {t('process.title')}
      </text>
      <text x={WIDTH / 2} y="84" textAnchor="middle" fontSize="16" fill="#5b6b8c">
        {t('process.subtitle')}
      </text>
      {STEPS.slice(0, -1).map((step, index) => {
        const from = boxPosition(index);
        const to = boxPosition(index + 1);
        if (index === 3) {
          const x = from.x + BOX_W / 2;
          return (
            <line
              key={step}
              x1={x}
              y1={from.y + BOX_H}
              x2={x}
              y2={to.y - 4}
              stroke="#8fa3c7"
              strokeWidth="3"
              markerEnd="url(#process-arrow)"
            />
          );
        }
        const forward = index < 3;
        const y = from.y + BOX_H / 2;
        const x1 = forward ? from.x + BOX_W : from.x;
        const x2 = forward ? to.x - 4 : to.x + BOX_W + 4;
        return <line key={step} x1={x1} y1={y} x2={x2} y2={y} stroke="#8fa3c7" strokeWidth="3" markerEnd="url(#process-arrow)" />;
      })}
      {STEPS.map((step, index) => {
        const { x, y } = boxPosition(index);
        const actor = ACTOR_OF[step];
        const colour = ACTOR_COLOUR[actor];
        return (
          <g key={step}>
            <rect x={x} y={y} width={BOX_W} height={BOX_H} rx="14" fill="#ffffff" stroke={colour} strokeWidth="2.5" />
            <circle cx={x + 30} cy={y + 32} r="17" fill={colour} />
            <text x={x + 30} y={y + 38} textAnchor="middle" fontSize="17" fontWeight="700" fill="#ffffff">
              {index + 1}
            </text>
            <text x={x + 58} y={y + 39} fontSize="19" fontWeight="600" fill="#1d2b4f">
              {t(`process.steps.${step}.title`)}
            </text>
            <text x={x + 22} y={y + 72} fontSize="14" fill="#5b6b8c">
              {t(`process.steps.${step}.detail`)}
            </text>
            <rect x={x + 22} y={y + 84} width={BOX_W - 44} height="18" rx="9" fill={colour} fillOpacity="0.12" />
            <text x={x + BOX_W / 2} y={y + 97} textAnchor="middle" fontSize="12" fill={colour}>
              {t(`process.actors.${actor}`)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
