import { useId } from 'react';
import { MONTH_NAMES, type MonthDay, type Season } from '@yardstick/core/season';
import { seasonSchema } from '@yardstick/core/schemas/season';
import { CheckboxField, SelectField } from '../../ui/Field.tsx';

/** Snow clearing's season, offered when the owner first limits a service to part of the year. */
export const SUGGESTED_SEASON: Season = { from: { month: 11, day: 1 }, to: { month: 3, day: 31 } };

const DAYS = Array.from({ length: 31 }, (_, index) => index + 1);

/** The sentence to show under the season, or null when it is a valid season (or none). */
export function seasonProblem(season: Season | null): string | null {
  if (!season) return null;
  const parsed = seasonSchema.safeParse(season);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Please choose a date');
}

interface MonthDayPickerProps {
  /** 'Offered from' or 'to': the words before the month and the day. */
  label: string;
  value: MonthDay;
  onChange: (value: MonthDay) => void;
  /** Why this end is not a date (said under its day, which is marked invalid). */
  error: string | undefined;
}

/** A month and a day as two native selects: arrow keys and typing a name work as anywhere. */
function MonthDayPicker({ label, value, onChange, error }: MonthDayPickerProps) {
  return (
    <fieldset className="season-fields__end">
      <legend className="small">{label}</legend>
      <SelectField
        label="Month"
        value={value.month}
        onChange={(event) => onChange({ ...value, month: Number(event.target.value) })}
      >
        {MONTH_NAMES.map((name, index) => (
          <option key={name} value={index + 1}>
            {name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Day"
        value={value.day}
        error={error}
        onChange={(event) => onChange({ ...value, day: Number(event.target.value) })}
      >
        {DAYS.map((day) => (
          <option key={day} value={day}>
            {day}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}

interface SeasonFieldsProps {
  season: Season | null;
  onChange: (season: Season | null) => void;
}

/**
 * 'Offered from … to …': a service offered only part of the year (snow clearing Nov 1 –
 * Mar 31). Unticked, it is offered all year. A day the month lacks (Feb 30) is said below.
 */
export function SeasonFields({ season, onChange }: SeasonFieldsProps) {
  const ids = useId();
  const problem = seasonProblem(season);
  return (
    <section className="season-fields" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="season-fields__title">
        Season
      </h3>
      <CheckboxField
        label="Offered only part of the year"
        checked={season !== null}
        onChange={(event) => onChange(event.target.checked ? SUGGESTED_SEASON : null)}
      />
      {season ? (
        <>
          <div className="season-fields__ends">
            <MonthDayPicker
              label="Offered from"
              value={season.from}
              error={problem?.startsWith('Season start') ? problem : undefined}
              onChange={(from) => onChange({ ...season, from })}
            />
            <MonthDayPicker
              label="to"
              value={season.to}
              error={problem?.startsWith('Season end') ? problem : undefined}
              onChange={(to) => onChange({ ...season, to })}
            />
          </div>
          <p className="small muted">
            Out of season, homeowners see it below their price with the day it opens, and cannot
            choose it. A season may run over the new year.
          </p>
        </>
      ) : (
        <p className="small muted">Offered all year.</p>
      )}
    </section>
  );
}
