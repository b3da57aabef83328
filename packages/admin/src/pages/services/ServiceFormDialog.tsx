import { useId, useState } from 'react';
import {
  canSubmitServiceForm,
  DEFAULT_NEW_FREQUENCY_PRICE,
  parsePriceInput,
} from '@yardstick/core/servicesForm';
import { DEFAULT_PRICE_BASIS } from '@yardstick/core/enums';
import type { Service } from '@yardstick/core/schemas/services';
import { useSubmit } from '../../forms/useSubmit.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { InputField, TextareaField } from '../../ui/Field.tsx';
import { AddedFrequencyList } from './AddedFrequencyList.tsx';
import { FrequencyEntryRow } from './FrequencyEntryRow.tsx';
import { PricingPreview, previewColumns, type PreviewColumn } from './PricingPreview.tsx';
import { volumeTiersProblem } from '@yardstick/core/servicesForm';
import { Notice } from '../../ui/Notice.tsx';
import { useConfirm } from '../../ui/confirmContext.ts';
import {
  EMPTY_SERVICE_FORM,
  formValuesOf,
  hasUnsavedChanges,
  type ServiceFormValues,
} from './serviceFormValues.ts';
import { useServiceFormValues } from './useServiceFormValues.ts';
import { SeasonFields, seasonProblem } from './SeasonFields.tsx';

/** The price being typed in the entry row, previewed until a first price is added. */
type PreviewEntry = Pick<PreviewColumn, 'pricePerSqFt' | 'basis'>;

interface ServiceFormDialogProps {
  /** The service being edited, or null to add a new one. */
  service: Service | null;
  onClose: () => void;
  /** Resolves null when saved (the dialog then closes), else the error to show in it. */
  onSubmit: (values: ServiceFormValues) => Promise<string | null>;
}

/** 'Add New Service' / 'Edit Service' (SPEC §2.13). Mount it fresh for each opening. */
export function ServiceFormDialog({ service, onClose, onSubmit }: ServiceFormDialogProps) {
  const formId = useId();
  const [initial] = useState(() => (service ? formValuesOf(service) : EMPTY_SERVICE_FORM));
  const form = useServiceFormValues(initial);
  const confirm = useConfirm();
  const [entry, setEntry] = useState<PreviewEntry>({
    pricePerSqFt: DEFAULT_NEW_FREQUENCY_PRICE,
    basis: DEFAULT_PRICE_BASIS,
  });
  const { values } = form;
  const canSubmit =
    canSubmitServiceForm(values) &&
    seasonProblem(values.season) === null &&
    values.frequencies.every(
      (option) => volumeTiersProblem(option.volumeTiers, option.basis) === null,
    );

  const submit = useSubmit(
    async (submitted: ServiceFormValues) => {
      const error = await onSubmit(submitted);
      if (error !== null) return { refused: error };
      onClose();
    },
    // onSubmit turns every failure into the sentence it resolves with.
    { leaves: true, failed: () => null },
  );
  const saving = submit.pending;

  // A click outside, Escape, × or Cancel would otherwise throw the owner's edits away.
  async function requestClose() {
    if (saving) return;
    if (hasUnsavedChanges(initial, values)) {
      const discard = await confirm({
        title: 'Discard changes?',
        message: 'You have unsaved changes to this service. Do you want to discard them?',
        confirmLabel: 'Discard Changes',
        cancelLabel: 'Keep Editing',
        destructive: true,
      });
      if (!discard) return;
    }
    onClose();
  }

  return (
    <Dialog
      open
      wide
      onClose={() => void requestClose()}
      title={service ? 'Edit Service' : 'Add New Service'}
      footer={
        <>
          {submit.failure && (
            <div className="dialog__error">
              <Notice tone="danger" role="alert">
                {submit.failure}
              </Notice>
            </div>
          )}
          <Button variant="secondary" onClick={() => void requestClose()}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={!canSubmit || saving} loading={saving}>
            {saving ? 'Saving...' : service ? 'Update Service' : 'Create Service'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="stack"
        onSubmit={submit.onSubmit(() => (canSubmit ? values : null))}
        noValidate
      >
        <InputField
          label="Service Name *"
          required
          placeholder="e.g., Mowing"
          hint="For example: Mowing, Fertilizer, Weed Control, Seeding, Aeration or Hydroseeding."
          value={values.name}
          onChange={(event) => form.setText('name', event.target.value)}
        />
        <TextareaField
          label="Description"
          rows={3}
          placeholder="What the service includes"
          value={values.description}
          onChange={(event) => form.setText('description', event.target.value)}
        />
        <SeasonFields season={values.season} onChange={form.setSeason} />
        <section className="service-pricing" aria-labelledby={`${formId}-pricing`}>
          <div className="row" style={{ justifyContent: 'space-between' }}>
            <h3 id={`${formId}-pricing`} style={{ margin: 0 }}>
              Service Pricing
            </h3>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => window.open('/pricing-guide', '_blank', 'noopener')}
            >
              Pricing Guide ↗
            </Button>
          </div>
          <p className="small muted">
            Set a price for each frequency you offer, charged on the lawn's sq ft or on what the
            service works on: beds, paving, edging, each tree, or a flat price per visit. Larger
            lawns can pay less per sq ft: a new price starts on the standard volume ladder (87.5 %
            of your price above 5,000 sq ft, 75 % above 10,000, down to 37.5 % above 100,000, each
            band of the lawn at its own rate). Prices saved before volume pricing have no discount
            until you choose one, and quotes already accepted keep their price.
          </p>
          <FrequencyEntryRow
            added={values.frequencies}
            onAdd={form.addFrequency}
            onEntryChange={(input) =>
              setEntry({ pricePerSqFt: parsePriceInput(input.price), basis: input.basis })
            }
          />
          <AddedFrequencyList
            frequencies={values.frequencies}
            onSave={form.saveFrequency}
            onRemove={form.removeFrequency}
            onTiersChange={form.setVolumeTiers}
          />
          <PricingPreview columns={previewColumns(values.frequencies, entry)} />
        </section>
      </form>
    </Dialog>
  );
}
