/** The outcome of a form's last submit: saved (`ok`) or refused (`error`), with its text; null before any. */
export type FormStatus = { kind: 'ok' | 'error'; text: string } | null;

/**
 * A form's outcome above its fields: green and announced politely when saved, red and announced at
 * once when refused; nothing before the first submit.
 */
export function StatusAlert({ status }: { status: FormStatus }) {
  if (!status) return null;
  return (
    <div
      className={`alert alert-${status.kind === 'ok' ? 'success' : 'danger'}`}
      role={status.kind === 'ok' ? 'status' : 'alert'}
    >
      {status.text}
    </div>
  );
}
