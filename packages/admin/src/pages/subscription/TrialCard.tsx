import type { Usage } from '@yardstick/core/schemas/account';
import type { TrialStatus } from '@yardstick/core/schemas/account';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card, CardHeader } from '../../ui/Card.tsx';
import { UsageSummary } from '../../ui/UsageSummary.tsx';

interface TrialCardProps {
  trial: TrialStatus;
  usage: Usage | null;
  /** SPEC §4.6: an active trial makes 'Upgrade to Paid Plan' start a subscription. */
  onUpgrade?: () => void;
}

export function TrialCard({ trial, usage, onUpgrade }: TrialCardProps) {
  return (
    <Card aria-labelledby="trial-title">
      <CardHeader
        titleId="trial-title"
        title="Free Trial"
        description={`${trial.daysRemaining} days and ${trial.estimatesRemaining} estimates left. No card needed until you choose a plan.`}
        actions={<Badge tone="blue">{`Trial (${trial.daysRemaining}d left)`}</Badge>}
      />
      <UsageSummary usage={usage} />
      {onUpgrade && (
        <Button style={{ marginTop: 16 }} onClick={onUpgrade}>
          Upgrade to Paid Plan
        </Button>
      )}
    </Card>
  );
}
