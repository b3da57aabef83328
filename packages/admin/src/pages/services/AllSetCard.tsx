import { ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';

/** Shown after the first service is created (SPEC §2.13). */
export function AllSetCard() {
  return (
    <Card className="all-set-card" aria-labelledby="all-set-title">
      <h2 id="all-set-title">Perfect! You&apos;re All Set</h2>
      <p>Your first service is ready. Analyze a property to see your prices in action.</p>
      <ButtonLink to="/analyze">Start Analyzing Properties</ButtonLink>
    </Card>
  );
}
