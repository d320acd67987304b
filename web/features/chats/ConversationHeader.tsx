import type { MemberProfile } from '@common/schemas/members';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FictionalBadge } from '../../components/FictionalBadge';
import { FictionalIcon } from '../../components/FictionalIcon';
import { ArrowLeft } from '../../components/icons/arrow-left';
import { Flag } from '../../components/icons/flag';
import { SlashCircle } from '../../components/icons/slash-circle';
import { VerifiedBadge } from '../../components/VerifiedBadge';
import { useFictionalTexts } from '../../lib/fictional';
import { mediaUrl, useSettings } from '../../lib/queries';

/**
 * The conversation's header (SPEC §2 chat layout): back to the chats, the partner's photo and
 * name (a link to the profile), "typing…" while `typing`, the block button, the report link
 * (`/complaints?profile=<partner>`; block and report only their icons on phones); for a fictional partner the label
 * beside the name and the fictional warning under the header (issue "Back office" §4).
 */
export function ConversationHeader({
  partner,
  typing,
  onBlock,
}: {
  partner: MemberProfile;
  typing: boolean;
  onBlock: () => void;
}) {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const fictional = useFictionalTexts();
  return (
    <>
      <header className="bg-white border-bottom">
        <div className="container d-flex align-items-center gap-2 py-2">
          <Link to="/chats" className="btn btn-link px-1" aria-label={t('chat.back')}>
            <ArrowLeft className="fs-4" aria-hidden="true" />
          </Link>
          {partner.main_image && (
            <img
              src={mediaUrl(settings, partner.main_image.thumb_filename)}
              alt=""
              width="40"
              height="40"
              className="rounded-circle"
            />
          )}
          <h1 className="h5 mb-0 flex-grow-1" style={{ minWidth: 0 }}>
            <Link to={`/members/${partner.id}`} className="text-reset text-decoration-none">
              {partner.name}
            </Link>
            {partner.verified && <VerifiedBadge className="ms-1 align-middle" iconOnly />}
            {partner.fictional && (
              <span className="d-block lh-1">
                <FictionalBadge className="text-wrap text-start" />
              </span>
            )}
            {typing && <small className="d-block text-body-secondary fw-normal">{t('chat.typing')}</small>}
          </h1>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={onBlock}
            aria-label={t('block.block')}
          >
            <SlashCircle aria-hidden="true" />
            <span className="d-none d-sm-inline ms-1">{t('block.block')}</span>
          </button>
          <Link
            to={`/complaints?profile=${partner.id}`}
            className="btn btn-sm btn-outline-secondary"
            aria-label={t('complaints.report_member', { name: partner.name })}
          >
            <Flag aria-hidden="true" />
            <span className="d-none d-sm-inline ms-1">{t('complaints.report')}</span>
          </Link>
        </div>
      </header>
      {partner.fictional && settings && fictional && (
        <div className="alert alert-warning rounded-0 mb-0 py-2 small" role="note">
          <div className="container">
            <FictionalIcon name={settings.fictional_icon} className="me-1" />
            {fictional.warning}
          </div>
        </div>
      )}
    </>
  );
}
