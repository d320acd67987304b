import type { ApiDiscountCode } from '@common/payments';
import { type FormEvent, useState } from 'react';
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../lib/api';
import { useCheckDiscount } from './queries';

/**
 * SPEC §2 discount code dialog: the member types a code; the server checks it (`GET
 * /api/discountcode.php?code=`) and answers "code not found", "code already used" or the rule that
 * fails, shown under the field.
 */
export function DiscountDialog({
  show,
  onHide,
  onApplied,
}: {
  show: boolean;
  onHide: () => void;
  onApplied: (code: ApiDiscountCode) => void;
}) {
  const { t } = useTranslation();
  const check = useCheckDiscount();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setBusy(true);
    try {
      const answer = await check.mutateAsync(code.trim());
      setError(null);
      onApplied(answer);
      onHide();
    } catch (e) {
      const failure = e as ApiError;
      setError(failure.fields.discount_code ?? failure.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="discount-title">
      <form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id="discount-title">{t('credits.discount_enter')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <label htmlFor="discount-code" className="form-label">
            {t('credits.discount_label')}
          </label>
          <input
            id="discount-code"
            className={`form-control text-uppercase${error ? ' is-invalid' : ''}`}
            value={code}
            autoComplete="off"
            aria-describedby={error ? 'discount-error' : undefined}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setCode(e.target.value)}
          />
          {error && (
            <div id="discount-error" className="invalid-feedback" role="alert">
              {error}
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || !code.trim()}>
            {t('credits.discount_apply')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
