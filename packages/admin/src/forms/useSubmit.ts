import { useRef, useState, type FormEvent } from 'react';

export interface SubmitOptions {
  /**
   * What a failed save shows: the sentence for the form's failure notice, or null when it was
   * shown elsewhere (under a field, in a toast).
   */
  failed: (error: unknown) => string | null;
  /**
   * A save that succeeds leaves the form (another page, a closed dialog, a fresh form): it
   * stays pending on its way out, so it cannot be sent twice.
   */
  leaves?: boolean;
}

/** A save that was refused without throwing: the sentence to show, or null when shown already. */
export interface Refused {
  refused: string | null;
}

export interface Submit<T> {
  /** A save is running (or succeeded and is leaving the form). */
  pending: boolean;
  /** Why the last save failed; null before the first and while the next one runs. */
  failure: string | null;
  /** Starts the save with this input, unless one is already running. */
  run: (input: T) => void;
  /**
   * A handler for a form's onSubmit: the browser does not send the form; the save runs with
   * what `input` returns, or not at all when it returns null (the form shows why).
   */
  onSubmit: (input: () => T | null) => (event: FormEvent) => void;
  /** Forgets the last failure, e.g. once the owner edits the form or closes it. */
  dismiss: () => void;
}

/**
 * One save of a form or a button: pending while it runs, the failure it ended with, and
 * handlers that return nothing, as React's event props expect.
 */
export function useSubmit<T = void>(
  save: (input: T) => Promise<void | Refused>,
  { failed, leaves = false }: SubmitOptions,
): Submit<T> {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Set at once, before React shows the pending state, so a second click finds it.
  const running = useRef(false);

  async function attempt(input: T) {
    running.current = true;
    setPending(true);
    setFailure(null);
    try {
      const end = await save(input);
      if (end) setFailure(end.refused);
      else if (leaves) return;
    } catch (error) {
      setFailure(failed(error));
    }
    running.current = false;
    setPending(false);
  }

  function run(input: T) {
    if (running.current) return;
    // attempt settles every failure of the save itself: nothing is left to handle.
    void attempt(input);
  }

  return {
    pending,
    failure,
    run,
    onSubmit: (input) => (event) => {
      event.preventDefault();
      const checked = input();
      if (checked !== null) run(checked);
    },
    dismiss: () => setFailure(null),
  };
}
