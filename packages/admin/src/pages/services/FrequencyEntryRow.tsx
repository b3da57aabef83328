import { useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { newFrequencyInput, type FrequencyInput } from './frequencyInput.ts';
import { FrequencyFields } from './FrequencyFields.tsx';
import type { AddedFrequency } from './serviceFormValues.ts';

interface FrequencyEntryRowProps {
  added: readonly AddedFrequency[];
  /** Returns the added option, or null when it was refused (the row then keeps what was typed). */
  onAdd: (input: FrequencyInput) => AddedFrequency | null;
  /** The price being typed and what it is per, for the pricing preview. */
  onEntryChange?: (input: FrequencyInput) => void;
}

/** Frequency, what it is charged on, price and optional minimum, then Add (SPEC §2.13). */
export function FrequencyEntryRow({ added, onAdd, onEntryChange }: FrequencyEntryRowProps) {
  const [input, setInput] = useState(() => newFrequencyInput(added));

  function change(next: FrequencyInput) {
    setInput(next);
    onEntryChange?.(next);
  }

  function add() {
    const option = onAdd(input);
    // The parent's list grows on its next render; start the next row as if it had.
    if (option) change(newFrequencyInput([...added, option]));
  }

  return (
    <div className="frequency-entry">
      <div className="frequency-grid grid-auto">
        <FrequencyFields input={input} onChange={change} added={added} />
      </div>
      <Button variant="secondary" onClick={add}>
        Add
      </Button>
    </div>
  );
}
