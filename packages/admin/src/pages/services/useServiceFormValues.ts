import type { Season } from '@yardstick/core/season';
import { useState } from 'react';
import type { PriceBasis } from '@yardstick/core/enums';
import { basisRateUnit } from '@yardstick/core/priceBasis';
import { duplicateFrequencyToast } from '@yardstick/core/servicesForm';
import type { VolumeTier } from '@yardstick/core/volumeRate';
import { useToast } from '../../ui/toastContext.ts';
import { checkFrequencyInput, type FrequencyInput } from './frequencyInput.ts';
import type { AddedFrequency, ServiceFormValues } from './serviceFormValues.ts';

/** 'Choose a frequency and enter a price per linear ft above 0.' */
const invalidFrequency = (basis: PriceBasis) =>
  ({
    title: 'Invalid Frequency',
    description: `Choose a frequency and enter a price ${basisRateUnit(basis)} above 0.`,
    variant: 'destructive',
  }) as const;

/** The service form's values and the frequency rules of SPEC §5, with their toasts. */
export function useServiceFormValues(initial: ServiceFormValues) {
  const toast = useToast();
  const [values, setValues] = useState(initial);

  function check(input: FrequencyInput, editingIndex?: number): AddedFrequency | null {
    const result = checkFrequencyInput(input, values.frequencies, editingIndex);
    if (result.ok) return result.option;
    toast(
      result.reason === 'duplicate'
        ? duplicateFrequencyToast(result.frequency)
        : invalidFrequency(input.basis),
    );
    return null;
  }

  function addFrequency(input: FrequencyInput): AddedFrequency | null {
    const option = check(input);
    if (option)
      setValues((current) => ({ ...current, frequencies: [...current.frequencies, option] }));
    return option;
  }

  function saveFrequency(index: number, input: FrequencyInput): boolean {
    const option = check(input, index);
    if (!option) return false;
    setValues((current) => ({
      ...current,
      frequencies: current.frequencies.map((existing, i) => (i === index ? option : existing)),
    }));
    return true;
  }

  function removeFrequency(index: number) {
    setValues((current) => ({
      ...current,
      frequencies: current.frequencies
        .filter((_, i) => i !== index)
        .map((option, i) => ({ ...option, sortOrder: i })),
    }));
  }

  function setVolumeTiers(index: number, volumeTiers: VolumeTier[]) {
    setValues((current) => ({
      ...current,
      frequencies: current.frequencies.map((existing, i) =>
        i === index ? { ...existing, volumeTiers } : existing,
      ),
    }));
  }

  function setText(field: 'name' | 'description', text: string) {
    setValues((current) => ({ ...current, [field]: text }));
  }

  function setSeason(season: Season | null) {
    setValues((current) => ({ ...current, season }));
  }

  return {
    values,
    setText,
    setSeason,
    addFrequency,
    saveFrequency,
    removeFrequency,
    setVolumeTiers,
  };
}
