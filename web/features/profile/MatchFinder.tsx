import { useState } from 'react';
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { saveMatchFinder } from '../members/searchDefaults';

/**
 * SPEC §2 match finder dialog: ages 18-35 or 35+, appearance normal or sexy, race white or other;
 * saved as the search defaults for `gender` (the gender the member looks for).
 */
export function MatchFinder({
  show,
  onClose,
  gender,
}: {
  show: boolean;
  onClose: () => void;
  gender: string;
}) {
  const { t } = useTranslation();
  const [ages, setAges] = useState<'18-35' | '35+'>('18-35');
  const [appearance, setAppearance] = useState('normal');
  const [race, setRace] = useState('white');
  const group = (name: string, value: string, set: (v: string) => void, options: string[]) => (
    <fieldset className="mb-3">
      <legend className="form-label fw-semibold fs-6">{t(`match_finder.${name}`)}</legend>
      <div className="btn-group w-100">
        {options.map((o) => (
          <span key={o} className="flex-fill d-flex">
            <input
              type="radio"
              className="btn-check"
              id={`mf-${name}-${o}`}
              name={`mf-${name}`}
              checked={value === o}
              onChange={() => set(o)}
            />
            <label className="btn btn-outline-primary flex-fill" htmlFor={`mf-${name}-${o}`}>
              {t(`match_finder.${name}_${o.replace('+', 'plus').replace('-', '_')}`)}
            </label>
          </span>
        ))}
      </div>
    </fieldset>
  );
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="match-finder-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="match-finder-title">{t('match_finder.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {group('ages', ages, (v) => setAges(v as '18-35' | '35+'), ['18-35', '35+'])}
        {group('appearance', appearance, setAppearance, ['normal', 'sexy'])}
        {group('race', race, setRace, ['white', 'other'])}
      </Modal.Body>
      <Modal.Footer>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            saveMatchFinder({ gender, ages, appearance, race });
            onClose();
          }}
        >
          {t('match_finder.save')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
