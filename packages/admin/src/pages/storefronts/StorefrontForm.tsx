import { useState } from 'react';
import {
  STOREFRONT_MESSAGES,
  storefrontInputSchema,
  type Storefront,
  type StorefrontFormField,
} from '@yardstick/core/schemas/storefronts';
import { canPublishStorefront, isImageFileType } from '@yardstick/core/storefront';
import { Button } from '../../ui/Button.tsx';
import { Card, CardHeader } from '../../ui/Card.tsx';
import { CheckboxField, InputField } from '../../ui/Field.tsx';
import { fieldErrors, withoutError, type FieldErrors } from '../../forms/fieldErrors.ts';
import { useSubmit } from '../../forms/useSubmit.ts';
import { useToast } from '../../ui/toastContext.ts';
import { ColorField } from './ColorField.tsx';
import { LogoField } from './LogoField.tsx';
import {
  storefrontFormValues,
  storefrontLogoUrl,
  type ColorField as ColorFieldName,
  type StorefrontFormValues,
} from './storefrontForm.ts';
import type { SaveOutcome } from './useStorefrontActions.ts';

interface StorefrontFormProps {
  storefront: Storefront | null;
  defaultCompanyName: string;
  /** The outcome; a refusal about one field is shown under that field. */
  onSave: (values: StorefrontFormValues, logo: File | null) => Promise<SaveOutcome>;
  onDelete: () => Promise<void>;
}

/** The id of each field's control, in the order the form shows them. */
const FIELD_IDS: Record<StorefrontFormField, string> = {
  subdomain: 'storefront-subdomain',
  customDomain: 'storefront-custom-domain',
  companyName: 'storefront-company-name',
  logo: 'storefront-logo',
  primaryColor: 'storefront-primary-color',
  secondaryColor: 'storefront-secondary-color',
  accentColor: 'storefront-accent-color',
  contactPhone: 'storefront-contact-phone',
  contactEmail: 'storefront-contact-email',
};

const COLORS: { field: ColorFieldName; label: string }[] = [
  { field: 'primaryColor', label: 'Primary color' },
  { field: 'secondaryColor', label: 'Secondary color' },
  { field: 'accentColor', label: 'Accent color' },
];

