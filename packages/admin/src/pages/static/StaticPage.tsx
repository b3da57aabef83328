import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import './static.css';

interface StaticPageProps {
  title: string;
  intro?: ReactNode;
  back: { to: string; label: string };
  children: ReactNode;
}

/** The frame of the static pages of SPEC §2.15: a title, the text and a back link. */
export function StaticPage({ title, intro, back, children }: StaticPageProps) {
  useDocumentTitle(title);
  return (
    <article className="container static-page">
      <p>
        <Link to={back.to} className="back-link">
          ← {back.label}
        </Link>
      </p>
      <h1>{title}</h1>
      {intro && <p className="static-page__intro">{intro}</p>}
      {children}
    </article>
  );
}
