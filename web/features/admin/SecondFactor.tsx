import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useBackofficeTranslation } from './i18n';
import { useConfirmFactor, useEnrol, useVerifyFactor } from './staffQueries';

/** The six-digit code field with its label, shared by enrolment and sign-in. */
function CodeField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const { t } = useBackofficeTranslation();
  const id = useId();
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {t('staff.twofa.code')}
      </label>
      <input
        id={id}
        className={`form-control form-control-lg font-monospace${error ? ' is-invalid' : ''}`}
        style={{ maxWidth: '12rem', letterSpacing: '0.2em' }}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        maxLength={7}
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
        aria-invalid={Boolean(error)}
      />
      <div id={`${id}-help`} className="form-text">
        {t('staff.twofa.code_help')}
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

/**
 * Enrolment of the second factor (issue "Back office"): a secret is made on arrival, shown as a
 * QR code and as a key to type by hand; the first code from the app confirms it. Calls
 * `onConfirmed` with the recovery codes the server answers once.
 */
export function Enrolment({ onConfirmed }: { onConfirmed: (codes: string[]) => void }) {
  const { t } = useBackofficeTranslation();
  const enrol = useEnrol();
  const confirm = useConfirmFactor();
  const [code, setCode] = useState('');
  const started = useRef(false);
  const { mutate } = enrol;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(code.replace(/\s/g, ''), { onSuccess: onConfirmed });
  };
  return (
    <section className="container py-4" style={{ maxWidth: 640 }} aria-labelledby="enrol-title">
      <h1 id="enrol-title" className="h3 mb-3">
        {t('staff.twofa.enrol_title')}
      </h1>
      <p>{t('staff.twofa.enrol_intro')}</p>
      {enrol.isError && (
        <div className="alert alert-danger" role="alert">
          {enrol.error.message}
        </div>
      )}
      {!enrol.data ? (
        !enrol.isError && <p role="status">{t('staff.twofa.starting')}</p>
      ) : (
        <>
          <div className="d-flex flex-column flex-sm-row gap-3 align-items-sm-center mb-3">
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrol.data.qr_svg)}`}
              alt={t('staff.twofa.qr_alt')}
              width={200}
              height={200}
              className="border rounded bg-white p-1 align-self-start"
            />
            <div className="text-break">
              <p className="mb-1">{t('staff.twofa.manual')}</p>
              <code data-testid="totp-secret" className="d-inline-block fs-6 user-select-all text-body">
                {enrol.data.secret.replace(/(.{4})/g, '$1 ').trim()}
              </code>
            </div>
          </div>
          <form onSubmit={submit} noValidate>
            <CodeField
              value={code}
              onChange={setCode}
              {...(confirm.isError ? { error: confirm.error.message } : {})}
            />
            <div className="d-flex flex-wrap gap-2">
              <button type="submit" className="btn btn-primary" disabled={confirm.isPending}>
                {t('staff.twofa.confirm')}
              </button>
              <button
                type="button"
                className="btn btn-link"
                disabled={enrol.isPending}
                onClick={() => {
                  setCode('');
                  confirm.reset();
                  enrol.mutate();
                }}
              >
                {t('staff.twofa.restart')}
              </button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}

/** The recovery codes, shown once after enrolment, with a copy button; `onDone` when saved. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useBackofficeTranslation();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // A new step: read from its heading (screen readers, and the page scrolled to its top).
  useEffect(() => heading.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section className="container py-4" style={{ maxWidth: 640 }} aria-labelledby="codes-title">
      <h1 id="codes-title" className="h3 mb-3" tabIndex={-1} ref={heading}>
        {t('staff.twofa.codes_title')}
      </h1>
      <p>{t('staff.twofa.codes_intro')}</p>
      <ol
        className="row row-cols-2 g-2 list-unstyled font-monospace fs-5 mb-3"
        aria-label={t('staff.twofa.codes_list')}
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code} className="col">
            <span className="d-block border rounded px-2 py-1 bg-body-tertiary text-center">{code}</span>
          </li>
        ))}
      </ol>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <button type="button" className="btn btn-outline-primary" onClick={() => void copy()}>
          {t('staff.twofa.copy')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onDone}>
          {t('staff.twofa.codes_saved')}
        </button>
        <span className="small" role="status">
          {copied === 'yes' && <span className="text-success">{t('staff.twofa.copied')}</span>}
          {copied === 'failed' && <span className="text-danger">{t('staff.twofa.copy_failed')}</span>}
        </span>
      </div>
    </section>
  );
}

/**
 * The second step of a staff sign-in: the code from the app, or (toggle) a recovery code. On
 * success the staff query reloads and the shell opens.
 */
export function VerifyStep() {
  const { t } = useBackofficeTranslation();
  const verify = useVerifyFactor();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const recoveryId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate(recovery ? { recovery_code: recoveryCode } : { code: code.replace(/\s/g, '') });
  };
  const toggle = () => {
    verify.reset();
    setRecovery(!recovery);
  };
  return (
    <section className="container py-4" style={{ maxWidth: 520 }} aria-labelledby="verify-title">
      <h1 id="verify-title" className="h3 mb-3">
        {t('staff.twofa.verify_title')}
      </h1>
      <form onSubmit={submit} noValidate>
        {recovery ? (
          <div className="mb-3">
            <label className="form-label" htmlFor={recoveryId}>
              {t('staff.twofa.recovery')}
            </label>
            <input
              id={recoveryId}
              className={`form-control font-monospace${verify.isError ? ' is-invalid' : ''}`}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={recoveryCode}
              onChange={(e) => setRecoveryCode(e.target.value)}
              aria-describedby={`${recoveryId}-help`}
            />
            <div id={`${recoveryId}-help`} className="form-text">
              {t('staff.twofa.recovery_help')}
            </div>
            {verify.isError && (
              <div className="invalid-feedback d-block" role="alert">
                {verify.error.message}
              </div>
            )}
          </div>
        ) : (
          <>
            <p>{t('staff.twofa.verify_intro')}</p>
            <CodeField
              value={code}
              onChange={setCode}
              {...(verify.isError ? { error: verify.error.message } : {})}
            />
          </>
        )}
        <div className="d-flex flex-column flex-sm-row align-items-sm-center gap-2">
          <button type="submit" className="btn btn-primary" disabled={verify.isPending}>
            {t('staff.twofa.confirm')}
          </button>
          <button type="button" className="btn btn-link px-0 px-sm-2 text-start" onClick={toggle}>
            {recovery ? t('staff.twofa.use_code') : t('staff.twofa.use_recovery')}
          </button>
        </div>
      </form>
    </section>
  );
}
