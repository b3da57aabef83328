import { capitalize } from '@yardstick/core/format';
import type { PropertyAnalysisResult } from '@yardstick/core/schemas/analysis';
import { TEXT } from '../messages.ts';
import { OBSTACLE_NAMES, obstacleSummary } from './obstacleSummary.ts';

function formatScore(score: number): string {
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}

/**
 * The yard in a sentence (complexity and what is on the lawn, grouped), with the full list
 * and the measurement notes behind a disclosure. Hidden while there is no score (SPEC §4.8).
 */
export function AiAnalysisCard({ result }: { result: PropertyAnalysisResult }) {
  const score = result.aiComplexityScore;
  if (score == null) return null;
  const explanation = result.aiPricingExplanation.trim();
  const showExplanation = explanation !== '' && explanation !== TEXT.aiPlaceholderExplanation;
  const summary = obstacleSummary(result.aiObstacles);

  return (
    <section className="ys-card" aria-label="AI property analysis">
      <h3 className="ys-card-title">About your yard</h3>
      <p className="ys-complexity">
        Complexity score: <strong>{formatScore(score)}/10</strong>
        {' · '}
        {summary || 'No obstacles found on the lawn.'}
      </p>
      {(result.aiObstacles.length > 0 || showExplanation) && (
        <details className="ys-details">
          <summary className="ys-details-summary">What we found on the lawn</summary>
          {result.aiObstacles.length > 0 && (
            <ul className="ys-obstacles" aria-label="Obstacles found">
              {result.aiObstacles.map((obstacle, index) => (
                <li key={`${obstacle.type}-${index}`} className="ys-obstacle">
                  <span className="ys-strong">{OBSTACLE_NAMES[obstacle.type].one}</span>
                  <span className="ys-badge">{capitalize(obstacle.estimatedSize)}</span>
                  {obstacle.description && (
                    <span className="ys-obstacle-description">{obstacle.description}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
          {showExplanation && <p className="ys-explanation ys-muted">{explanation}</p>}
        </details>
      )}
    </section>
  );
}
