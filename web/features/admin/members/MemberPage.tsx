import { Nav, Tab } from 'react-bootstrap';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/PageSpinner';
import { useFormat } from '../../../lib/format';
import { NotFoundPage } from '../../errors/NotFoundPage';
import { useBackofficeTranslation } from '../i18n';
import { MemberModeration } from '../moderation/MemberModeration';
import { useStaffMe } from '../staffQueries';
import { ConversationsSection } from './ConversationsSection';
import { LedgerSection } from './LedgerSection';
import { MemberActions } from './MemberActions';
import {
  AccountSection,
  OrdersSection,
  PhotosSection,
  ProfileSection,
  SessionsSection,
} from './MemberSections';
import { useMemberPage } from './queries';
import { StatusBadges } from './StatusBadges';

// The class names react-bootstrap sets are named here too (nav-tabs, tab-content, tab-pane), so the
// build's PurgeCSS keeps their rules (vite.config.ts).
const TABS = ['account', 'profile', 'photos', 'conversations', 'orders', 'ledger', 'sessions'] as const;
type TabKey = (typeof TABS)[number];

/**
 * /admin/members/:id (admins, moderators, support): one member's account, profile, photos,
 * conversations (metadata; messages only after a logged reason), orders, credit ledger and
 * sessions as tabs (kept in the address, `?tab=`), with the actions the role may take.
 */
export default function MemberPage() {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const tab: TabKey = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as TabKey)
    : 'account';
  const me = useStaffMe();
  const page = useMemberPage(Number.isInteger(id) && id > 0 ? id : 0);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  if (page.isPending || me.isPending) return <PageSpinner />;
  if (page.isError) {
    if (page.error.code === 'not_found') return <NotFoundPage />;
    return (
      <div className="alert alert-danger" role="alert">
        {page.error.message}
      </div>
    );
  }
  if (me.isError) return null;
  const { account, profile } = page.data;
  const role = me.data.role;
  const counts: Partial<Record<TabKey, number>> = {
    photos: page.data.photos.length,
    conversations: page.data.conversations.length,
    orders: page.data.orders.length,
    sessions: page.data.sessions.length,
  };
  return (
    <div>
      <nav aria-label={t('members.breadcrumb')} className="mb-2">
        <Link to="/admin/members" className="small">
          {t('members.back_to_search')}
        </Link>
      </nav>
      <header className="mb-3">
        <h1 className="h3 mb-1 text-break">{profile?.name ?? account.email}</h1>
        <p className="mb-2 text-break">
          {account.email} · #{account.id} ·{' '}
          {t('members.credits_balance', { credits: format.number(account.credits) })}
        </p>
        <StatusBadges
          status={account.status}
          role={account.role}
          fictional={profile?.fictional ?? false}
          profileStatus={profile?.status ?? null}
        />
      </header>
      <section className="mb-4" aria-label={t('members.actions.label')}>
        <MemberActions key={account.id} page={page.data} role={role} />
      </section>

      {/* Moderation (issue "Back office" §2): warnings, bans, duplicate-account signals. */}
      <MemberModeration key={account.id} memberId={account.id} />

      <Tab.Container
        activeKey={tab}
        onSelect={(key) => key && setParams({ tab: key }, { replace: true })}
        mountOnEnter
      >
        <Nav
          variant="tabs"
          className="nav-tabs flex-nowrap overflow-x-auto overflow-y-hidden text-nowrap mb-3"
          role="tablist"
        >
          {TABS.map((key) => (
            <Nav.Item key={key}>
              <Nav.Link eventKey={key}>
                {t(`members.tabs.${key}`)}
                {counts[key] !== undefined && (
                  <span className="badge rounded-pill text-bg-light border ms-1">{counts[key]}</span>
                )}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
        <Tab.Content className="tab-content">
          <Tab.Pane className="tab-pane" eventKey="account">
            <AccountSection account={account} />
          </Tab.Pane>
          <Tab.Pane className="tab-pane" eventKey="profile">
            <ProfileSection profile={profile} />
          </Tab.Pane>
          <Tab.Pane className="tab-pane" eventKey="photos">
            <PhotosSection photos={page.data.photos} />
          </Tab.Pane>
          <Tab.Pane className="tab-pane" eventKey="conversations">
            <ConversationsSection key={account.id} conversations={page.data.conversations} role={role} />
          </Tab.Pane>
          <Tab.Pane className="tab-pane" eventKey="orders">
            <OrdersSection orders={page.data.orders} />
          </Tab.Pane>
          <Tab.Pane className="tab-pane" eventKey="ledger">
            <LedgerSection memberId={account.id} />
          </Tab.Pane>
          <Tab.Pane className="tab-pane" eventKey="sessions">
            <SessionsSection sessions={page.data.sessions} />
          </Tab.Pane>
        </Tab.Content>
      </Tab.Container>
    </div>
  );
}
