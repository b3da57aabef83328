import { StepList } from '../../ui/StepList.tsx';
import { LandingSection } from './LandingSection.tsx';

const STEPS = [
  {
    title: 'Enter an address',
    text: 'Your customer types their address into the estimator on your website or storefront.',
  },
  {
    title: 'We measure the property',
    text: 'Aerial imagery and AI find the mowable lawn and the trees, pools and beds in the way.',
  },
  {
    title: 'They get an instant quote',
    text: 'Your own prices are applied, and the customer can accept the quote on the spot.',
  },
];

export function HowItWorks() {
  return (
    <LandingSection
      name="how"
      eyebrow="How it works"
      title="Three steps from address to accepted quote"
    >
      <StepList steps={STEPS} />
    </LandingSection>
  );
}
