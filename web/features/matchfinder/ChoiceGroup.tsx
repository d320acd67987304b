import type { MatchFinderAnswers } from '@common/schemas/match-finder';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { optionKey, type Question } from './questions';

/**
 * One match finder question as a row of radio buttons (the dialog on the search page): the legend
 * `match_finder.<name>.label`, each choice's label from `optionKey`.
 */
export function ChoiceGroup<K extends keyof MatchFinderAnswers>({
  question,
  value,
  onChange,
}: {
  question: Question<K>;
  value: MatchFinderAnswers[K] | undefined;
  onChange: (value: NonNullable<MatchFinderAnswers[K]>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="mb-3">
      <legend className="form-label fw-semibold fs-6">{t(`match_finder.${question.name}.label`)}</legend>
      <div className="btn-group w-100">
        {question.options.map((option) => (
          <Fragment key={option}>
            <input
              type="radio"
              className="btn-check"
              id={`${id}-${option}`}
              name={`${id}-${question.name}`}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <label className="btn btn-outline-primary" htmlFor={`${id}-${option}`}>
              {t(optionKey(question.name, option))}
            </label>
          </Fragment>
        ))}
      </div>
    </fieldset>
  );
}
