import { formatCurrency } from '@yardstick/core/format';
import { basisHasTiers, basisOf, formatBasisRate } from '@yardstick/core/priceBasis';
import { activeFrequenciesInOrder, frequencyLabel } from '@yardstick/core/frequencies';
import type { Service } from '@yardstick/core/schemas/services';
import { seasonLabel } from '@yardstick/core/season';
import { volumeTiersSummary } from '@yardstick/core/servicesForm';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';

interface ServiceCardProps {
  service: Service;
  onEdit: () => void;
  onDelete: () => void;
  onSetActive: (isActive: boolean) => void;
}

/** One service of 'Your Services': badges, description, pricing options, Edit and (not for the default) Delete. */
export function ServiceCard({ service, onEdit, onDelete, onSetActive }: ServiceCardProps) {
  const options = activeFrequenciesInOrder(service.frequencies);
  return (
    <li className="service-card">
      <div className="service-card__header split">
        <div className="row" style={{ gap: 8 }}>
          <h3 className="service-card__name">{service.name}</h3>
          {service.isDefault && <Badge tone="green">Default</Badge>}
          {!service.isActive && <Badge tone="gray">Inactive</Badge>}
        </div>
        <div className="row" style={{ gap: 4, flexWrap: 'wrap' }}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Edit ${service.name}`}
            onClick={onEdit}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`${service.isActive ? 'Deactivate' : 'Activate'} ${service.name}`}
            onClick={() => onSetActive(!service.isActive)}
          >
            {service.isActive ? 'Deactivate' : 'Activate'}
          </Button>
          {!service.isDefault && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Delete ${service.name}`}
              onClick={onDelete}
            >
              Delete
            </Button>
          )}
        </div>
      </div>
      {service.description && <p className="muted small">{service.description}</p>}
      {service.season && (
        <p className="small service-card__season">Offered {seasonLabel(service.season)}</p>
      )}
      <h4 className="service-card__subheading">Pricing Options</h4>
      {options.length === 0 ? (
        <p className="small muted" style={{ margin: 0 }}>
          No active pricing options.
        </p>
      ) : (
        <ul className="pricing-options list-reset">
          {options.map((option) => (
            <li key={option.id} className="pricing-options__item">
              <span>{frequencyLabel(option.frequency)}</span>
              <strong>{formatBasisRate(basisOf(option), option.pricePerSqFt)}</strong>
              {option.minimumPrice != null && (
                <span className="muted small">min {formatCurrency(option.minimumPrice)}</span>
              )}
              {basisHasTiers(basisOf(option)) && (
                <span className="muted small pricing-options__volume">
                  {volumeTiersSummary(option.volumeTiers ?? [], basisOf(option))}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
