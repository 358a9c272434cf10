import { TextInput } from '@travel/shared';
import type { FlightAirport } from '@travel/shared';
import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useAirportLookup, useAllAirports } from '../../../api/airports';
import { useT } from '@travel/shared/i18n';

const Wrap = styled.div`
  position: relative;
`;

const List = styled.ul`
  position: absolute;
  z-index: 20;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  max-height: 320px;
  overflow-y: auto;
  margin: 0;
  padding: 4px 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.modal};
  min-width: 260px;
`;

const Option = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: 8px 12px;
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  b {
    align-self: center;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export function airportLabel(airport: FlightAirport): string {
  return `${airport.city} (${airport.code})`;
}

/** A text box that offers airports by city, code or name from the first letter typed. */
export function AirportField({
  id,
  name,
  value,
  onChange,
  invalid,
  placeholder,
  ...aria
}: {
  id: string;
  /** What the browser sends the box as when it sends the form itself, before the scripts. */
  name: string;
  value: string;
  onChange: (code: string) => void;
  invalid?: boolean;
  placeholder: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}) {
  const t = useT();
  const all = useAllAirports();
  const named = all.data?.find((airport) => airport.code === value);
  // What the visitor is typing; null shows the chosen airport's name.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? (named ? airportLabel(named) : value);
  const open = typed !== null;
  const [active, setActive] = useState(0);
  const listId = useId();
  const lookup = useAirportLookup(open ? text : '');
  const options = lookup.data ?? [];

  const choose = (airport: FlightAirport) => {
    onChange(airport.code);
    setTyped(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open || options.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => (index + 1) % options.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index - 1 + options.length) % options.length);
    } else if (event.key === 'Enter') {
      const option = options[active];
      if (option) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === 'Escape') {
      setTyped(null);
    }
  };

  const expanded = open && options.length > 0;
  return (
    <Wrap>
      <TextInput
        id={id}
        name={name}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={placeholder}
        invalid={invalid}
        value={text}
        {...aria}
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => {
          setTyped(event.target.value);
          setActive(0);
          const typed = event.target.value.trim().toUpperCase();
          // A typed code is taken as it is; the server names an unknown one.
          onChange(/^[A-Z]{3}$/.test(typed) ? typed : '');
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTyped(null)}
      />
      <List id={listId} role="listbox" hidden={!expanded} aria-label={t('flights.search.airports')}>
        {options.map((airport, index) => (
          <Option
            key={airport.code}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => {
              event.preventDefault();
              choose(airport);
            }}
          >
            <span>
              {airport.city}, {airport.country}
              <small>{airport.name}</small>
            </span>
            <b>{airport.code}</b>
          </Option>
        ))}
      </List>
    </Wrap>
  );
}
