import { Icon, type IconName } from '../../ui/Icon.tsx';
import { LandingSection } from './LandingSection.tsx';

const BENEFITS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'bolt',
    title: 'Quotes in under 30 seconds',
    text: 'No site visit and no measuring wheel: a priced estimate while the customer is still on your site.',
  },
  {
    icon: 'chart',
    title: 'More conversions',
    text: 'Customers who get a price right away book right away. Accepted quotes land straight in your list.',
  },
  {
    icon: 'target',
    title: 'Consistent results',
    text: 'Every property is measured the same way and priced with your own rates, every time.',
  },
  {
    icon: 'code',
    title: 'Easy iframe integration',
    text: 'Copy one line of embed code into your website builder. No developer needed.',
  },
];

export function Benefits() {
  return (
    <LandingSection name="benefits" eyebrow="Why Yardstick" title="Built to win you more lawns" alt>
      <ul className="benefits grid-auto list-reset">
        {BENEFITS.map((benefit) => (
          <li key={benefit.title} className="benefit">
            <span className="benefit__icon" aria-hidden="true">
              <Icon name={benefit.icon} />
            </span>
            <h3>{benefit.title}</h3>
            <p className="muted" style={{ margin: 0 }}>
              {benefit.text}
            </p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
