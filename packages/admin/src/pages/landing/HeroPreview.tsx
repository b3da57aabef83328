import { DEMO_SAMPLE, demoSampleWeeklyPrice } from '@yardstick/core/demoSample';
import { formatCurrency, formatSqFt } from '@yardstick/core/format';

/**
 * A decorative picture of a finished quote: a lot with the lawn highlighted and a price, the
 * figures those of the sample analysis so the page quotes one price for one lawn.
 */
export function HeroPreview() {
  return (
    <div className="hero-preview" aria-hidden="true">
      <div className="hero-preview__map">
        <svg viewBox="0 0 320 200" role="presentation">
          <rect width="320" height="200" fill="#cfd8c8" />
          <path d="M0 150 L320 130 L320 200 L0 200 Z" fill="#9aa39a" />
          <polygon
            points="40,20 280,10 290,125 30,140"
            fill="#6fae5c"
            stroke="#fff"
            strokeWidth="2"
            strokeDasharray="6 4"
          />
          <polygon points="50,30 270,22 278,115 42,128" fill="rgba(34,197,94,0.55)" />
          <rect x="120" y="45" width="80" height="50" rx="3" fill="#8b6f5a" />
          <rect x="200" y="80" width="18" height="45" fill="#b8b1a6" />
          <circle cx="75" cy="60" r="18" fill="#2f6b2a" />
          <circle cx="245" cy="45" r="14" fill="#2f6b2a" />
          <rect x="235" y="95" width="34" height="20" rx="6" fill="#60a5fa" />
        </svg>
      </div>
      <div className="hero-preview__body">
        <div className="hero-preview__row">
          <span>Mowable area</span>
          <strong>{formatSqFt(DEMO_SAMPLE.mowableSqFt)}</strong>
        </div>
        <div className="hero-preview__row">
          <span>Obstacles</span>
          <strong>3 trees · pool · shed</strong>
        </div>
        <div className="hero-preview__row hero-preview__row--total">
          <span>Weekly mowing</span>
          <strong>{formatCurrency(demoSampleWeeklyPrice())}</strong>
        </div>
        <div className="hero-preview__accept">Accept Quote</div>
      </div>
    </div>
  );
}
