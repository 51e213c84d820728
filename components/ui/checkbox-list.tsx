'use client';

type Choice = { id: string; name: string };

type Props = {
  /** What may be ticked, in the order shown; nothing while it loads. */
  choices?: Choice[];
  /** The ids ticked now. */
  chosen: string[];
  /** The ids ticked after a tick or an untick: those before in their order, a new one last. */
  onChange: (ids: string[]) => void;
  onBlur?: () => void;
};

/** A checkbox a choice, labelled by its name: a set of ids ticked from a list (within a fieldset). */
export function CheckboxList({ choices = [], chosen, onChange, onBlur }: Props) {
  const ticked = new Set(chosen);
  const toggle = (id: string, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(id);
    else next.delete(id);
    onChange([...next]);
  };
  return choices.map((choice) => (
    <label key={choice.id} className="admin-check">
      <input
        type="checkbox"
        checked={ticked.has(choice.id)}
        onChange={(event) => toggle(choice.id, event.target.checked)}
        onBlur={onBlur}
      />{' '}
      {choice.name}
    </label>
  ));
}
