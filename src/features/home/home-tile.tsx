import type { ReactNode } from 'react';

/** A dashboard tile: a section named by its h2 title, with an optional mark beside the title, then its content. */
export function HomeTile({
  id,
  title,
  className,
  mark,
  children,
}: {
  /** The id of the title, which names the section. */
  readonly id: string;
  readonly title: string;
  /** The tile's own class, next to `home-tile`. */
  readonly className: string;
  readonly mark?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <section className={`home-tile ${className}`} aria-labelledby={id}>
      <div className="home-tile__header">
        <h2 id={id} className="home-tile__title">
          {title}
        </h2>
        {mark}
      </div>
      {children}
    </section>
  );
}
