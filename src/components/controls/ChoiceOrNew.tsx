import { Field } from './Field'
import { Select } from './Select'

/** The choice's value for 'a new one'. */
export const NEW_CHOICE = 'new'

/**
 * One of the visitor's named things, or a new one, as a labelled select: which moodboard a piece
 * goes to (the configurator's 'add', the wishlist's 'move'). The caller shows the new one's name
 * field when NEW_CHOICE is chosen.
 */
export function ChoiceOrNew({ id, label, newLabel, choices, value, onChange }: { id: string; label: string; newLabel: string; choices: readonly { id: string; title: string }[]; value: string; onChange: (value: string) => void }) {
  return (
    <Field id={id} label={label}>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.title}
          </option>
        ))}
        <option value={NEW_CHOICE}>{newLabel}</option>
      </Select>
    </Field>
  )
}
