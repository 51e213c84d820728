'use client';

import useSWR from 'swr';
import { Fieldset, SelectField } from '@/components/ui/field';
import { CATEGORIES_PATH, fetchCategories } from '@/lib/client/categories';
import { CATALOG_MAPPING_MESSAGES as M } from '@/lib/messages';
import type { ImportMapping, ImportTermKind, ImportVocabulary } from '@/lib/schemas/product-csv';

const NEW = 'new';
const CATEGORY = 'category:';
/** A new category's name: the term, as long as a category's name may be. */
const newName = (term: string) => term.trim().slice(0, 80);

/** The select's value for a term: none, a new category, or an existing one's id. */
function choiceOf(mappings: ImportMapping[], kind: ImportTermKind, value: string): string {
  const mapping = mappings.find((entry) => entry.kind === kind && entry.value === value);
  if (!mapping) return '';
  return mapping.categoryId ? `${CATEGORY}${mapping.categoryId}` : NEW;
}

/** The mappings with this term's choice in place of its earlier one. */
function withChoice(mappings: ImportMapping[], kind: ImportTermKind, value: string, choice: string) {
  const others = mappings.filter((entry) => !(entry.kind === kind && entry.value === value));
  if (choice === NEW) return [...others, { kind, value, newCategory: newName(value) }];
  if (choice.startsWith(CATEGORY))
    return [...others, { kind, value, categoryId: choice.slice(CATEGORY.length) }];
  return others;
}

type Props = {
  vocabulary: ImportVocabulary;
  mappings: ImportMapping[];
  onChange: (mappings: ImportMapping[]) => void;
  disabled?: boolean;
};

/**
 * The preview's choices: each product type, product category and tag of the file goes in no
 * category, an existing one, or a new one named after it. Sent with the import when applied.
 */
export function ImportCategoryMapping({ vocabulary, mappings, onChange, disabled }: Props) {
  const { data: categories, error } = useSWR(CATEGORIES_PATH, fetchCategories);
  const groups: { kind: ImportTermKind; legend: string; values: string[] }[] = [
    { kind: 'type' as const, legend: M.types, values: vocabulary.types },
    { kind: 'category' as const, legend: M.categories, values: vocabulary.categories },
    { kind: 'tag' as const, legend: M.tags, values: vocabulary.tags },
  ].filter((group) => group.values.length > 0);
  if (groups.length === 0) return null;
  return (
    <section className="import-mapping" aria-labelledby="import-mapping-title" data-testid="import-mapping">
      <h3 id="import-mapping-title">{M.title}</h3>
      <p className="import-mapping__hint">{M.hint}</p>
      {error && <p className="field__error">{M.loadFailed}</p>}
      {groups.map((group) => (
        <Fieldset key={group.kind} legend={group.legend} className="import-mapping__group">
          {group.values.map((value) => (
            <SelectField
              key={value}
              label={value}
              value={choiceOf(mappings, group.kind, value)}
              disabled={disabled}
              onChange={(event) => onChange(withChoice(mappings, group.kind, value, event.target.value))}
            >
              <option value="">{M.leave}</option>
              <option value={NEW}>{M.newCategory(newName(value))}</option>
              {(categories ?? []).map((category) => (
                <option key={category.id} value={`${CATEGORY}${category.id}`}>
                  {category.name}
                </option>
              ))}
            </SelectField>
          ))}
        </Fieldset>
      ))}
      {mappings.length > 0 && <p role="status">{M.chosen(mappings.length)}</p>}
    </section>
  );
}
