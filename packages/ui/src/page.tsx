import type { ReactNode } from 'react';

export interface PageProps {
  /** The tool's name, rendered as the page's only h1. */
  title: ReactNode;
  children?: ReactNode;
  /** University banner (logo, notice) shown above the title on screens that have one. */
  banner?: ReactNode;
}

/** Page frame of every tool: the main landmark, an optional banner and the h1. */
export function Page({ title, children, banner }: PageProps) {
  return (
    <main className="ct-page">
      {banner ? <div className="ct-page__banner">{banner}</div> : null}
      <h1 className="ct-page__title">{title}</h1>
      {children}
    </main>
  );
}
