import { Link } from 'react-router';

/** SPEC §2.2: Terms, Privacy and Help lead to / for now. */
const LINKS = ['Terms', 'Privacy', 'Help'];

export function LandingFooterLinks() {
  return (
    <nav className="landing-footer-links container" aria-label="Footer">
      <ul className="row list-reset">
        {LINKS.map((label) => (
          <li key={label}>
            <Link to="/">{label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
