import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSubmit, type Refused } from './useSubmit.ts';

/** A promise the test settles by hand, so it can look at the form while the save runs. */
function deferred() {
  let settle!: { resolve: (end?: Refused) => void; reject: (error: unknown) => void };
  const promise = new Promise<void | Refused>((resolve, reject) => {
    settle = { resolve: (end) => resolve(end), reject };
  });
  return { promise, ...settle };
}

interface NameFormProps {
  save: (name: string) => Promise<void | Refused>;
  leaves?: boolean;
}

/** A form with one field that must not be empty. */
function NameForm({ save, leaves }: NameFormProps) {
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const submit = useSubmit(save, {
    leaves,
    failed: (error) => (error instanceof Error ? error.message : null),
  });
  return (
    <form
      onSubmit={submit.onSubmit(() => {
        if (name) return name;
        setFieldError('Name is required');
        return null;
      })}
    >
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      {fieldError && <p>{fieldError}</p>}
      {submit.failure && <p role="alert">{submit.failure}</p>}
      <button type="submit" disabled={submit.pending}>
        {submit.pending ? 'Saving…' : 'Save'}
      </button>
      <button type="button" onClick={submit.dismiss}>
        Dismiss
      </button>
    </form>
  );
}

async function typeName(name: string) {
  await userEvent.type(screen.getByLabelText('Name'), name);
}

describe('useSubmit', () => {
  it('sends nothing while the form shows why its input is not ready', async () => {
    const save = vi.fn(() => Promise.resolve());
    render(<NameForm save={save} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name is required')).not.toBeNull();
    expect(save).not.toHaveBeenCalled();
  });

  it('is pending while the save runs, then ready again for the next one', async () => {
    const pending = deferred();
    const save = vi.fn(() => pending.promise);
    render(<NameForm save={save} />);
    await typeName('Green Acres');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith('Green Acres');
    expect(screen.getByRole('button', { name: 'Saving…' }).hasAttribute('disabled')).toBe(true);
    pending.resolve();
    expect((await screen.findByRole('button', { name: 'Save' })).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('runs one save at a time, however often the form is sent', async () => {
    const pending = deferred();
    const save = vi.fn(() => pending.promise);
    render(<NameForm save={save} />);
    await typeName('Green Acres');
    const form = screen.getByRole('button', { name: 'Save' }).closest('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(save).toHaveBeenCalledTimes(1);
    pending.resolve();
    expect((await screen.findByRole('button', { name: 'Save' })).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('shows the sentence of a failed save, clears it on the next attempt and on dismiss', async () => {
    const save = vi
      .fn<(name: string) => Promise<void>>()
      .mockRejectedValueOnce(new Error('The name is taken'))
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('Still taken'));
    render(<NameForm save={save} />);
    await typeName('Green Acres');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The name is taken');
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Still taken');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refusal the save resolved with, and is ready again', async () => {
    render(<NameForm save={() => Promise.resolve({ refused: 'Pick another name' })} leaves />);
    await typeName('Green Acres');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Pick another name');
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false);
  });

  it('stays pending after a save that leaves the form, so it is not sent twice', async () => {
    const save = vi.fn(() => Promise.resolve());
    render(<NameForm save={save} leaves />);
    await typeName('Green Acres');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Long enough for the save's answer to have been taken in.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button.hasAttribute('disabled')).toBe(true);
    const form = button.closest('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
