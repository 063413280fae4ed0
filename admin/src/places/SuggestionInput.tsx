import { Classes, InputGroup, type Intent } from '@blueprintjs/core';
import { TEXT_MAX, type Problem } from '@waybill/shared';
import { useState, type KeyboardEvent, type Ref } from 'react';
import { describeProblem } from '../app/problems';
import './places.css';

/** What a suggestion box offers and how it says so. */
export interface SuggestionSource<T> {
  /** The suggestions for `text`, asked while `asking` (usePlaceSearch's contract). */
  useSuggestions: (
    text: string,
    asking: boolean,
  ) => { items: T[]; searching: boolean; problem: Problem | null; searched: string };
  /** An option's main text and its quieter detail. */
  main: (item: T) => string;
  detail: (item: T) => string;
  texts: { list: string; searching: string; none: string; found: (count: number) => string };
}

export interface SuggestionInputProps<T> {
  source: SuggestionSource<T>;
  id: string;
  name?: string;
  /** The text in the box: typed, or the chosen place's label. */
  value: string;
  /** Staff typed: the box holds `text` now. */
  onChange: (text: string) => void;
  /** Staff chose one of the suggestions. */
  onChoose: (item: T) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  placeholder?: string;
  intent?: Intent;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * A text box that offers suggestions as staff type (places, docs/product.md §4.4a; recent
 * addresses, §5.1a): the ARIA 1.2 combobox with a list popup. Arrow keys move through the
 * suggestions, Enter chooses, Escape closes; the text stays free when nothing is chosen. Asks the
 * server only after staff typed, never for the text a form opens with.
 */
export function SuggestionInput<T>({
  source,
  id,
  name,
  value,
  onChange,
  onChoose,
  onBlur,
  inputRef,
  required,
  placeholder,
  intent,
  ...described
}: SuggestionInputProps<T>) {
  const listId = `${id}-places`;
  const [typed, setTyped] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Asked only while the list can be seen: text left behind (Tab, Escape) asks nothing.
  const {
    items: places,
    searching,
    problem,
    searched,
  } = source.useSuggestions(typed ? value : '', open);
  // A new list of places: no option is active until staff move to one.
  const [shownPlaces, setShownPlaces] = useState(places);
  if (shownPlaces !== places) {
    setShownPlaces(places);
    setActive(-1);
  }

  const showing = open && typed && value.trim() !== '' && searched !== '';
  const listed = showing && places.length > 0;
  const choose = (place: T) => {
    onChoose(place);
    setTyped(false);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!typed || places.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (listed ? wrap(current + step, places.length) : 0));
    } else if (event.key === 'Enter' && listed && active >= 0) {
      // Choosing, not sending the form.
      event.preventDefault();
      choose(places[active]);
    } else if (event.key === 'Escape') {
      // Also before the places arrive: they then stay closed. A dialog around the box closes
      // only when there was nothing to close here.
      if (showing) {
        event.preventDefault();
        event.stopPropagation();
      }
      setOpen(false);
    }
  };

  return (
    <div className="wb-place-search">
      <InputGroup
        id={id}
        name={name}
        inputRef={inputRef}
        value={value}
        required={required}
        placeholder={placeholder}
        intent={intent}
        maxLength={TEXT_MAX}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={listed}
        aria-controls={listId}
        aria-activedescendant={listed && active >= 0 ? optionId(listId, active) : undefined}
        aria-invalid={described['aria-invalid']}
        aria-describedby={described['aria-describedby']}
        onChange={(event) => {
          onChange(event.currentTarget.value);
          setTyped(true);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={source.texts.list}
        className={`${Classes.MENU} ${Classes.ELEVATION_2} wb-place-list`}
        hidden={!listed}
      >
        {listed &&
          places.map((place, index) => (
            <li
              key={`${index} ${source.main(place)}`}
              id={optionId(listId, index)}
              role="option"
              aria-selected={index === active}
              className={`${Classes.MENU_ITEM} wb-place-option${index === active ? ` ${Classes.ACTIVE}` : ''}`}
              // The box keeps the focus: a click chooses without blurring it first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(place)}
            >
              <span className="wb-place-name">{source.main(place)}</span>
              <span className="wb-place-country">{source.detail(place)}</span>
            </li>
          ))}
      </ul>
      {/*
        Announced as it changes. Only a failure is shown: free text (a street, a warehouse) is
        normal here, and a box saying "no place" would cover the next field while staff type.
      */}
      <div
        role="status"
        className={
          showing && problem
            ? `${Classes.MENU} ${Classes.ELEVATION_2} wb-place-status`
            : 'wb-visually-hidden'
        }
      >
        {showing && statusText(source.texts, places.length, searching, problem)}
      </div>
    </div>
  );
}

function statusText(
  texts: SuggestionSource<unknown>['texts'],
  count: number,
  searching: boolean,
  problem: Problem | null,
): string {
  if (problem) return describeProblem(problem);
  if (count > 0) return texts.found(count);
  return searching ? texts.searching : texts.none;
}

const optionId = (listId: string, index: number) => `${listId}-${index}`;

/** Moving past either end of the list comes round to the other. */
function wrap(index: number, length: number): number {
  return (index + length) % length;
}
