import { fireEvent, screen } from '@testing-library/react';

/** Sets a field's whole value in one change event (much quicker than typing each key). */
export function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}
