/** A status badge as data: front ends map the tone to their own colours. */

export type BadgeTone = 'gray' | 'green' | 'blue' | 'purple' | 'yellow' | 'red';

export interface StatusBadge {
  label: string;
  tone: BadgeTone;
}
