import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { useUser } from '../../lib/queries';
import { AppealState } from './AppealForm';
import { useDecisionsAboutMe } from './queries';

/**
 * DSA art. 17: on /complaints (`#decisions`, the mail's link), the decisions on complaints about
 * the signed-in member, each with its written reason and the one appeal. Nothing when there are none.
 */
export function DecisionsAboutMe() {
  const { t } = useTranslation();
  const format = useFormat();
  const { data: user } = useUser();
  const decisions = useDecisionsAboutMe(user?.id);
  // The appeal period is judged once per visit: a form does not vanish while it is being filled in.
  const [now] = useState(() => Date.now());
  if (!decisions.data || decisions.data.length === 0) return null;
  return (
    <section id="decisions" aria-labelledby="decisions-title" className="mb-4">
      <h2 id="decisions-title" className="h5 mb-2">
        {t('complaints.decisions_title')}
      </h2>
      <p className="small text-body-secondary">{t('complaints.decisions_intro')}</p>
      <ul className="list-group">
        {decisions.data.map((d) => (
          <li key={d.id} className="list-group-item py-3">
            <p className="small text-body-secondary mb-1">
              {t('complaints.reference')}: <span className="font-monospace">{d.reference}</span>
              {' · '}
              {t('complaints.decided_on', { date: format.date(d.decided_at) })}
            </p>
            <p className="mb-1">
              <strong>{t('complaints.decision')}:</strong> {t(`complaints.decisions.${d.decision}`)}
            </p>
            <p className="mb-0 text-break">
              <strong>{t('complaints.decision_reason')}:</strong> {d.decision_reason}
            </p>
            <AppealState complaint={d} now={now} />
          </li>
        ))}
      </ul>
    </section>
  );
}
