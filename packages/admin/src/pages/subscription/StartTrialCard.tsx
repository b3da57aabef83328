import { apiEndpoints as endpoints } from '@yardstick/core/endpoints';
import type { PaidPlanId } from '@yardstick/core/enums';
import { PLANS, TRIAL } from '@yardstick/core/plans';
import { toastFailure } from '../../forms/toastFailure.ts';
import { useSubmit } from '../../forms/useSubmit.ts';
import { api } from '../../http/client.ts';
import { useSession } from '../../session/sessionContext.ts';
import { Button } from '../../ui/Button.tsx';
import { Card, CardHeader } from '../../ui/Card.tsx';
import { useToast } from '../../ui/toastContext.ts';

/** For an owner whose trial never started (it failed at sign-up): start it here. */
export function StartTrialCard({ userId, plan }: { userId: string; plan: PaidPlanId }) {
  const { refresh } = useSession();
  const toast = useToast();
  const start = useSubmit(
    async () => {
      await api.call(endpoints.startTrial, { body: { userId, plan } });
      toast({ title: 'Free Trial Started', description: 'Your free trial has started.' });
      await refresh();
    },
    { failed: toastFailure(toast, 'The trial could not be started. Please try again.') },
  );

  return (
    <Card aria-labelledby="start-trial-title">
      <CardHeader
        titleId="start-trial-title"
        title="Start your free trial"
        description={`${TRIAL.days} days and ${TRIAL.estimates} estimates on ${PLANS[plan].name}, no card needed. Or choose a plan below.`}
      />
      <Button loading={start.pending} onClick={() => start.run()}>
        Start Free Trial
      </Button>
    </Card>
  );
}
