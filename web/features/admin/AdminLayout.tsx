import { can, type StaffRole } from '@common/staff';
import { Suspense, useState } from 'react';
import { Link, NavLink, Route, Routes } from 'react-router';
import { List } from '../../components/icons/list';
import { PageSpinner } from '../../components/PageSpinner';
import { NotFoundPage } from '../errors/NotFoundPage';
import { useBackofficeTranslation } from './i18n';
import { type AdminRoute, adminRoutes } from './routes';

/** The pages of `adminRoutes` that `role` may open (the server checks every call again). */
export function allowedRoutes(role: StaffRole): AdminRoute[] {
  return adminRoutes.filter((route) => can(role, route.action));
}

/** The back office's start page (/admin): the role and the sections it may open. */
function AdminHome({ role, email }: { role: StaffRole; email: string }) {
  const { t } = useBackofficeTranslation();
  const pages = allowedRoutes(role).filter((r) => r.nav);
  return (
    <div>
      <h1 className="h3 mb-2">{t('staff.home.title')}</h1>
      <p className="text-body-secondary small mb-3">
        {t('staff.shell.signed_in_as', { email, role: t(`staff.roles.${role}`) })}
      </p>
      {pages.length === 0 ? (
        <p>{t('staff.home.nothing')}</p>
      ) : (
        <>
          <p>{t('staff.home.intro', { role: t(`staff.roles.${role}`) })}</p>
          <ul className="row row-cols-1 row-cols-sm-2 row-cols-xl-3 g-3 list-unstyled">
            {pages.map((page) => (
              <li key={page.path} className="col">
                <Link
                  to={`/admin/${page.path}`}
                  className="card h-100 shadow-sm text-decoration-none link-body-emphasis"
                >
                  <span className="card-body fw-semibold">{t(page.nav ?? '')}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * The back office's frame for staff past the second factor: a side menu (a column from the
 * `lg` breakpoint, folded behind "Back office menu" on smaller screens) with the pages of
 * `adminRoutes` the role may open, and those pages as nested routes under /admin.
 */
export function AdminLayout({ role, email }: { role: StaffRole; email: string }) {
  const { t } = useBackofficeTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const allowed = allowedRoutes(role);
  const close = () => setMenuOpen(false);
  const linkClass = ({ isActive }: { isActive: boolean }) => `nav-link${isActive ? ' active' : ''}`;
  return (
    <div className="container-fluid py-3 py-lg-4">
      <div className="row g-lg-4">
        <div className="col-lg-3 col-xl-2">
          <button
            type="button"
            className="btn btn-outline-secondary d-lg-none mb-3"
            aria-controls="admin-menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <List className="me-1" aria-hidden="true" />
            {t('staff.shell.menu')}
          </button>
          <nav
            id="admin-menu"
            aria-label={t('staff.shell.menu_label')}
            className={`${menuOpen ? '' : 'd-none '}d-lg-block mb-3`}
          >
            <ul className="nav nav-pills flex-column gap-1">
              <li className="nav-item">
                <NavLink to="/admin" end className={linkClass} onClick={close}>
                  {t('staff.shell.home')}
                </NavLink>
              </li>
              {allowed
                .filter((r) => r.nav)
                .map((r) => (
                  <li key={r.path} className="nav-item">
                    <NavLink to={`/admin/${r.path}`} className={linkClass} onClick={close}>
                      {t(r.nav ?? '')}
                    </NavLink>
                  </li>
                ))}
            </ul>
          </nav>
        </div>
        <div className="col-lg-9 col-xl-10">
          <Suspense fallback={<PageSpinner />}>
            <Routes>
              <Route index element={<AdminHome role={role} email={email} />} />
              {allowed.map((r) => (
                <Route key={r.path} path={r.path} element={r.element} />
              ))}
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Suspense>
        </div>
      </div>
    </div>
  );
}
