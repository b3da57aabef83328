import { errorMessage } from '@yardstick/core/client';
import { callbackReceivedMessage, telHref } from '@yardstick/core/callback';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useEstimator, useEstimatorContext } from '../context.ts';

type Field = 'customerName' | 'customerPhone' | 'customerEmail' | 'message';

const FIELDS: {
  field: Field;
  label: string;
  type: string;
  autoComplete: string;
  required?: boolean;
}[] = [
  { field: 'customerName', label: 'Your name', type: 'text', autoComplete: 'name', required: true },
  { field: 'customerPhone', label: 'Phone', type: 'tel', autoComplete: 'tel', required: true },
  { field: 'customerEmail', label: 'Email (optional)', type: 'email', autoComplete: 'email' },
  { field: 'message', label: 'Message (optional)', type: 'textarea', autoComplete: 'off' },
];

const EMPTY: Record<Field, string> = {
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  message: '',
};

/** The company's phone and e-mail, as links, when the owner set them on the Storefront page. */
function ContactLines() {
  const { settings, store } = useEstimatorContext();
  const fetched = useEstimator((state) => state.contact);
  const contact = settings.contact ?? fetched;
  // A widget on someone's site knows only its key: the contact is read through it when needed.
  useEffect(() => {
    if (!settings.contact) void store.getState().loadContact();
  }, [settings.contact, store]);
  if (!contact?.contactPhone && !contact?.contactEmail) return null;
  return (
    <ul className="ys-contact" aria-label="Contact">
      {contact.contactPhone && (
        <li>
          Call <a href={telHref(contact.contactPhone)}>{contact.contactPhone}</a>
        </li>
      )}
      {contact.contactEmail && (
        <li>
          Email <a href={`mailto:${contact.contactEmail}`}>{contact.contactEmail}</a>
        </li>
      )}
    </ul>
  );
}

/**
 * What a homeowner can do when instant quotes are not available (no plan, the day's limit,
 * the measuring service down): the company's contact and a "Request a call back" form whose
 * request lands in the owner's Accepted Quotes. `offerForm` is false for a storefront its
 * owner switched off: the contact alone is offered there.
 */
export function CallbackPanel({
  address,
  offerForm = true,
}: {
  address?: string;
  offerForm?: boolean;
}) {
  const { api } = useEstimatorContext();
  const companyName = useEstimator((state) => state.companyName);
  const { settings } = useEstimatorContext();
  const company = settings.companyName ?? companyName ?? 'The company';
  const [values, setValues] = useState(EMPTY);
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setState('sending');
    setProblem(null);
    try {
      await api.requestCallback({ ...values, customerAddress: address });
      setState('sent');
    } catch (error) {
      setProblem(errorMessage(error, 'Your request could not be sent. Please try again.'));
      setState('editing');
    }
  };

  return (
    <section
      className="ys-callback"
      part="callback"
      aria-labelledby={`${id}-title`}
      data-ys-primary
    >
      <ContactLines />
      {offerForm &&
        (state === 'sent' ? (
          <p className="ys-callback-sent" role="status">
            {callbackReceivedMessage(company)}
          </p>
        ) : (
          <form className="ys-callback-form" onSubmit={(event) => void onSubmit(event)} noValidate>
            <h3 id={`${id}-title`} className="ys-card-title">
              Request a call back
            </h3>
            <div className="ys-grid ys-grid--two">
              {FIELDS.map(({ field, label, type, autoComplete, required }) => {
                const shared = {
                  id: `${id}-${field}`,
                  className: type === 'textarea' ? 'ys-input ys-textarea' : 'ys-input',
                  value: values[field],
                  required,
                  disabled: state === 'sending',
                  autoComplete,
                  onChange: (event: { target: { value: string } }) =>
                    setValues((current) => ({ ...current, [field]: event.target.value })),
                };
                return (
                  <div className="ys-field" key={field}>
                    <label className="ys-label" htmlFor={shared.id}>
                      {label}
                      {required && <span aria-hidden="true"> *</span>}
                    </label>
                    {type === 'textarea' ? (
                      <textarea {...shared} rows={2} />
                    ) : (
                      <input {...shared} type={type} />
                    )}
                  </div>
                );
              })}
            </div>
            {problem && (
              <p className="ys-callback-problem" role="alert">
                {problem}
              </p>
            )}
            <div className="ys-actions">
              <button
                type="submit"
                className="ys-button ys-button--primary"
                disabled={state === 'sending'}
              >
                {state === 'sending' ? 'Sending…' : 'Request a call back'}
              </button>
            </div>
          </form>
        ))}
    </section>
  );
}
