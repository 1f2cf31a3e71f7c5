import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { FieldProps } from '@rjsf/utils';
import { errorId, helpId } from '@rjsf/utils';
import { Button, FieldErrorList, Fieldset, Input, InputRow, Legend } from '../styles';
import { theme } from '../theme';
import RequiredMark from '../templates/RequiredMark';
import { addDependent, parseAge, removeDependent, type DependentEntry } from './dependents';
import { collectErrors } from './collect-errors';
import { useScreenLanguage } from '../screen-language';

const List = styled.ul`
  list-style: none;
  margin: ${theme.space.md} 0 0;
  padding: 0;
  max-width: ${theme.maxFieldWidth};
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space.sm};
    padding: ${theme.space.xs} 0;
    border-bottom: 1px solid ${theme.color.disabled};
  }
`;

const Label = styled.label`
  display: block;
  margin-bottom: ${theme.space.xs};
  font-weight: 600;
`;

/** `dependentInfo`: an age entry with Add, and the active dependents each with Remove, in the screen's language. */
export default function DependentAgesField(props: FieldProps<DependentEntry[]>) {
  const { fieldPathId, formData, onChange, errorSchema, schema, uiSchema, required, disabled, readonly } = props;
  const { tr, t } = useScreenLanguage();
  const id = fieldPathId.$id;
  const list = Array.isArray(formData) ? formData : [];
  const [entry, setEntry] = useState('');
  const errors = collectErrors(errorSchema);
  const title = tr(uiSchema?.['ui:title'] ?? schema.title ?? t('dependents'));
  const entryLabel = typeof uiSchema?.['ui:entryLabel'] === 'string' ? tr(uiSchema['ui:entryLabel']) : t('dependentAge');
  const ageShown = (age: number) => t('dependentAgeShown', { age });
  // The help itself is rendered by FieldHelpTemplate under the same id.
  const help = typeof uiSchema?.['ui:help'] === 'string' ? uiSchema['ui:help'] : undefined;
  const inputId = id;
  const locked = disabled || readonly;
  const describedBy = [errors.length ? errorId(id) : '', help ? helpId(id) : ''].filter(Boolean).join(' ') || undefined;

  const add = () => {
    const age = parseAge(entry);
    if (age === undefined) return;
    onChange(addDependent(list, age), fieldPathId.path);
    setEntry('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <Fieldset id={`${id}__group`}>
      <Legend>
        {title}
        {required ? <RequiredMark /> : null}
      </Legend>
      <Label htmlFor={inputId}>{entryLabel}</Label>
      <InputRow>
        <Input
          id={inputId}
          type="text"
          inputMode="numeric"
          maxLength={2}
          value={entry}
          disabled={locked}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={describedBy}
          onChange={(e) => setEntry(e.target.value.replace(/\D/g, '').slice(0, 2))}
          onKeyDown={onKeyDown}
        />
        <Button type="button" $variant="secondary" disabled={locked} onClick={add}>
          {t('add')}
        </Button>
      </InputRow>
      {errors.length > 0 ? (
        <FieldErrorList id={errorId(id)}>
          {errors.map((message, index) => (
            <li key={index}>{message}</li>
          ))}
        </FieldErrorList>
      ) : null}
      <List aria-label={t('dependentsAdded', { title })}>
        {list.map((dependent, index) =>
          dependent.activeInd === false ? null : (
            <li key={dependent.dependentId ?? `new-${index}`}>
              <span>{ageShown(dependent.dependentAge)}</span>
              <Button
                type="button"
                $variant="link"
                disabled={locked}
                aria-label={t('removeDependent', { age: ageShown(dependent.dependentAge) })}
                onClick={() => onChange(removeDependent(list, index), fieldPathId.path)}
              >
                {t('remove')}
              </Button>
            </li>
          ),
        )}
      </List>
    </Fieldset>
  );
}
