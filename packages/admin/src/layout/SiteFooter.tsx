import { SITE_NAME } from '../hooks/useDocumentTitle.ts';

/** SPEC §2.3: the copyright line with the current year and the site name. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container">
        <p className="small muted" style={{ margin: 0 }}>
          © {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
