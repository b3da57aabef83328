import { accountAction, subscriptionBadge } from '@yardstick/core/subscription';
import { shownPlanLabel } from '@yardstick/core/usage';
import type { CurrentUser, TrialStatus } from '@yardstick/core/schemas/account';
import { Badge } from '../../ui/Badge.tsx';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card, CardHeader } from '../../ui/Card.tsx';

interface AccountInfoCardProps {
  user: CurrentUser;
  trial: TrialStatus | null;
  /** The trial ran out with no plan since (core's hasEndedTrial). */
  trialEnded: boolean;
}

/** SPEC §2.10, §4.4: who the account is, its status badge and the one action button. */
export function AccountInfoCard({ user, trial, trialEnded }: AccountInfoCardProps) {
  const badge = subscriptionBadge({ ...user, trial, trialEnded });
  const action = accountAction(user);
  return (
    <Card aria-labelledby="account-info-title">
      <CardHeader
        titleId="account-info-title"
        title="Account Information"
        actions={<Badge tone={badge.tone}>{badge.label}</Badge>}
      />
      <dl className="details grid-auto">
        <div>
          <dt>Company</dt>
          <dd>{user.companyName}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd className="break-anywhere">{user.email}</dd>
        </div>
        <div>
          <dt>Plan</dt>
          <dd>{shownPlanLabel(user.plan, trialEnded)}</dd>
        </div>
      </dl>
      <div className="row" style={{ marginTop: 20 }}>
        <ButtonLink to={action.href}>{action.label}</ButtonLink>
      </div>
    </Card>
  );
}
