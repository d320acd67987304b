import { nudgeFiguresAnswer } from '@common/schemas/safety';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { type ApiError, api } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { useBackofficeTranslation } from '../i18n';

/**
 * The nudges of the figures page's period (docs/safety.md; `GET /api/admin/figures/nudges`):
 * "Weet je het zeker?" shown, sent anyway, edited; "Stoort dit je?" shown, reported; messages
 * whose contact details were held back. For all sites.
 */
export function NudgeTable({ from, to }: { from: string; to: string }) {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const id = useId();
  const counts = useQuery({
    queryKey: ['admin', 'figures', 'nudges', from, to] as const,
    queryFn: () =>
      api(`/api/admin/figures/nudges?${new URLSearchParams({ from, to }).toString()}`, {
        schema: nudgeFiguresAnswer,
      }),
    staleTime: 60_000,
  });
  const data = counts.data;
  const n = (value: number) => format.number(value);
  return (
    <section className="mb-3" aria-labelledby={`${id}-nudges`}>
      <h2 className="h5" id={`${id}-nudges`}>
        {t('safety.nudges_title')}
      </h2>
      <p className="small text-body-secondary">{t('safety.nudges_intro')}</p>
      {counts.error && <p className="text-danger small">{(counts.error as ApiError).message}</p>}
      {data && (
        <div className="table-responsive">
          <table className="table table-sm w-auto">
            <thead>
              <tr>
                <th scope="col">{t('safety.nudge')}</th>
                <th scope="col" className="text-end">
                  {t('safety.shown')}
                </th>
                <th scope="col">{t('safety.followed')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t('safety.are_you_sure')}</th>
                <td className="text-end">{n(data.are_you_sure.shown)}</td>
                <td>
                  {n(data.are_you_sure.sent)} {t('safety.sent')} · {n(data.are_you_sure.edited)}{' '}
                  {t('safety.edited')}
                </td>
              </tr>
              <tr>
                <th scope="row">{t('safety.bothers_you')}</th>
                <td className="text-end">{n(data.bothers_you.shown)}</td>
                <td>
                  {n(data.bothers_you.reported)} {t('safety.reported')}
                </td>
              </tr>
              <tr>
                <th scope="row">{t('safety.held_back')}</th>
                <td className="text-end">{n(data.held_back)}</td>
                <td />
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
