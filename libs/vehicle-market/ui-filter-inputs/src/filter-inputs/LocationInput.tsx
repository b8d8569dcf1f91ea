import { useId, useState, type KeyboardEvent } from 'react';
import { visuallyHiddenClass } from '@carweb/shared-ui';
import type { RangeStep } from './types';
import styles from './filter-inputs.module.css';

export interface LocationSuggestion {
  id: string;
  label: string;
}

export interface LocationInputProps {
  legend: string;
  inputLabel: string;
  radiusLabel: string;
  placeholder?: string;
  /** what the visitor typed */
  query: string;
  onQueryChange: (query: string) => void;
  suggestions: LocationSuggestion[];
  onSelect: (suggestion: LocationSuggestion) => void;
  radiusSteps: RangeStep[];
  radius: number;
  onRadiusChange: (radius: number) => void;
  /** the place the list is searched around, when one is set */
  selectedLabel?: string;
  clearLabel: string;
  onClear: () => void;
  /** live status for screen readers ("3 suggestions", "no place found") */
  status?: string;
}

/** location: a place (combobox with suggestions, ARIA 1.2 pattern) and a radius around it. */
export function LocationInput(props: LocationInputProps) {
  const { suggestions, onSelect } = props;
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && suggestions.length > 0;
  const choose = (index: number) => {
    const suggestion = suggestions[index];
    if (!suggestion) return;
    onSelect(suggestion);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((active + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive(active <= 0 ? suggestions.length - 1 : active - 1);
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      choose(active >= 0 ? active : 0);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };
  return (
    <fieldset className={styles['fieldset']}>
      <legend className={visuallyHiddenClass}>{props.legend}</legend>
      <div className={styles['combobox']}>
        <label htmlFor={`${id}-input`} className={styles['rangeLabel']}>
          {props.inputLabel}
        </label>
        <input
          id={`${id}-input`}
          className={styles['input']}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          autoComplete="off"
          placeholder={props.placeholder}
          value={props.query}
          onChange={(event) => {
            props.onQueryChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul id={`${id}-list`} role="listbox" aria-label={props.inputLabel} className={styles['listbox']} hidden={!expanded}>
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles['listOption']}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(index);
              }}
            >
              {suggestion.label}
            </li>
          ))}
        </ul>
        <p className={visuallyHiddenClass} role="status">
          {props.status}
        </p>
      </div>
      <label htmlFor={`${id}-radius`} className={styles['rangeLabel']}>
        {props.radiusLabel}
      </label>
      <select
        id={`${id}-radius`}
        className={styles['select']}
        value={props.radius}
        onChange={(event) => props.onRadiusChange(Number(event.target.value))}
      >
        {props.radiusSteps.map((step) => (
          <option key={step.value} value={step.value}>
            {step.label}
          </option>
        ))}
      </select>
      {props.selectedLabel && (
        <p className={styles['selectedPlace']}>
          <span>{props.selectedLabel}</span>
          <button type="button" className={styles['textButton']} onClick={props.onClear}>
            {props.clearLabel}
          </button>
        </p>
      )}
    </fieldset>
  );
}
