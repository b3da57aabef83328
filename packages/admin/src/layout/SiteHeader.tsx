import { useId } from 'react';
import { Link, NavLink as RouterNavLink } from 'react-router';
import { useIsMobile } from '../hooks/useIsMobile.ts';
import { useAccess } from '../session/useAccess.ts';
import { useSession } from '../session/sessionContext.ts';
import { buttonClass } from '../ui/Button.tsx';
import { classNames } from '../ui/classNames.ts';
import { Logo } from './Logo.tsx';
import { navLinks } from './navLinks.ts';
import { TrialStatusText } from './TrialStatusText.tsx';
import { useDismissableMenu } from './useDismissableMenu.ts';

/** SPEC §2.3: logo, links by role, trial status; a menu below the mobile breakpoint. */
export function SiteHeader() {
  const { user, signOut } = useSession();
  const access = useAccess();
  const isMobile = useIsMobile();
  const {
    open: menuOpen,
    setOpen: setMenuOpen,
    toggle: toggleMenu,
    containerRef,
    buttonRef: menuButtonRef,
  } = useDismissableMenu();
  const navId = useId();
  const links = navLinks(user !== null, access.hasAccess);
  const navVisible = !isMobile || menuOpen;

  return (
    <header className={classNames('site-header', isMobile && 'site-header--mobile')}>
      <div className="container site-header__inner" ref={containerRef}>
        <Link
          to={user ? '/account' : '/'}
          className="site-header__logo"
          aria-label="Yardstick home"
        >
          <Logo size="small" />
        </Link>
        {access.activeTrial && user && (
          <TrialStatusText trial={access.activeTrial} showEstimates={!user.stripeSubscriptionId} />
        )}
        {isMobile && (
          <button
            ref={menuButtonRef}
            type="button"
            className="btn btn--ghost site-header__menu-button"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={toggleMenu}
          >
            <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span> Menu
          </button>
        )}
        <nav
          id={navId}
          aria-label="Main"
          className="site-nav"
          hidden={!navVisible}
          onClick={(event) => {
            if (event.target instanceof HTMLElement && event.target.closest('a,button'))
              setMenuOpen(false);
          }}
        >
          {links.map((link) => (
            <RouterNavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                link.primary
                  ? buttonClass({ variant: 'primary', size: 'sm' })
                  : classNames('site-nav__link', isActive && 'site-nav__link--active')
              }
            >
              {link.label}
            </RouterNavLink>
          ))}
          {user && (
            <button
              type="button"
              className="site-nav__link site-nav__button"
              onClick={() => void signOut()}
            >
              Sign Out
            </button>
          )}
        </nav>
      </div>
    </header>
  );
}
