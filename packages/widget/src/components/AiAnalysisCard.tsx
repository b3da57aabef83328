import { capitalize } from '@yardstick/core/format';
import type { PropertyAnalysisResult } from '@yardstick/core/schemas/analysis';
import { TEXT } from '../messages.ts';

function formatScore(score: number): string {
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}

/** Obstacles and complexity; hidden while there is no score (SPEC §4.8). */
export function AiAnalysisCard({ result }: { result: PropertyAnalysisResult }) {
  const score = result.aiComplexityScore;
  if (score == null) return null;
  const explanation = result.aiPricingExplanation.trim();
  const showExplanation = explanation !== '' && explanation !== TEXT.aiPlaceholderExplanation;

  return (
    <section className="ys-card" aria-label="AI property analysis">
      <h3 className="ys-card-title">AI property analysis</h3>
      <p className="ys-complexity">
        Complexity score: <strong>{formatScore(score)}/10</strong>
      </p>
      {result.aiObstacles.length > 0 ? (
        <ul className="ys-obstacles" aria-label="Obstacles found">
          {result.aiObstacles.map((obstacle, index) => (
            <li key={`${obstacle.type}-${index}`} className="ys-obstacle">
              <span className="ys-strong">{capitalize(obstacle.type)}</span>
              <span className="ys-badge">{capitalize(obstacle.estimatedSize)}</span>
              <span className="ys-muted">{Math.round(obstacle.confidence * 100)}% confidence</span>
              {obstacle.description && (
                <span className="ys-obstacle-description">{obstacle.description}</span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="ys-muted">No obstacles found on the lawn.</p>
      )}
      {showExplanation && <p className="ys-explanation">{explanation}</p>}
    </section>
  );
}
