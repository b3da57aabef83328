import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { StepList } from '../../ui/StepList.tsx';

const STEPS = [
  { title: 'Add your services', text: 'Mowing, fertilizer, weed control: whatever you offer.' },
  {
    title: 'Set your pricing',
    text: 'A price per sq ft for each frequency, with optional minimums.',
  },
  { title: 'Start analyzing', text: 'Enter an address and get an instant, priced estimate.' },
];

/** The welcome card of a first visit (SPEC §2.13). */
export function GettingStartedCard({ onAdd }: { onAdd: () => void }) {
  return (
    <Card className="welcome-card" aria-labelledby="getting-started-title">
      <h2 id="getting-started-title">Getting Started</h2>
      <p className="muted">Welcome! Set up your services so every estimate uses your prices.</p>
      <StepList steps={STEPS} variant="compact" />
      <Button size="lg" onClick={onAdd}>
        Add Your First Service
      </Button>
    </Card>
  );
}
