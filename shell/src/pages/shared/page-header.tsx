import type { ReactNode } from 'react';
import './page.css';

interface Props {
  /** The page's only h1. */
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  id?: string;
}

/** Centred page heading block: optional eyebrow, the h1, a lead paragraph and extras (actions). */
export function PageHeader({ title, eyebrow, lead, children, id }: Props) {
  return (
    <header className="page-header">
      {eyebrow ? <div className="page-header__eyebrow">{eyebrow}</div> : null}
      <h1 id={id} className="page-header__title">
        {title}
      </h1>
      {lead ? <p className="page-header__lead">{lead}</p> : null}
      {children}
    </header>
  );
}
