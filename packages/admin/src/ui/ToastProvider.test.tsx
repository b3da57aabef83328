import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_DURATION_MS } from '@yardstick/core/toast';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './ToastProvider.tsx';
import { errorToast, useToast, type ToastInput } from './toastContext.ts';

function Trigger({ toast }: { toast: ToastInput }) {
  const show = useToast();
  return <button onClick={() => show(toast)}>{`show ${toast.title}`}</button>;
}

function renderToasts(...toasts: ToastInput[]) {
  return render(
    <ToastProvider>
      {toasts.map((toast) => (
        <Trigger key={toast.title} toast={toast} />
      ))}
    </ToastProvider>,
  );
}

describe('ToastProvider', () => {
  it('shows a default toast as a polite status with its title and description', async () => {
    renderToasts({ title: 'Saved', description: 'All good.' });
    await userEvent.click(screen.getByRole('button', { name: 'show Saved' }));
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('Saved');
    expect(toast.textContent).toContain('All good.');
  });

  it('shows a destructive toast as an alert titled Error', async () => {
    renderToasts(errorToast('Failed to fetch services'));
    await userEvent.click(screen.getByRole('button', { name: 'show Error' }));
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch services');
  });

  it('says toasts in live regions that are there before the first one, errors at once', async () => {
    const { container } = renderToasts({ title: 'Saved' }, errorToast('Failed to save'));
    const polite = container.querySelector('[aria-live="polite"]');
    const assertive = container.querySelector('[aria-live="assertive"]');
    // Empty and without a role until a toast shows: no stray 'status' on the page.
    expect(polite?.textContent).toBe('');
    expect(assertive?.textContent).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'show Saved' }));
    expect(polite?.contains(screen.getByRole('status'))).toBe(true);
    expect(assertive?.textContent).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'show Error' }));
    expect(assertive?.contains(screen.getByRole('alert'))).toBe(true);
    expect(polite?.textContent).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps one toast at a time: a new one replaces the old', async () => {
    renderToasts({ title: 'First' }, { title: 'Second' });
    await userEvent.click(screen.getByRole('button', { name: 'show First' }));
    await userEvent.click(screen.getByRole('button', { name: 'show Second' }));
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeTruthy();
  });

  it('closes on the close button', async () => {
    renderToasts({ title: 'Closable' });
    await userEvent.click(screen.getByRole('button', { name: 'show Closable' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Closable')).toBeNull();
  });

  it('goes by itself after the SPEC duration', () => {
    vi.useFakeTimers();
    renderToasts({ title: 'Timed' });
    act(() => screen.getByRole('button', { name: 'show Timed' }).click());
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(screen.getByText('Timed')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Timed')).toBeNull();
  });
});
