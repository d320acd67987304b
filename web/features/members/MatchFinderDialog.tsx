import type { MatchFinderAnswers } from '@common/schemas/match-finder';
import { useState } from 'react';
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../lib/queries';
import { ChoiceGroup } from '../matchfinder/ChoiceGroup';
import { AGES, APPEARANCE, LOOKING_FOR } from '../matchfinder/questions';
import { useSaveMatchFinder } from '../profile/queries';
import { answersFilters, defaultsFilters, type SearchFilters, storeMatchFinder } from './searchDefaults';

/** The answers the dialog opens with: the age group and look of the current filters. */
function startAnswers(filters: SearchFilters): MatchFinderAnswers {
  return {
    ages: Number(filters.min_age ?? 0) >= 35 ? '35+' : '18-35',
    appearance: filters.appearance === 'sexy' ? 'sexy' : 'normal',
    ...(filters.gender === 'male' || filters.gender === 'female' ? { looking_for: filters.gender } : {}),
  };
}

/**
 * SPEC §2 match finder dialog on the member search: age group (18-35 or 35+) and look (normal or
 * sexy); visitors also say whom they look for (members' profiles know it). A member's answers are
 * saved as their search defaults (`PUT /api/profile/search-defaults`), a visitor's in this browser
 * until signup. `onSaved` gets the search filters of the answers.
 */
export function MatchFinderDialog({
  show,
  onClose,
  filters,
  onSaved,
}: {
  show: boolean;
  onClose: () => void;
  filters: SearchFilters;
  onSaved: (filters: SearchFilters) => void;
}) {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const save = useSaveMatchFinder();
  const [answers, setAnswers] = useState<MatchFinderAnswers>(() => startAnswers(filters));
  const set = <K extends keyof MatchFinderAnswers>(key: K, value: MatchFinderAnswers[K]) =>
    setAnswers((a) => ({ ...a, [key]: value }));
  const submit = async () => {
    if (user) {
      const { looking_for: _known, ...asked } = answers;
      const defaults = await save.mutateAsync(asked);
      onSaved(defaultsFilters(defaults));
    } else {
      storeMatchFinder(answers);
      onSaved(answersFilters(answers));
    }
    onClose();
  };
  return (
    <Modal
      show={show}
      onHide={onClose}
      onEnter={() => {
        setAnswers(startAnswers(filters));
        save.reset();
      }}
      centered
      aria-labelledby="match-finder-title"
    >
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="match-finder-title">{t('match_finder.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="text-body-secondary">{t('match_finder.dialog_intro')}</p>
        {!user && (
          <ChoiceGroup
            question={LOOKING_FOR}
            value={answers.looking_for}
            onChange={(v) => set('looking_for', v)}
          />
        )}
        <ChoiceGroup question={AGES} value={answers.ages} onChange={(v) => set('ages', v)} />
        <ChoiceGroup
          question={APPEARANCE}
          value={answers.appearance}
          onChange={(v) => set('appearance', v)}
        />
        {save.isError && (
          <div className="alert alert-danger mb-0" role="alert">
            {save.error.message}
          </div>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={save.isPending}
          onClick={() => void submit().catch(() => undefined)}
        >
          {save.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {t('match_finder.save')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
