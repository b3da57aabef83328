import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormActions } from './FormActions.tsx';

describe('FormActions', () => {
  it('submits the form, and offers no Cancel unless the form can be left', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => submitted(event.nativeEvent as SubmitEvent)}>
        <FormActions saving={false} submitLabel="Save Changes" />
      </form>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('says why the save failed as an alert above the buttons', () => {
    render(<FormActions failure="That email is taken." saving={false} submitLabel="Save" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('That email is taken.');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(alert.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the saving label, busy, and holds both buttons while saving', async () => {
    const user = userEvent.setup();
    const cancel = vi.fn();
    render(<FormActions saving submitLabel="Update" savingLabel="Updating..." onCancel={cancel} />);
    const submit = screen.getByRole('button', { name: 'Updating...' });
    expect(submit.getAttribute('aria-busy')).toBe('true');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    const leave = screen.getByRole('button', { name: 'Cancel' });
    expect((leave as HTMLButtonElement).disabled).toBe(true);
    await user.click(leave);
    expect(cancel).not.toHaveBeenCalled();
  });

  it('lets the form be left with Cancel when not saving', async () => {
    const user = userEvent.setup();
    const cancel = vi.fn();
    render(<FormActions saving={false} submitLabel="Save Price" onCancel={cancel} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalledTimes(1);
  });
});