/** Basic information, logo and brand colours; mount it again (key) when the storefront changes. */
export function StorefrontForm({
  storefront,
  defaultCompanyName,
  onSave,
  onDelete,
}: StorefrontFormProps) {
  const toast = useToast();
  const [values, setValues] = useState(() => storefrontFormValues(storefront, defaultCompanyName));
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors<StorefrontFormField>>({});

  function update<K extends keyof StorefrontFormValues>(field: K, value: StorefrontFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== 'isActive') setErrors((current) => withoutError(current, field));
  }

  /** Shows the messages under their fields and moves focus to the first one. */
  function showErrors(found: FieldErrors<StorefrontFormField>) {
    setErrors(found);
    const first = (Object.keys(FIELD_IDS) as StorefrontFormField[]).find((field) => found[field]);
    if (first) document.getElementById(FIELD_IDS[first])?.focus();
  }

  function chooseLogo(file: File) {
    if (!isImageFileType(file.type)) {
      showErrors({ ...errors, logo: STOREFRONT_MESSAGES.logoType });
      return;
    }
    setErrors((current) => withoutError(current, 'logo'));
    setLogo(file);
    toast({
      title: 'Logo Selected',
      description: 'Logo selected. Publish your storefront to save it.',
    });
  }

  // onSave and onDelete say themselves in a toast how a save or a deletion failed.
  const save = useSubmit(
    async (submitted: StorefrontFormValues) => {
      const outcome = await onSave(submitted, logo);
      if (outcome === 'saved') return;
      if (outcome !== 'failed') showErrors({ [outcome.field]: outcome.message });
      return { refused: null };
    },
    { leaves: true, failed: () => null },
  );
  const deletion = useSubmit(onDelete, { failed: () => null });

  function checked() {
    const parsed = storefrontInputSchema.safeParse(values);
    if (parsed.success) return values;
    showErrors(fieldErrors<StorefrontFormField>(parsed.error));
    return null;
  }

  return (
    <form className="stack" onSubmit={save.onSubmit(checked)} noValidate>
      <Card aria-labelledby="basic-info-title">
        <CardHeader titleId="basic-info-title" title="Basic Information" />
        <div className="form-grid grid-auto">
          <InputField
            id={FIELD_IDS.subdomain}
            label="Subdomain *"
            required
            error={errors.subdomain}
            suffix={`.${window.location.host}`}
            placeholder="yourcompany"
            autoCapitalize="none"
            spellCheck={false}
            value={values.subdomain}
            onChange={(event) => update('subdomain', event.target.value.toLowerCase())}
          />
          <InputField
            id={FIELD_IDS.customDomain}
            label="Custom Domain (optional)"
            error={errors.customDomain}
            placeholder="quotes.yourcompany.com"
            autoCapitalize="none"
            spellCheck={false}
            value={values.customDomain}
            onChange={(event) => update('customDomain', event.target.value)}
          />
          <InputField
            id={FIELD_IDS.companyName}
            label="Company Name *"
            required
            error={errors.companyName}
            value={values.companyName}
            onChange={(event) => update('companyName', event.target.value)}
          />
        </div>
        <div style={{ marginTop: 16 }}>
          <CheckboxField
            label="Storefront is on: homeowners can get quotes on it"
            checked={values.isActive}
            onChange={(event) => update('isActive', event.target.checked)}
          />
          {!values.isActive && (
            <p className="small muted" style={{ margin: '4px 0 0' }}>
              Switched off, visitors still see your name, logo, colours and contact details, but no
              instant quotes and no call-back form, until you switch it on and update.
            </p>
          )}
        </div>
        <div style={{ marginTop: 16 }}>
          <LogoField
            id={FIELD_IDS.logo}
            error={errors.logo}
            currentLogoUrl={storefront?.hasLogo ? storefrontLogoUrl(storefront) : null}
            chosen={logo}
            onChoose={chooseLogo}
          />
        </div>
      </Card>
      <Card aria-labelledby="contact-title">
        <CardHeader
          titleId="contact-title"
          title="Contact"
          description="Shown on your storefront, and with a “Request a call back” form on it and on your embedded estimator whenever instant quotes are not available (no plan, the day’s limit reached, the measuring service down). Call-back requests land in Accepted Quotes."
        />
        <div className="form-grid grid-auto">
          <InputField
            id={FIELD_IDS.contactPhone}
            label="Phone"
            type="tel"
            autoComplete="tel"
            error={errors.contactPhone}
            placeholder="(555) 010-2030"
            value={values.contactPhone}
            onChange={(event) => update('contactPhone', event.target.value)}
          />
          <InputField
            id={FIELD_IDS.contactEmail}
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.contactEmail}
            placeholder="office@yourcompany.com"
            value={values.contactEmail}
            onChange={(event) => update('contactEmail', event.target.value)}
          />
        </div>
      </Card>
      <Card aria-labelledby="brand-colors-title">
        <CardHeader
          titleId="brand-colors-title"
          title="Brand Colors"
          description="Used for your storefront's header and buttons."
        />
        <div className="form-grid grid-auto">
          {COLORS.map((color) => (
            <ColorField
              key={color.field}
              id={FIELD_IDS[color.field]}
              error={errors[color.field]}
              label={color.label}
              value={values[color.field]}
              onChange={(value) => update(color.field, value)}
            />
          ))}
        </div>
      </Card>
      <div className="row form-actions">
        <Button
          variant="danger"
          disabled={!storefront || deletion.pending}
          loading={deletion.pending}
          onClick={() => deletion.run()}
        >
          Delete Storefront
        </Button>
        <Button
          type="submit"
          disabled={!canPublishStorefront(values) || save.pending}
          loading={save.pending}
        >
          {save.pending ? 'Saving...' : storefront ? 'Update Storefront' : 'Publish Storefront'}
        </Button>
      </div>
    </form>
  );
}
