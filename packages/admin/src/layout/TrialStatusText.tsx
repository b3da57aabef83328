import type { TrialStatus } from '@yardstick/core/schemas/account';

function plural(count: number, word: string) {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** SPEC §2.3: an active trial shows days left and, without a provider subscription, estimates left. */
export function TrialStatusText({
  trial,
  showEstimates,
}: {
  trial: TrialStatus;
  showEstimates: boolean;
}) {
  return (
    <span className="trial-pill">
      Trial: {plural(trial.daysRemaining, 'day')} left
      {showEstimates && <> · {plural(trial.estimatesRemaining, 'estimate')} left</>}
    </span>
  );
}
