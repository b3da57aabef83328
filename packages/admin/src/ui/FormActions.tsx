import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
import { Notice } from './Notice.tsx';

/**
 * The foot of a form: why the last save failed (announced at once), then the submit button,
 * busy while saving, and Cancel when the form can be left (disabled while saving).
 */
export function FormActions({
  failure,
  saving,
  submitLabel,
  savingLabel = 'Saving...',
  onCancel,
}: {
  failure?: ReactNode;
  saving: boolean;
  submitLabel: string;
  savingLabel?: string;
  onCancel?: () => void;
}) {
  return (
    <>
      {failure && (
        <Notice tone="danger" role="alert">
          {failure}
        </Notice>
      )}
      <div className="row">
        <Button type="submit" loading={saving}>
          {saving ? savingLabel : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        )}
      </div>
    </>
  );
}
